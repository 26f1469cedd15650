#include "app/backdrop.hpp"

#include <algorithm>
#include <array>
#include <cmath>

#include "app/theme.hpp"

namespace marienbad::app {

namespace {

// 18 bands of 32 rectangles: one draw of 3456 vertices. llvmpipe takes at most 4096 at
// once and splits a longer draw where the two triangles of a rectangle no longer pair.
// The colour changes by at most about 0.05 of a step per pixel down a 720-pixel window,
// so a band stays within a step of the smooth gradient.
constexpr int kColumns = 32;
constexpr int kBands = 18;

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
      const float t = std::clamp(
          1.0f - std::sqrt((x - cx) * (x - cx) + (y - cy) * (y - cy)) / radius, 0.0f, 1.0f);
      band[i] = row.mix(c.background_glow, t * t * (3 - 2 * t) * (150.0f / 255.0f));
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

}  // namespace marienbad::app
