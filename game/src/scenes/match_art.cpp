#include "scenes/match_art.hpp"

#include <algorithm>

namespace marienbad::app {

void draw_match(Canvas& canvas, Point base, float length, float thickness, const MatchLook& look) {
  const Palette& c = canvas.colors();
  const auto a = [&look](Color color) {
    return color.with_alpha(
        static_cast<std::uint8_t>(std::clamp(look.alpha, 0.0f, 1.0f) * color.a));
  };
  const float head_r = thickness * 0.78f;
  const Point top{base.x, base.y - length + head_r};
  if (look.highlighted)
    canvas.glow({base.x, base.y - length / 2}, length * 0.75f, a(look.highlight.with_alpha(150)));
  // Soft shadow to the lower right, then the stick, then the head with a small highlight.
  const float off = thickness * 0.35f;
  canvas.capsule({base.x + off, base.y + off}, {top.x + off, top.y + off}, thickness, a(c.shadow));
  canvas.capsule(base, top, thickness, a(c.match_wood));
  canvas.line({base.x - thickness * 0.18f, base.y}, {top.x - thickness * 0.18f, top.y},
              std::max(1.0f, thickness * 0.22f), a(c.match_wood.mix(rgb(0xffffff), 0.35f)));
  canvas.disc({top.x, top.y}, head_r, a(c.match_head));
  canvas.disc({top.x - head_r * 0.3f, top.y - head_r * 0.3f}, head_r * 0.35f,
              a(c.match_head.mix(rgb(0xffffff), 0.35f)));
}

}  // namespace marienbad::app
