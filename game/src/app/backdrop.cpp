#include "app/backdrop.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>
#include <vector>

#include "app/driver_facts.hpp"
#include "app/smoothstep.hpp"
#include "app/theme.hpp"

namespace marienbad::app {

namespace {

// 18 bands of 32 rectangles: one draw of 3456 vertices, within what llvmpipe fills as
// rectangles in one draw (driver_facts.hpp). The colour changes by at most about 0.05 of
// a step per pixel down a 720-pixel window, so a band stays within a step of the smooth
// gradient.
constexpr int kColumns = 32;
constexpr int kBands = 18;
static_assert(kColumns * kBands <= driver_facts::kMaxRectanglesPerDraw,
              "the backdrop is one draw of rectangles");

SDL_Vertex corner(float x, float y, Color color) {
  return {{x, y}, {color.r, color.g, color.b, 255}, {0, 0}};
}

}  // namespace

void Backdrop::build(int width, int height, const Palette& c) {
  if (width == width_ && height == height_ && !quads_.empty()) return;
  const Color top = c.background_glow.mix(c.background, 0.45f);
  const float fw = static_cast<float>(width);
  const float fh = static_cast<float>(height);
  const float cx = fw / 2;
  const float cy = fh * 0.22f;
  const float radius = std::max(fw, fh) * 0.55f;
  // Edges on whole pixels, shared by neighbours: SDL's software renderer leaves one-pixel
  // gaps between shapes whose shared edge ends between pixels.
  const auto edge = [](float size, int i, int n) {
    return std::round(size * static_cast<float>(i) / static_cast<float>(n));
  };
  quads_.clear();
  std::array<Color, kColumns + 1> band{};
  for (int j = 0; j < kBands; ++j) {
    const float y0 = edge(fh, j, kBands);
    const float y1 = edge(fh, j + 1, kBands);
    const float y = (y0 + y1) / 2;
    const Color row = top.mix(c.background, y / fh);
    for (std::size_t i = 0; i < band.size(); ++i) {
      const float x = edge(fw, static_cast<int>(i), kColumns);
      const float t =
          smoothstep(1.0f - std::sqrt((x - cx) * (x - cx) + (y - cy) * (y - cy)) / radius);
      band[i] = row.mix(c.background_glow, t * (150.0f / 255.0f));
    }
    for (std::size_t i = 0; i + 1 < band.size(); ++i) {
      // Top and bottom share their colours: one plane of colour, one rectangle.
      const float x0 = edge(fw, static_cast<int>(i), kColumns);
      const float x1 = edge(fw, static_cast<int>(i) + 1, kColumns);
      quads_.push_back(corner(x0, y0, band[i]));
      quads_.push_back(corner(x1, y0, band[i + 1]));
      quads_.push_back(corner(x1, y1, band[i + 1]));
      quads_.push_back(corner(x0, y1, band[i]));
    }
  }
  width_ = width;
  height_ = height;
}

void Backdrop::seen_through(Rect area, std::initializer_list<Color> overlays,
                            std::vector<SDL_Vertex>& out) const {
  // The colour at `x` along a rectangle from `left` to `right`, then each overlay over it.
  const auto colour = [&](const SDL_Vertex& left, const SDL_Vertex& right, float x) {
    const float span = right.position.x - left.position.x;
    const float t = span > 0 ? (x - left.position.x) / span : 0.0f;
    float rgb[3] = {left.color.r + (right.color.r - left.color.r) * t,
                    left.color.g + (right.color.g - left.color.g) * t,
                    left.color.b + (right.color.b - left.color.b) * t};
    for (const Color& o : overlays) {
      const float a = static_cast<float>(o.a) / 255.0f;
      rgb[0] += (static_cast<float>(o.r) - rgb[0]) * a;
      rgb[1] += (static_cast<float>(o.g) - rgb[1]) * a;
      rgb[2] += (static_cast<float>(o.b) - rgb[2]) * a;
    }
    const auto byte = [](float v) {
      return static_cast<Uint8>(std::lround(std::clamp(v, 0.0f, 255.0f)));
    };
    return SDL_Color{byte(rgb[0]), byte(rgb[1]), byte(rgb[2]), 255};
  };
  for (std::size_t q = 0; q + 4 <= quads_.size(); q += 4) {
    const SDL_Vertex& top_left = quads_[q];
    const SDL_Vertex& top_right = quads_[q + 1];
    const float x0 = std::max(top_left.position.x, area.x);
    const float x1 = std::min(top_right.position.x, area.right());
    const float y0 = std::max(top_left.position.y, area.y);
    const float y1 = std::min(quads_[q + 2].position.y, area.bottom());
    if (x0 >= x1 || y0 >= y1) continue;
    const SDL_Color left = colour(top_left, top_right, x0);
    const SDL_Color right = colour(top_left, top_right, x1);
    out.push_back({{x0, y0}, left, {0, 0}});
    out.push_back({{x1, y0}, right, {0, 0}});
    out.push_back({{x1, y1}, right, {0, 0}});
    out.push_back({{x0, y1}, left, {0, 0}});
  }
}

void Backdrop::around(const std::vector<Rect>& holes, std::vector<SDL_Vertex>& out) const {
  // Bands between the holes' top and bottom edges; in each, the spans no hole covers.
  std::vector<float> edges{0.0f, static_cast<float>(height_)};
  for (const Rect& h : holes) {
    edges.push_back(std::clamp(h.y, 0.0f, static_cast<float>(height_)));
    edges.push_back(std::clamp(h.bottom(), 0.0f, static_cast<float>(height_)));
  }
  std::sort(edges.begin(), edges.end());
  edges.erase(std::unique(edges.begin(), edges.end()), edges.end());
  std::vector<std::pair<float, float>> spans;
  for (std::size_t e = 0; e + 1 < edges.size(); ++e) {
    const float y0 = edges[e];
    const float y1 = edges[e + 1];
    spans.clear();
    for (const Rect& h : holes) {
      if (h.y < y1 && y0 < h.bottom() && h.w > 0) spans.emplace_back(h.x, h.right());
    }
    std::sort(spans.begin(), spans.end());
    float x = 0;
    const auto open = [&](float until) {
      if (until > x) seen_through({x, y0, until - x, y1 - y0}, {}, out);
    };
    for (const auto& [left, right] : spans) {
      open(left);
      x = std::max(x, right);
    }
    open(static_cast<float>(width_));
  }
}

}  // namespace marienbad::app
