#include "boards/graph/graph_view.hpp"

#include <algorithm>
#include <cmath>

namespace marienbad::app {

namespace {

// A node's radius: as large as the slots (columns across, rows down) allow, within bounds.
float node_radius(Canvas& canvas, Rect area, const GraphLayout& layout) {
  const float across = area.w / static_cast<float>(std::max<std::size_t>(layout.widest, 1));
  const float down = area.h / static_cast<float>(std::max<std::size_t>(layout.levels, 1));
  return std::clamp(std::min(across, down) * 0.3f, canvas.px(3), canvas.px(14));
}

// The unit square inside `area`: room above and below for the nodes of the first and last
// rows and their rings.
Rect unit_area(Canvas& canvas, Rect area, float radius) {
  const float room = radius + std::max(2.0f, canvas.px(3)) * 2;
  return {area.x, area.y + room, area.w, std::max(0.0f, area.h - 2 * room)};
}

bool overlaps(Rect a, Rect b) {
  return a.x < b.right() && b.x < a.right() && a.y < b.bottom() && b.y < a.bottom();
}

bool within(Rect inner, Rect outer) {
  return inner.x >= outer.x && inner.y >= outer.y && inner.right() <= outer.right() &&
         inner.bottom() <= outer.bottom();
}

// "1, 3 | 21" as "1,3|21": the same numbers in less room.
std::string compact(std::string_view text) {
  std::string out;
  for (char ch : text) {
    if (ch != ' ') out.push_back(ch);
  }
  return out;
}

TextStyle scaled(TextStyle style, float factor) {
  style.px = std::max(1, static_cast<int>(std::lround(static_cast<float>(style.px) * factor)));
  return style;
}

void arrowhead(Canvas& canvas, Point p, Point q, float radius, Color color) {
  const float len = std::hypot(q.x - p.x, q.y - p.y);
  if (len < 1) return;
  const Point u{(q.x - p.x) / len, (q.y - p.y) / len};
  const Point tip{q.x - u.x * radius, q.y - u.y * radius};
  const float s = std::max(canvas.px(5), radius * 0.6f);
  canvas.triangle(tip, {tip.x - u.x * s - u.y * s * 0.6f, tip.y - u.y * s + u.x * s * 0.6f},
                  {tip.x - u.x * s + u.y * s * 0.6f, tip.y - u.y * s - u.x * s * 0.6f}, color);
}

}  // namespace

Point GraphPicture::center(const GraphLayout& layout, std::size_t node) const {
  const Point unit = layout.places.at(node);
  return {area.x + unit.x * area.w, area.y + unit.y * area.h};
}

Rect GraphPicture::node_box(const GraphLayout& layout, std::size_t node) const {
  const Point c = center(layout, node);
  return {c.x - radius, c.y - radius, 2 * radius, 2 * radius};
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

bool graph_fits(Canvas& canvas, Rect area, const Game& game, const GameGraph& graph,
                const GraphLayout& layout) {
  const float across = area.w / static_cast<float>(std::max<std::size_t>(layout.widest, 1));
  // A node's rows: the unit square's height over the gaps between rows.
  const float radius = node_radius(canvas, area, layout);
  const Rect unit = unit_area(canvas, area, radius);
  const float down =
      layout.levels > 1 ? unit.h / static_cast<float>(layout.levels - 1) : unit.h + radius * 2;
  // Too small to point at.
  if (std::min(across, down) * 0.3f < canvas.px(4)) return false;
  // The widest label, at the smallest size draw_game_graph uses and without spaces.
  const TextStyle label = scaled(canvas.style(TextSize::Small, {}), 0.85f);
  float width = 0;
  for (const GraphNode& node : graph.nodes) {
    width =
        std::max(width, canvas.measure(compact(graph_position_text(game, node.heaps)), label).w);
  }
  const float height = canvas.line_height(label);
  const float gap = canvas.px(3);
  const bool below = across >= width + gap * 2 && down >= 2 * radius + height + gap;
  const bool beside = across >= 2 * radius + width + gap * 2 && down >= radius + height / 2 + gap;
  return below || beside;
}

GraphPicture draw_game_graph(Canvas& canvas, Rect area, const Game& game, const GameGraph& graph,
                             const GraphLayout& layout, const GraphMarks& marks) {
  const Palette& c = canvas.colors();
  GraphPicture picture;
  if (marks.board) {
    // The board's squares: as large as the squares, the axes' numbers below.
    const float n = static_cast<float>(std::max<std::size_t>(layout.widest, 1));
    picture.radius =
        std::clamp(std::min(area.w / n * 0.32f, area.h / n * 0.3f), canvas.px(3), canvas.px(16));
    const float below = picture.radius + canvas.px(2) +
                        canvas.line_height(canvas.style(TextSize::Small, c.text_muted));
    picture.area = {area.x, area.y + picture.radius, area.w,
                    std::max(0.0f, area.h - picture.radius - below)};
  } else {
    picture.radius = node_radius(canvas, area, layout);
    picture.area = unit_area(canvas, area, picture.radius);
  }
  const float radius = picture.radius;
  const auto at = [&](std::size_t node) { return picture.center(layout, node); };

  // The kernel band behind its column.
  std::optional<Rect> caption;
  if (!marks.board && layout.kernel_band > 0) {
    const float right = picture.area.x + layout.kernel_band * picture.area.w;
    const Rect band{area.x, area.y, right - area.x, area.h};
    canvas.rounded_rect(band, canvas.px(8), c.title.with_alpha(22));
    if (!marks.band_caption.empty()) {
      const TextStyle style = canvas.style(TextSize::Small, c.title);
      const Size s = canvas.measure(marks.band_caption, style);
      caption = Rect{band.x + canvas.px(6), band.y + canvas.px(4), s.w, s.h};
      for (std::size_t i = 0; i < graph.nodes.size() && caption; ++i) {
        if (overlaps(*caption, picture.node_box(layout, i)) || caption->right() > band.right())
          caption.reset();
      }
      if (caption) canvas.text(marks.band_caption, {caption->x, caption->y}, style);
    }
  }

  const std::size_t from = marks.arrows_from.value_or(marks.now);
  const float thin = std::max(1.0f, canvas.px(1));
  if (!marks.board) {
    for (const auto& [a, b] : graph.edges) {
      if (a != from && b != from)
        canvas.line(at(a), at(b), thin, c.panel_border.with_alpha(marks.dim_rest ? 80 : 200));
    }
    // The moves into the node shown: plainer than its own, with their arrowheads.
    for (const auto& [a, b] : graph.edges) {
      if (b != from) continue;
      canvas.line(at(a), at(b), std::max(1.2f, canvas.px(1.5f)), c.text_muted.with_alpha(200));
      arrowhead(canvas, at(a), at(b), radius, c.text_muted.with_alpha(200));
    }
  }
  for (const auto& [a, b] : graph.edges) {
    if (a != from) continue;
    canvas.line(at(a), at(b), std::max(1.5f, canvas.px(2)), c.accent_a);
    arrowhead(canvas, at(a), at(b), radius, c.accent_a);
  }

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
  }

  picture.labels.assign(graph.nodes.size(), std::nullopt);
  if (!marks.board) {
    // Labels: the position now first (larger), then the node shown and its neighbours, then
    // the rest; each where it covers no node and no label already placed.
    std::vector<Rect> taken;
    const float ring = std::max(2.0f, canvas.px(3)) * 2.6f;
    for (std::size_t i = 0; i < graph.nodes.size(); ++i) {
      const float r = radius + (i == marks.now || i == marks.focus ? ring : 0.0f);
      const Point p = at(i);
      taken.push_back({p.x - r, p.y - r, 2 * r, 2 * r});
    }
    if (caption) taken.push_back(*caption);
    // The arrowheads drawn (the moves into and out of the node shown): labels beside them.
    const float head = std::max(canvas.px(5), radius * 0.6f);
    for (const auto& [a, b] : graph.edges) {
      if (a != from && b != from) continue;
      const Point p = at(a);
      const Point q = at(b);
      const float len = std::hypot(q.x - p.x, q.y - p.y);
      if (len < 1) continue;
      const Point base{q.x - (q.x - p.x) / len * (radius + head / 2),
                       q.y - (q.y - p.y) / len * (radius + head / 2)};
      taken.push_back({base.x - head / 2, base.y - head / 2, head, head});
    }
    std::vector<std::size_t> order{marks.now};
    if (from != marks.now) order.push_back(from);
    for (const auto& [a, b] : graph.edges) {
      if (a == from) order.push_back(b);
      if (b == from) order.push_back(a);
    }
    for (std::size_t i = 0; i < graph.nodes.size(); ++i) order.push_back(i);
    const TextStyle small = canvas.style(TextSize::Small, c.text_muted);
    const float gap = canvas.px(3);
    const Rect bounds = area.inset(-canvas.px(2));
    for (std::size_t i : order) {
      if (picture.labels[i]) continue;
      const std::string full = graph_position_text(game, graph.nodes[i].heaps);
      const Point p = at(i);
      const float r = taken[i].w / 2;
      std::vector<std::pair<std::string, TextStyle>> tries;
      if (i == marks.now) tries.emplace_back(full, canvas.style(TextSize::Body, c.text));
      tries.emplace_back(full, small);
      tries.emplace_back(full, scaled(small, 0.85f));
      tries.emplace_back(compact(full), scaled(small, 0.85f));
      bool placed = false;
      for (const auto& [text, style] : tries) {
        const Size s = canvas.measure(text, style);
        const Rect boxes[] = {
            {p.x + r + gap, p.y - s.h / 2, s.w, s.h},           // beside, right
            {p.x - s.w / 2, p.y + r + gap / 2, s.w, s.h},       // below
            {p.x - r - gap - s.w, p.y - s.h / 2, s.w, s.h},     // left
            {p.x - s.w / 2, p.y - r - gap / 2 - s.h, s.w, s.h}  // above
        };
        for (const Rect& box : boxes) {
          if (!within(box, bounds)) continue;
          bool clear = true;
          for (std::size_t k = 0; k < taken.size() && clear; ++k) {
            if (k != i && overlaps(box, taken[k])) clear = false;
          }
          if (!clear) continue;
          for (std::size_t k = graph.nodes.size(); k < taken.size() && clear; ++k) {
            if (overlaps(box, taken[k])) clear = false;
          }
          if (!clear) continue;
          // A backing the colour of the panel: the arrows passing under it do not cross
          // the digits.
          canvas.rounded_rect(box.inset(-canvas.px(1)), canvas.px(3), c.panel.with_alpha(215));
          canvas.text(text, {box.x, box.y}, style, Align::Left, VAlign::Top);
          picture.labels[i] = box;
          taken.push_back(box.inset(-canvas.px(1)));
          placed = true;
          break;
        }
        if (placed) break;
      }
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
