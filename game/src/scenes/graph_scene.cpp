#include "scenes/graph_scene.hpp"

#include <algorithm>
#include <cmath>

#include "app/canvas.hpp"
#include "app/strings.hpp"

MARIENBAD_STRINGS(
    graph_strings, S_("graph.title", "Game graph"),
    P_("graph.summary", "From {}, {}: {} position, {} in the kernel",
       "From {}, {}: {} positions, {} in the kernel"),
    S_("graph.rule.normal", "normal play"), S_("graph.rule.misere", "misère play"),
    S_("graph.too_many",
       "More than {} positions can be reached from here: too many to draw. Play on until "
       "fewer are left, then press G again."),
    S_("graph.legend.kernel", "kernel (P): whoever moves from there loses"),
    S_("graph.legend.other", "N: whoever moves from there can win"),
    S_("graph.legend.now", "the position now"),
    S_("graph.node.kernel", "{}: in the kernel, no move leads to another kernel position."),
    S_("graph.node.other", "{}: outside the kernel, a move leads into it."),
    S_("graph.node.dead_end", "{}: no move; under misère whoever has to move here has won."),
    S_("graph.node.play", "Click or press Enter to play to {}."),
    S_("graph.node.not_a_move", "{} is not one move from the position now."),
    S_("graph.not_your_turn", "It is not your turn: you can look, not play."),
    S_("graph.keys", "←→ choose a move · Enter play · Esc back"))

