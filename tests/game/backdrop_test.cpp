// The backdrop's rectangles tile the window exactly, each is one plane of colour (what lets
// llvmpipe fill it as a rectangle), they fit one draw, and they keep the picture: a glow
// in the upper middle over a gradient that darkens downwards.
#include <catch2/catch.hpp>

#include <cmath>
#include <set>
#include <utility>

#include "app/backdrop.hpp"
#include "app/theme.hpp"

using namespace marienbad::app;

namespace {

int brightness(const SDL_Color& c) {
  return c.r + c.g + c.b;
}

// The colour of the rectangle that holds the pixel (x, y), at that pixel.
SDL_Color color_at(const Backdrop& backdrop, float x, float y) {
  const auto& q = backdrop.quads();
  for (std::size_t i = 0; i + 4 <= q.size(); i += 4) {
    const float x0 = q[i].position.x;
    const float x1 = q[i + 1].position.x;
    if (x < x0 || x >= x1 || y < q[i].position.y || y >= q[i + 2].position.y) continue;
    const float t = (x - x0) / (x1 - x0);
    const auto mix = [t](Uint8 a, Uint8 b) {
      return static_cast<Uint8>(std::lround(a + (static_cast<float>(b) - a) * t));
    };
    const SDL_Color a = q[i].color;
    const SDL_Color b = q[i + 1].color;
    return {mix(a.r, b.r), mix(a.g, b.g), mix(a.b, b.b), 255};
  }
  FAIL("no rectangle holds " << x << "," << y);
  return {};
}

}  // namespace

TEST_CASE("backdrop: rectangles tile the window, one plane of colour each, one draw") {
  const Palette palette;
  for (const auto& [w, h] : {std::pair{1280, 720}, std::pair{800, 600}, std::pair{1921, 1079}}) {
    CAPTURE(w, h);
    Backdrop backdrop;
    backdrop.build(w, h, palette);
    const auto& q = backdrop.quads();
    REQUIRE(!q.empty());
    REQUIRE(q.size() % 4 == 0);
    // SDL sends one vertex per index, six per rectangle; llvmpipe takes 4096 at once.
    CHECK(q.size() / 4 * 6 <= 4096);
    double area = 0;
    std::set<std::pair<float, float>> corners;
    for (std::size_t i = 0; i < q.size(); i += 4) {
      const SDL_Vertex* r = &q[i];
      // Axis-aligned, on whole pixels, in the window.
      CHECK(r[0].position.y == r[1].position.y);
      CHECK(r[1].position.x == r[2].position.x);
      CHECK(r[2].position.y == r[3].position.y);
      CHECK(r[3].position.x == r[0].position.x);
      for (int k = 0; k < 4; ++k) {
        CHECK(r[k].position.x == std::round(r[k].position.x));
        CHECK(r[k].position.y == std::round(r[k].position.y));
        CHECK(r[k].position.x >= 0);
        CHECK(r[k].position.x <= static_cast<float>(w));
        CHECK(r[k].position.y >= 0);
        CHECK(r[k].position.y <= static_cast<float>(h));
        CHECK(r[k].color.a == 255);
      }
      // The colour varies only across: top and bottom corners alike.
      const auto same = [](SDL_Color a, SDL_Color b) {
        return a.r == b.r && a.g == b.g && a.b == b.b;
      };
      CHECK(same(r[0].color, r[3].color));
      CHECK(same(r[1].color, r[2].color));
      area += static_cast<double>(r[1].position.x - r[0].position.x) *
              static_cast<double>(r[3].position.y - r[0].position.y);
      CHECK(corners.insert({r[0].position.x, r[0].position.y}).second);  // no overlap
    }
    CHECK(area == static_cast<double>(w) * h);
  }
}

TEST_CASE("backdrop: a glow in the upper middle over a gradient darker downwards") {
  const Palette palette;
  Backdrop backdrop;
  backdrop.build(1280, 720, palette);
  const SDL_Color glow = color_at(backdrop, 640, 160);
  CHECK(brightness(glow) > brightness(color_at(backdrop, 640, 700)));
  CHECK(brightness(glow) > brightness(color_at(backdrop, 5, 160)));
  CHECK(brightness(color_at(backdrop, 5, 5)) >= brightness(color_at(backdrop, 5, 715)));
  // Within the palette's range, and close to it at the darkest corner.
  const SDL_Color corner = color_at(backdrop, 1279, 719);
  CHECK(std::abs(corner.r - palette.background.r) <= 2);
  CHECK(std::abs(corner.g - palette.background.g) <= 2);
  CHECK(std::abs(corner.b - palette.background.b) <= 2);
  CHECK(glow.b <= palette.background_glow.b);
}

