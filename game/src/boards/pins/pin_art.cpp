#include "boards/pins/pin_art.hpp"

#include <algorithm>
#include <cmath>

namespace marienbad::app {

void draw_pin(Canvas& canvas, Point foot, float height, float angle, const PinLook& look) {
  const Palette& c = canvas.colors();
  const auto a = [&look](Color color) {
    return color.with_alpha(
        static_cast<std::uint8_t>(std::clamp(look.alpha, 0.0f, 1.0f) * color.a));
  };
  // Along the pin (foot to head) and across it.
  const Point up{std::sin(angle), -std::cos(angle)};
  const Point across{-up.y, up.x};
  const auto at = [&](float along, float side = 0) {
    return Point{foot.x + up.x * along * height + across.x * side * height,
                 foot.y + up.y * along * height + across.y * side * height};
  };
  const Color cream = c.text.mix(rgb(0xfff8e8), 0.5f);
  const Color shade = cream.mix(c.panel, 0.35f);
  if (look.highlighted) canvas.glow(at(0.45f), height * 0.7f, a(look.highlight.with_alpha(150)));
  // A soft shadow to the lower right, then the body (a wide belly on a narrower foot), the
  // neck with its red band, the head, and a small highlight on the belly.
  const float off = height * 0.04f;
  const auto shadowed = [&](Point p) { return Point{p.x + off, p.y + off}; };
  canvas.capsule(shadowed(at(0.14f)), shadowed(at(0.46f)), height * 0.28f, a(c.shadow));
  canvas.disc(shadowed(at(0.87f)), height * 0.1f, a(c.shadow));
  canvas.capsule(at(0.05f), at(0.2f), height * 0.2f, a(shade));
  canvas.capsule(at(0.16f), at(0.44f), height * 0.28f, a(cream));
  canvas.capsule(at(0.44f), at(0.8f), height * 0.12f, a(cream));
  canvas.capsule(at(0.63f, -0.07f), at(0.63f, 0.07f), height * 0.055f, a(c.match_head));
  canvas.disc(at(0.87f), height * 0.1f, a(cream));
  canvas.disc(at(0.32f, -0.06f), height * 0.05f, a(rgb(0xffffff).with_alpha(120)));
}

}  // namespace marienbad::app