namespace marienbad::app {

namespace {

std::string heaps_text(const Game& game, const Heaps& heaps) {
  if (const SumGame* sum = game.sum()) return sum->position_text(heaps);
  return join_counts(heaps, ", ");
}

}  // namespace

GraphScene::GraphScene(AppContext& ctx, GraphRequest request)
    : ctx_(ctx), request_(std::move(request)) {
  auto built = build_game_graph(request_.game, request_.position, kGraphViewNodes);
  if (!built) return;
  graph_ = std::move(built).value();
  layout_ = layout_graph(*graph_);
  targets_ = moves_from_start(*graph_);
}

std::optional<std::size_t> GraphScene::shown_node() const {
  if (hovered_) return hovered_;
  if (chosen_) return targets_[*chosen_];
  return std::nullopt;
}

Point GraphScene::node_center(std::size_t node) const {
  const Point unit = layout_.places.at(node);
  return {area_.x + unit.x * area_.w, area_.y + unit.y * area_.h};
}

void GraphScene::choose(int step) {
  if (targets_.empty()) return;
  const int n = static_cast<int>(targets_.size());
  const int now = chosen_ ? static_cast<int>(*chosen_) : (step > 0 ? -1 : 0);
  chosen_ = static_cast<std::size_t>((now + step + n) % n);
  hovered_.reset();
  refusal_.clear();
}

void GraphScene::play_to(std::size_t node) {
  const auto& heaps = graph_->nodes[node].heaps;
  if (std::find(targets_.begin(), targets_.end(), node) == targets_.end()) {
    refusal_ = ctx_.trf("graph.node.not_a_move", heaps_text(request_.game, heaps));
    return;
  }
  if (!request_.can_play || !request_.play) {
    refusal_ = std::string(ctx_.tr("graph.not_your_turn"));
    return;
  }
  for (const Move& move : request_.game.moves(request_.position)) {
    if (request_.game.apply(request_.position, move) == heaps) {
      request_.play(move);
      ctx_.scenes().pop();  // applied between frames: this scene lives until then
      return;
    }
  }
}

void GraphScene::handle(const Input& input) {
  switch (input.action) {
    case Action::Back:
    case Action::Graph:
      ctx_.scenes().pop();
      return;
    case Action::Left:
    case Action::Up:
    case Action::PrevFocus:
      return choose(-1);
    case Action::Right:
    case Action::Down:
    case Action::NextFocus:
      return choose(+1);
    case Action::Confirm:
      if (chosen_) play_to(targets_[*chosen_]);
      return;
    default:
      break;
  }
  if (!graph_ || !input.is_pointer()) return;
  // The nearest node within reach of the pointer.
  std::optional<std::size_t> near;
  float best = radius_ * 1.8f;
  for (std::size_t i = 0; i < graph_->nodes.size(); ++i) {
    const Point c = node_center(i);
    const float d = std::hypot(c.x - input.pointer.x, c.y - input.pointer.y);
    if (d <= best) {
      best = d;
      near = i;
    }
  }
  if (input.action == Action::PointerMove) {
    if (near != hovered_) refusal_.clear();
    hovered_ = near;
  } else if (input.action == Action::PointerPress && input.button == 1 && near) {
    ctx_.play(SoundId::Click);
    play_to(*near);
  }
}

std::string GraphScene::node_text(std::size_t node) const {
  const GraphNode& n = graph_->nodes[node];
  const std::string where = heaps_text(request_.game, n.heaps);
  if (request_.game.is_terminal(n.heaps) && !n.kernel)
    return ctx_.trf("graph.node.dead_end", where);
  return ctx_.trf(n.kernel ? "graph.node.kernel" : "graph.node.other", where);
}

void GraphScene::draw_graph(Canvas& canvas, Rect area) {
  const Palette& c = canvas.colors();
  // Nodes as large as the fullest level and the number of levels allow.
  const float across = area.w / static_cast<float>(std::max<std::size_t>(layout_.widest, 1));
  const float down = area.h / static_cast<float>(std::max<std::size_t>(layout_.levels, 1));
  radius_ = std::clamp(std::min(across * 0.32f, down * 0.3f), canvas.px(3), canvas.px(16));
  // Room around the unit square for the nodes at the edges and the labels below them.
  const TextStyle label = canvas.style(TextSize::Small, c.text_muted);
  const float below = radius_ + canvas.px(2) + canvas.line_height(label);
  area_ = {area.x, area.y + radius_, area.w, std::max(0.0f, area.h - radius_ - below)};

  const std::optional<std::size_t> shown = shown_node();
  const std::size_t from = shown.value_or(0);
  const float thin = std::max(1.0f, canvas.px(1));
  for (const auto& [a, b] : graph_->edges) {
    if (a == from) continue;  // drawn on top below
    canvas.line(node_center(a), node_center(b), thin, c.panel_border.with_alpha(150));
  }
  for (const auto& [a, b] : graph_->edges) {
    if (a != from) continue;
    const Point p = node_center(a);
    const Point q = node_center(b);
    canvas.line(p, q, std::max(1.5f, canvas.px(2)), c.accent_a);
    // An arrowhead at the edge of the target node.
    const float len = std::hypot(q.x - p.x, q.y - p.y);
    if (len < 1) continue;
    const Point u{(q.x - p.x) / len, (q.y - p.y) / len};
    const Point tip{q.x - u.x * radius_, q.y - u.y * radius_};
    const float s = std::max(canvas.px(5), radius_ * 0.6f);
    canvas.triangle(tip, {tip.x - u.x * s - u.y * s * 0.6f, tip.y - u.y * s + u.x * s * 0.6f},
                    {tip.x - u.x * s + u.y * s * 0.6f, tip.y - u.y * s - u.x * s * 0.6f},
                    c.accent_a);
  }

  const float spacing = area.w / static_cast<float>(std::max<std::size_t>(layout_.widest, 1));
  for (std::size_t i = 0; i < graph_->nodes.size(); ++i) {
    const GraphNode& n = graph_->nodes[i];
    const Point p = node_center(i);
    const float r = radius_;
    // Shape and colour both tell the kernel: a gold square, else a blue ring.
    if (n.kernel) {
      canvas.rounded_rect({p.x - r, p.y - r, 2 * r, 2 * r}, r * 0.3f, c.title);
    } else {
      canvas.disc(p, r, c.panel_raised);
      canvas.circle(p, r, std::max(1.5f, r * 0.22f), c.accent_a);
    }
    if (i == 0 || (shown && i == *shown)) {
      const float ring = std::max(2.0f, canvas.px(3));
      canvas.circle(p, r + ring * 1.6f, ring, i == 0 ? c.text : c.focus);
    }
    const std::string text = heaps_text(request_.game, n.heaps);
    if (i == 0) {  // beside, clear of the arrows that leave it
      canvas.text(text, {p.x + r + canvas.px(10), p.y}, canvas.style(TextSize::Body, c.text),
                  Align::Left, VAlign::Middle);
    } else if (canvas.measure(text, label).w + canvas.px(6) < spacing) {
      canvas.text(text, {p.x, p.y + r + canvas.px(2)}, label, Align::Center, VAlign::Top);
    }
  }
}

void GraphScene::draw_footer(Canvas& canvas, Rect area) {
  const Palette& c = canvas.colors();
  const Layout& l = canvas.layout();
  const TextStyle body = canvas.style(TextSize::Body, c.text);
  const TextStyle small = canvas.style(TextSize::Small, c.text_muted);
  std::string line;
  if (!refusal_.empty()) {
    line = refusal_;
  } else if (const auto shown = shown_node()) {
    line = node_text(*shown);
    if (std::find(targets_.begin(), targets_.end(), *shown) != targets_.end()) {
      // Appended in steps: GCC 12 warns (-Wrestrict) about one " " + string expression.
      line.push_back(' ');
      if (request_.can_play) {
        line.append(
            ctx_.trf("graph.node.play", heaps_text(request_.game, graph_->nodes[*shown].heaps)));
      } else {
        line.append(ctx_.tr("graph.not_your_turn"));
      }
    }
  }
  float y = area.y;
  if (!line.empty()) {
    y = canvas.text_box(line, {area.x, y, area.w, canvas.line_height(body) * 2}, body).bottom();
  } else {
    // The legend: each shape with its meaning.
    const float r = canvas.px(7);
    float x = area.x;
    const float cy = y + canvas.line_height(small) / 2;
    const auto item = [&](std::string_view text) {
      x = canvas.text(text, {x + r * 2 + l.px(6), cy}, small, Align::Left, VAlign::Middle).right() +
          l.px(20);
    };
    canvas.rounded_rect({x, cy - r, 2 * r, 2 * r}, r * 0.3f, c.title);
    item(ctx_.tr("graph.legend.kernel"));
    canvas.circle({x + r, cy}, r, std::max(1.5f, canvas.px(1.5f)), c.accent_a);
    item(ctx_.tr("graph.legend.other"));
    canvas.circle({x + r, cy}, r, std::max(2.0f, canvas.px(2)), c.text);
    item(ctx_.tr("graph.legend.now"));
    y += canvas.line_height(small) * 2;
  }
  canvas.text(ctx_.tr("graph.keys"), {area.right(), area.bottom()},
              canvas.style(TextSize::Small, c.text_dim), Align::Right, VAlign::Bottom);
}

void GraphScene::draw(Canvas& canvas) {
  canvas.background();
  const Layout& l = canvas.layout();
  const Theme& t = canvas.theme();
  const Palette& c = canvas.colors();
  const Rect screen = l.screen();
  const float margin = l.px(t.space_xl);
  const Rect inner = screen.inset(margin, l.px(t.space_l));
  const TextStyle title = canvas.style(TextSize::Heading, c.title, FontFace::Bold);
  float y = canvas.text(ctx_.tr("graph.title"), {screen.center_x(), inner.y}, title, Align::Center)
                .bottom();
  const TextStyle sub = canvas.style(TextSize::Body, c.text_muted);
  const std::string where = heaps_text(request_.game, request_.position);
  if (!graph_) {
    const Rect box{inner.x + inner.w * 0.15f, screen.center_y() - l.px(40), inner.w * 0.7f,
                   l.px(120)};
    canvas.text_box(ctx_.trf("graph.too_many", kGraphViewNodes), box,
                    canvas.style(TextSize::Body, c.text), Align::Center);
    canvas.text(ctx_.tr("graph.keys"), {inner.right(), inner.bottom()},
                canvas.style(TextSize::Small, c.text_dim), Align::Right, VAlign::Bottom);
    return;
  }
  const std::string_view rule =
      ctx_.tr(request_.game.rule() == Rule::Misere ? "graph.rule.misere" : "graph.rule.normal");
  std::size_t kernel = 0;
  for (const GraphNode& n : graph_->nodes) kernel += n.kernel ? 1 : 0;
  y = canvas
          .text(ctx_.trn("graph.summary", graph_->nodes.size(), where, rule, graph_->nodes.size(),
                         kernel),
                {screen.center_x(), y + l.px(t.space_xs)}, sub, Align::Center)
          .bottom();
  const float footer_h = canvas.line_height(canvas.style(TextSize::Body, c.text)) * 2 +
                         canvas.line_height(canvas.style(TextSize::Small, c.text)) + l.px(8);
  const Rect panel{inner.x, y + l.px(t.space_m), inner.w,
                   inner.bottom() - footer_h - y - l.px(t.space_m) - l.px(t.space_s)};
  canvas.panel(panel, c.panel.with_alpha(200), c.panel_border.with_alpha(160),
               l.px(t.corner_radius));
  draw_graph(canvas, panel.inset(l.px(t.space_l), l.px(t.space_m)));
  draw_footer(canvas, {inner.x, panel.bottom() + l.px(t.space_s), inner.w,
                       inner.bottom() - panel.bottom() - l.px(t.space_s)});
}

}  // namespace marienbad::app
