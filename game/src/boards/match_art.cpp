#include "boards/match_art.hpp"

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

MatchRows::MatchRows(Rect rows_area, std::size_t rows, float max_length, float columns)
    : area(rows_area),
      row_gap(rows_area.h / static_cast<float>(rows)),
      length(std::min(row_gap * 0.78f, max_length)),
      spacing(std::min(rows_area.w / columns, length * 0.62f)),
      thickness(std::max(3.0f, length * 0.1f)) {}

Point MatchRows::base(std::size_t row, int i, int n) const {
  return {area.center_x() + (static_cast<float>(i) - static_cast<float>(n - 1) / 2) * spacing,
          area.y + row_gap * (static_cast<float>(row) + 1) - row_gap * 0.12f};
}

}  // namespace marienbad::app
