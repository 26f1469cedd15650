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
  // Below the last row, room for its labels under the nodes: arrows come in from above.
  const float below =
      room + canvas.line_height(canvas.style(TextSize::Small, {})) * 0.85f + canvas.px(2);
  return {area.x, area.y + room, area.w, std::max(0.0f, area.h - room - below)};
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

void arrowhead(Canvas& canvas, Point from, Point tip, float radius, Color color) {
  const float len = std::hypot(tip.x - from.x, tip.y - from.y);
  if (len < 0.01f) return;
  const Point u{(tip.x - from.x) / len, (tip.y - from.y) / len};
  const float s = std::max(canvas.px(5), radius * 0.6f);
  canvas.triangle(tip, {tip.x - u.x * s - u.y * s * 0.6f, tip.y - u.y * s + u.x * s * 0.6f},
                  {tip.x - u.x * s + u.y * s * 0.6f, tip.y - u.y * s - u.x * s * 0.6f}, color);
}

// The arrows of the last picture, kept: routing costs more than drawing, and a picture is
// drawn again and again unchanged (the hover moves, the window stays).
std::vector<ArrowPath> routed_arrows(
    const ArrowScene& scene, const std::vector<std::pair<std::size_t, std::size_t>>& edges) {
  struct Kept {
    Rect bounds;
    std::vector<Point> centers;
    std::vector<float> radius;
    std::vector<Rect> labels;
    float margin = 0;
    std::vector<std::pair<std::size_t, std::size_t>> edges;
    std::vector<ArrowPath> arrows;
  };
  thread_local Kept kept;
  const auto same_points = [](const std::vector<Point>& x, const std::vector<Point>& y) {
    return std::equal(x.begin(), x.end(), y.begin(), y.end(),
                      [](Point p, Point q) { return p.x == q.x && p.y == q.y; });
  };
  if (!(kept.bounds == scene.bounds) || kept.margin != scene.margin ||
      kept.radius != scene.radius || kept.labels != scene.labels || kept.edges != edges ||
      !same_points(kept.centers, scene.centers)) {
    kept = {scene.bounds,
            scene.centers,
            scene.radius,
            scene.labels,
            scene.margin,
            edges,
            route_arrows(scene, edges)};
  }
  return kept.arrows;
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
  const float ring = std::max(2.0f, canvas.px(3)) * 2.6f;
  // Each node's reach: its disc, and the ring around the position now or the focus.
  std::vector<float> reach(graph.nodes.size(), radius);
  for (std::size_t i = 0; i < graph.nodes.size(); ++i) {
    if (i == marks.now || i == marks.focus) reach[i] += ring;
  }
  picture.labels.assign(graph.nodes.size(), std::nullopt);
  struct Label {
    std::string text;
    TextStyle style;
  };
  std::vector<Label> label_texts(graph.nodes.size());
  if (!marks.board) {
    // Labels: the position now first (larger), then the node shown and its neighbours, then
    // the rest; each where it covers no node and no label already placed. They are placed
    // before the arrows, which then run around them.
    std::vector<Rect> taken;
    for (std::size_t i = 0; i < graph.nodes.size(); ++i) {
      const Point p = at(i);
      taken.push_back({p.x - reach[i], p.y - reach[i], 2 * reach[i], 2 * reach[i]});
    }
    if (caption) taken.push_back(*caption);
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
      const float r = reach[i];
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
          picture.labels[i] = box;
          label_texts[i] = {text, style};
          taken.push_back(box.inset(-canvas.px(1)));
          placed = true;
          break;
        }
        if (placed) break;
      }
    }
  }

  const auto head = [&](const ArrowPath& path, Color color) {
    arrowhead(canvas, path.tip_from, path.tip, radius, color);
  };
  const auto stroke = [&](const ArrowPath& path, float width, Color color) {
    for (const auto& piece : path.pieces) {
      for (std::size_t k = 0; k + 1 < piece.size(); ++k)
        canvas.line(piece[k], piece[k + 1], width, color);
    }
  };
  if (marks.board) {
    // On a board the moves are slides along a row, a column or a diagonal: straight.
    for (const auto& [a, b] : graph.edges) {
      if (a != from) continue;
      const Point p = at(a);
      const Point q = at(b);
      const float len = std::hypot(q.x - p.x, q.y - p.y);
      if (len < 1) continue;
      const Point tip{q.x - (q.x - p.x) / len * radius, q.y - (q.y - p.y) / len * radius};
      ArrowPath path{a, b, {{p, tip}}, tip, p};
      stroke(path, std::max(1.5f, canvas.px(2)), c.accent_a);
      head(path, c.accent_a);
      picture.arrows.push_back(std::move(path));
    }
  } else {
    ArrowScene scene;
    for (std::size_t i = 0; i < graph.nodes.size(); ++i) scene.centers.push_back(at(i));
    scene.radius = reach;
    picture.reach = reach;
    for (const auto& label : picture.labels) {
      if (label) scene.labels.push_back(label->inset(-canvas.px(1)));
    }
    if (caption) scene.labels.push_back(*caption);
    scene.margin = std::max(1.5f, canvas.px(2));
    scene.bounds = area;
    picture.arrows = routed_arrows(scene, graph.edges);
    // The web of the other moves, light; the moves into the node shown plainer than its
    // own, with their arrowheads; its own moves bold.
    const Color web = c.panel_border.with_alpha(marks.dim_rest ? 40 : 200);
    for (const ArrowPath& path : picture.arrows) {
      if (path.from != from && path.to != from) stroke(path, thin, web);
    }
    for (const ArrowPath& path : picture.arrows) {
      if (path.to != from) continue;
      stroke(path, std::max(1.2f, canvas.px(1.5f)), c.text_muted.with_alpha(200));
      head(path, c.text_muted.with_alpha(200));
    }
    for (const ArrowPath& path : picture.arrows) {
      if (path.from != from) continue;
      stroke(path, std::max(1.5f, canvas.px(2)), c.accent_a);
      head(path, c.accent_a);
    }
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
      const float width = std::max(2.0f, canvas.px(3));
      canvas.circle(p, r + width * 1.6f, width, i == marks.focus ? c.focus : c.text);
    }
  }
  for (std::size_t i = 0; i < graph.nodes.size(); ++i) {
    if (!picture.labels[i]) continue;
    const Rect box = *picture.labels[i];
    // A backing the colour of the panel, which the arrows stop at.
    canvas.rounded_rect(box.inset(-canvas.px(1)), canvas.px(3), c.panel.with_alpha(215));
    canvas.text(label_texts[i].text, {box.x, box.y}, label_texts[i].style, Align::Left,
                VAlign::Top);
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
