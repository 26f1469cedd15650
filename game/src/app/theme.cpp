#include "app/theme.hpp"

#include <algorithm>
#include <cmath>

namespace marienbad::app {

Color Color::mix(Color other, float t) const {
  auto lerp = [t](std::uint8_t a0, std::uint8_t b0) {
    return static_cast<std::uint8_t>(std::lround(a0 + (b0 - a0) * std::clamp(t, 0.0f, 1.0f)));
  };
  return {lerp(r, other.r), lerp(g, other.g), lerp(b, other.b), lerp(a, other.a)};
}

Layout Layout::for_size(int pixel_width, int pixel_height) {
  Layout layout;
  layout.width = std::max(1, pixel_width);
  layout.height = std::max(1, pixel_height);
  const float by_height = static_cast<float>(layout.height) / 720.0f;
  const float by_width = static_cast<float>(layout.width) / 1100.0f;
  layout.scale = std::max(0.4f, std::min(by_height, by_width));
  return layout;
}

int Layout::font_px(TextSize size) const {
  return std::max(8, static_cast<int>(std::lround(Theme::design_size(size) * scale)));
}

}  // namespace marienbad::app
