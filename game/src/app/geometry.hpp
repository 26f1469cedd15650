#pragma once
// Plain value types for positions and rectangles in renderer pixels (SDL-free).
#include <algorithm>
#include <cmath>
#include <cstdint>

namespace marienbad::app {

struct Point {
  float x = 0;
  float y = 0;
};

struct Rect {
  float x = 0;
  float y = 0;
  float w = 0;
  float h = 0;

  float right() const { return x + w; }
  float bottom() const { return y + h; }
  float center_x() const { return x + w / 2; }
  float center_y() const { return y + h / 2; }
  Point center() const { return {center_x(), center_y()}; }
  bool contains(Point p) const { return p.x >= x && p.x < x + w && p.y >= y && p.y < y + h; }
  // Shrinks (positive) or grows (negative) every side by `d`.
  Rect inset(float d) const {
    return {x + d, y + d, std::max(0.0f, w - 2 * d), std::max(0.0f, h - 2 * d)};
  }
  Rect inset(float dx, float dy) const {
    return {x + dx, y + dy, std::max(0.0f, w - 2 * dx), std::max(0.0f, h - 2 * dy)};
  }
  // Slices used to carve a layout: take a band off one side.
  Rect top(float height) const { return {x, y, w, std::min(h, height)}; }
  Rect bottom_band(float height) const {
    return {x, bottom() - std::min(h, height), w, std::min(h, height)};
  }
  Rect left(float width) const { return {x, y, std::min(w, width), h}; }
  Rect right_band(float width) const {
    return {right() - std::min(w, width), y, std::min(w, width), h};
  }
  // A w×h rectangle centred in this one.
  Rect centered(float width, float height) const {
    return {x + (w - width) / 2, y + (h - height) / 2, width, height};
  }
  friend bool operator==(const Rect&, const Rect&) = default;
};

// Rounds a rectangle to whole pixels so shapes and their corner masks line up.
inline Rect snap(Rect r) {
  const float x0 = std::round(r.x);
  const float y0 = std::round(r.y);
  return {x0, y0, std::round(r.x + r.w) - x0, std::round(r.y + r.h) - y0};
}

struct Color {
  std::uint8_t r = 0;
  std::uint8_t g = 0;
  std::uint8_t b = 0;
  std::uint8_t a = 255;

  Color with_alpha(std::uint8_t alpha) const { return {r, g, b, alpha}; }
  // Linear mix towards `other` (t = 0: this colour, t = 1: other).
  Color mix(Color other, float t) const;
  friend bool operator==(const Color&, const Color&) = default;
};

constexpr Color rgb(std::uint32_t hex, std::uint8_t alpha = 255) {
  return {static_cast<std::uint8_t>(hex >> 16), static_cast<std::uint8_t>(hex >> 8),
          static_cast<std::uint8_t>(hex), alpha};
}

enum class Align { Left, Center, Right };
enum class VAlign { Top, Middle, Bottom };

}  // namespace marienbad::app