TEST_CASE("backdrop: seen through overlays, the same rectangles cut to an area") {
  const Palette palette;
  Backdrop backdrop;
  backdrop.build(1280, 720, palette);
  const Rect area{203, 151, 517, 402};
  std::vector<SDL_Vertex> out;
  backdrop.seen_through(area, {}, out);
  REQUIRE(out.size() % 4 == 0);
  REQUIRE(!out.empty());
  float covered = 0;
  for (std::size_t i = 0; i < out.size(); i += 4) {
    const float x0 = out[i].position.x;
    const float y0 = out[i].position.y;
    const float x1 = out[i + 2].position.x;
    const float y1 = out[i + 2].position.y;
    CHECK((x0 >= area.x && y0 >= area.y && x1 <= area.right() && y1 <= area.bottom()));
    covered += (x1 - x0) * (y1 - y0);
    // Through nothing: the backdrop's own colours at the cut edges (within rounding).
    for (const int corner : {0, 1}) {
      const SDL_Vertex& v = out[i + static_cast<std::size_t>(corner)];
      const SDL_Color expected = color_at(backdrop, std::min(v.position.x, 1279.0f), y0);
      CHECK(std::abs(v.color.r - expected.r) <= 1);
      CHECK(std::abs(v.color.b - expected.b) <= 1);
    }
  }
  CHECK(covered == area.w * area.h);  // no gap, no overlap

  // Through an opaque colour: that colour; through a translucent one: between the two.
  const Color red{200, 10, 10, 255};
  out.clear();
  backdrop.seen_through(area, {Color{0, 0, 0, 128}, red}, out);
  for (const SDL_Vertex& v : out) CHECK((v.color.r == 200 && v.color.g == 10 && v.color.b == 10));
  out.clear();
  backdrop.seen_through(area, {red.with_alpha(128)}, out);
  for (std::size_t i = 0; i < out.size(); ++i) {
    const SDL_Vertex& v = out[i];
    const float top = out[i - i % 4].position.y;  // a rectangle's colour varies only across
    const SDL_Color under = color_at(backdrop, std::min(v.position.x, 1279.0f), top);
    CHECK(std::abs(v.color.r - (under.r + 200) / 2) <= 2);
    CHECK(std::abs(v.color.g - (under.g + 10) / 2) <= 2);
  }
}

TEST_CASE("backdrop: around opaque holes, the rest of the window exactly") {
  const Palette palette;
  Backdrop backdrop;
  backdrop.build(1280, 720, palette);
  // Two panels (one overlapping the window's edge, one the other), a button inside one.
  const std::vector<Rect> holes{
      {120, 20, 634, 606}, {870, 18, 392, 690}, {300, 100, 50, 50}, {-10, 650, 200, 100}};
  std::vector<SDL_Vertex> out;
  backdrop.around(holes, out);
  REQUIRE(out.size() % 4 == 0);
  const auto inside = [&](float x, float y) {
    for (const Rect& h : holes) {
      if (x >= h.x && x < h.right() && y >= h.y && y < h.bottom()) return true;
    }
    return false;
  };
  // Every pixel is either in a hole or in exactly one rectangle.
  std::vector<int> hits(1280 * 720, 0);
  for (std::size_t i = 0; i < out.size(); i += 4) {
    const int x0 = static_cast<int>(out[i].position.x);
    const int y0 = static_cast<int>(out[i].position.y);
    const int x1 = static_cast<int>(out[i + 2].position.x);
    const int y1 = static_cast<int>(out[i + 2].position.y);
    REQUIRE((x0 >= 0 && y0 >= 0 && x1 <= 1280 && y1 <= 720 && x0 < x1 && y0 < y1));
    CHECK((out[i].position.x == static_cast<float>(x0) &&
           out[i + 2].position.y == static_cast<float>(y1)));
    for (int y = y0; y < y1; ++y) {
      for (int x = x0; x < x1; ++x) ++hits[static_cast<std::size_t>(y * 1280 + x)];
    }
  }
  std::size_t wrong = 0;
  for (int y = 0; y < 720; ++y) {
    for (int x = 0; x < 1280; ++x) {
      const int expected =
          inside(static_cast<float>(x) + 0.5f, static_cast<float>(y) + 0.5f) ? 0 : 1;
      wrong += hits[static_cast<std::size_t>(y * 1280 + x)] != expected;
    }
  }
  CHECK(wrong == 0);
  // No holes: the whole backdrop.
  out.clear();
  backdrop.around({}, out);
  float area = 0;
  for (std::size_t i = 0; i < out.size(); i += 4) {
    area +=
        (out[i + 2].position.x - out[i].position.x) * (out[i + 2].position.y - out[i].position.y);
  }
  CHECK(area == 1280.0f * 720.0f);
}
