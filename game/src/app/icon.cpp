#include "app/icon.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace marienbad::app {

namespace {

struct Rgba {
  float r, g, b, a;
};

// Source-over blending of `top` (with coverage) onto `base`.
Rgba over(Rgba base, Rgba top, float coverage) {
  const float a = std::clamp(top.a * coverage, 0.0f, 1.0f);
  const float out_a = a + base.a * (1 - a);
  if (out_a <= 0) return {0, 0, 0, 0};
  auto mix = [&](float t, float b) { return (t * a + b * base.a * (1 - a)) / out_a; };
  return {mix(top.r, base.r), mix(top.g, base.g), mix(top.b, base.b), out_a};
}

float distance_to_segment(float px, float py, float ax, float ay, float bx, float by) {
  const float dx = bx - ax;
  const float dy = by - ay;
  const float t = std::clamp(((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy), 0.0f, 1.0f);
  return std::hypot(px - (ax + t * dx), py - (ay + t * dy));
}

}  // namespace

SurfacePtr make_window_icon(int size) {
  SurfacePtr surface(SDL_CreateRGBSurfaceWithFormat(0, size, size, 32, SDL_PIXELFORMAT_ARGB8888));
  if (!surface) return nullptr;
  const float s = static_cast<float>(size);
  const Rgba tile{0x18 / 255.0f, 0x23 / 255.0f, 0x3a / 255.0f, 1};
  const Rgba glow{0xf6 / 255.0f, 0xd3 / 255.0f, 0x8b / 255.0f, 0.55f};
  const Rgba wood{0xe8 / 255.0f, 0xc4 / 255.0f, 0x8a / 255.0f, 1};
  const Rgba head{0xc8 / 255.0f, 0x55 / 255.0f, 0x3d / 255.0f, 1};
  const float radius = s * 0.2f;  // rounded tile corners
  const float ax = s * 0.30f, ay = s * 0.80f, bx = s * 0.66f, by = s * 0.30f;
  auto* pixels = static_cast<std::uint32_t*>(surface->pixels);
  for (int y = 0; y < size; ++y) {
    for (int x = 0; x < size; ++x) {
      const float px = static_cast<float>(x) + 0.5f;
      const float py = static_cast<float>(y) + 0.5f;
      // Rounded-square tile coverage.
      const float qx = std::max(std::abs(px - s / 2) - (s / 2 - radius), 0.0f);
      const float qy = std::max(std::abs(py - s / 2) - (s / 2 - radius), 0.0f);
      const float tile_cover = std::clamp(radius - std::hypot(qx, qy) + 0.5f, 0.0f, 1.0f);
      Rgba c = over({0, 0, 0, 0}, tile, tile_cover);
      const float flame = std::hypot(px - bx, py - by);
      c = over(c, glow, tile_cover * std::clamp(1 - flame / (s * 0.32f), 0.0f, 1.0f));
      const float stick = distance_to_segment(px, py, ax, ay, bx, by);
      c = over(c, wood, std::clamp(s * 0.055f - stick + 0.5f, 0.0f, 1.0f));
      c = over(c, head, std::clamp(s * 0.095f - flame + 0.5f, 0.0f, 1.0f));
      auto byte = [](float v) {
        return static_cast<std::uint32_t>(std::lround(std::clamp(v, 0.0f, 1.0f) * 255));
      };
      pixels[y * (surface->pitch / 4) + x] =
          (byte(c.a) << 24) | (byte(c.r) << 16) | (byte(c.g) << 8) | byte(c.b);
    }
  }
  return surface;
}

}  // namespace marienbad::app
