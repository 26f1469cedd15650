#include "games/wythoff/wythoff_lesson_lines.hpp"

#include <algorithm>
#include <optional>

namespace marienbad::app {

GoldenLines golden_lines(const std::function<Point(float, float)>& at, float last, Size steep_name,
                         Size flat_name, float pad) {
  constexpr float kPhi = 1.6180339887f;
  const float past = last + 0.5f;
  GoldenLines g;
  g.origin = at(0, 0);
  g.steep = at(past / kPhi, past);
  g.flat = at(past, past / kPhi);
  // φ above the steep line's end (past the top row); 1/φ on the right of the flat line's
  // end (past the last column), where no square is.
  g.steep_name = {g.steep.x - steep_name.w / 2, g.steep.y - pad / 2 - steep_name.h, steep_name.w,
                  steep_name.h};
  g.flat_name = {g.flat.x + pad, g.flat.y - flat_name.h / 2, flat_name.w, flat_name.h};
  return g;
}

float golden_lines_right_room(Size flat_name, float pad) {
  return flat_name.w + 2 * pad;
}

// The two lines the cold squares lie near, from the corner: y = φ·x and y = x/φ, in the
// board's own units (a square's centre is its coordinates), drawn to the board's edge.
void draw_golden_lines(Canvas& canvas, const GraphPicture& picture, const GraphLayout& layout,
                       const GameGraph& graph, Count last) {
  const auto node_at = [&](Count x, Count y) -> std::optional<std::size_t> {
    for (std::size_t i = 0; i < graph.nodes.size(); ++i) {
      if (graph.nodes[i].heaps == Heaps{x, y}) return i;
    }
    return std::nullopt;
  };
  const auto origin = node_at(0, 0);
  const auto right = node_at(last, 0);
  const auto up = node_at(0, last);
  if (!origin || !right || !up || last == 0) return;
  const Point o = picture.center(layout, *origin);
  const float n = static_cast<float>(last);
  const Point ex{(picture.center(layout, *right).x - o.x) / n,
                 (picture.center(layout, *right).y - o.y) / n};
  const Point ey{(picture.center(layout, *up).x - o.x) / n,
                 (picture.center(layout, *up).y - o.y) / n};
  const auto at = [&](float x, float y) {
    return Point{o.x + ex.x * x + ey.x * y, o.y + ex.y * x + ey.y * y};
  };
  const Palette& c = canvas.colors();
  const float width = std::max(1.5f, canvas.px(2.5f));
  const TextStyle label = canvas.style(TextSize::Body, c.accent_a, FontFace::Bold);
  // Each name on a patch of the panel's colour, readable over what is under it.
  const float pad = canvas.px(4);
  const GoldenLines g =
      golden_lines(at, n, canvas.measure("φ", label), canvas.measure("1/φ", label), pad);
  canvas.line(o, g.steep, width, c.accent_a.with_alpha(200));
  canvas.line(o, g.flat, width, c.accent_a.with_alpha(200));
  const auto name = [&](std::string_view text, Rect box) {
    canvas.rounded_rect({box.x - pad, box.y, box.w + 2 * pad, box.h}, pad, c.panel);
    canvas.text(text, {box.x, box.y}, label, Align::Left, VAlign::Top);
  };
  name("φ", g.steep_name);
  name("1/φ", g.flat_name);
}

}  // namespace marienbad::app
