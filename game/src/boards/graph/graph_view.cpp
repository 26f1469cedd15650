#include "boards/graph/graph_view.hpp"

#include <algorithm>
#include <cmath>

namespace marienbad::app {

Point GraphPicture::center(const GraphLayout& layout, std::size_t node) const {
  const Point unit = layout.places.at(node);
  return {area.x + unit.x * area.w, area.y + unit.y * area.h};
}

std::optional<std::size_t> GraphPicture::node_at(const GraphLayout& layout, Point p) const {
  std::optional<std::size_t> near;
  float best = radius * 1.8f;
  for (std::size_t i = 0; i < layout.places.size(); ++i) {
    const Point c = center(layout, i);
    const float d = std::hypot(c.x - p.x, c.y - p.y);
    if (d <= best) {
      best = d;
      near = i;
    }
  }
  return near;
}

std::string graph_position_text(const Game& game, const Heaps& heaps) {
  if (const SumGame* sum = game.sum()) return sum->position_text(heaps);
  return join_counts(heaps, ", ");
}

GraphPicture draw_game_graph(Canvas& canvas, Rect area, const Game& game, const GameGraph& graph,
                             const GraphLayout& layout, const GraphMarks& marks) {
  const Palette& c = canvas.colors();
  GraphPicture picture;
  // Nodes as large as the fullest level and the number of levels allow.
  const float across = area.w / static_cast<float>(std::max<std::size_t>(layout.widest, 1));
  const float down = area.h / static_cast<float>(std::max<std::size_t>(layout.levels, 1));
  picture.radius = std::clamp(std::min(across * 0.32f, down * 0.3f), canvas.px(3), canvas.px(16));
  const float radius = picture.radius;
  // Room around the unit square for the nodes at the edges and the labels below them.
  const TextStyle label = canvas.style(TextSize::Small, c.text_muted);
  const float below = radius + canvas.px(2) + canvas.line_height(label);
  picture.area = {area.x, area.y + radius, area.w, std::max(0.0f, area.h - radius - below)};
  const auto at = [&](std::size_t node) { return picture.center(layout, node); };

  const std::size_t from = marks.arrows_from.value_or(marks.now);
  const float thin = std::max(1.0f, canvas.px(1));
  for (const auto& [a, b] : graph.edges) {
    if (a != from && !marks.board) canvas.line(at(a), at(b), thin, c.panel_border.with_alpha(150));
  }
  for (const auto& [a, b] : graph.edges) {
    if (a != from) continue;
    const Point p = at(a);
    const Point q = at(b);
    canvas.line(p, q, std::max(1.5f, canvas.px(2)), c.accent_a);
    // An arrowhead at the edge of the target node.
    const float len = std::hypot(q.x - p.x, q.y - p.y);
    if (len < 1) continue;
    const Point u{(q.x - p.x) / len, (q.y - p.y) / len};
    const Point tip{q.x - u.x * radius, q.y - u.y * radius};
    const float s = std::max(canvas.px(5), radius * 0.6f);
    canvas.triangle(tip, {tip.x - u.x * s - u.y * s * 0.6f, tip.y - u.y * s + u.x * s * 0.6f},
                    {tip.x - u.x * s + u.y * s * 0.6f, tip.y - u.y * s - u.x * s * 0.6f},
                    c.accent_a);
  }

  const float spacing = area.w / static_cast<float>(std::max<std::size_t>(layout.widest, 1));
  for (std::size_t i = 0; i < graph.nodes.size(); ++i) {
    const Point p = at(i);
    const float r = radius;
    // Shape and colour both tell the kernel: a gold square, else a blue ring.
    if (marks.square && marks.square(i)) {
      canvas.rounded_rect({p.x - r, p.y - r, 2 * r, 2 * r}, r * 0.3f, c.title);
    } else {
      canvas.disc(p, r, c.panel_raised);
      canvas.circle(p, r, std::max(1.5f, r * 0.22f), c.accent_a);
    }
    if (i == marks.now || i == marks.focus) {
      const float ring = std::max(2.0f, canvas.px(3));
      canvas.circle(p, r + ring * 1.6f, ring, i == marks.focus ? c.focus : c.text);
    }
    if (marks.board) continue;
    const std::string text = graph_position_text(game, graph.nodes[i].heaps);
    if (i == marks.now) {  // beside, clear of the arrows that leave it
      canvas.text(text, {p.x + r + canvas.px(10), p.y}, canvas.style(TextSize::Body, c.text),
                  Align::Left, VAlign::Middle);
    } else if (canvas.measure(text, label).w + canvas.px(6) < spacing) {
      canvas.text(text, {p.x, p.y + r + canvas.px(2)}, label, Align::Center, VAlign::Top);
    }
  }
  if (marks.board) {
    // The axes' numbers, as on the Dornim board.
    const TextStyle axis = canvas.style(TextSize::Small, c.text_muted);
    const float n = static_cast<float>(std::max<std::size_t>(layout.levels, 1));
    for (std::size_t k = 0; k < layout.levels; ++k) {
      const float f = (static_cast<float>(k) + 0.5f) / n;
      canvas.text(std::to_string(k),
                  {picture.area.x + f * picture.area.w, picture.area.bottom() + radius}, axis,
                  Align::Center, VAlign::Top);
      canvas.text(std::to_string(k),
                  {picture.area.x - radius * 1.5f, picture.area.bottom() - f * picture.area.h},
                  axis, Align::Right, VAlign::Middle);
    }
  }
  return picture;
}

}  // namespace marienbad::app
