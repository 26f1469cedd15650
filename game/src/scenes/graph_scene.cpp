#include "scenes/graph_scene.hpp"

#include <algorithm>
#include <cmath>

#include "app/canvas.hpp"
#include "app/strings.hpp"
#include "app/widgets.hpp"

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
  return picture_.center(layout_, node);
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
    refusal_ = ctx_.trf("graph.node.not_a_move", graph_position_text(request_.game, heaps));
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
  const std::optional<std::size_t> near = picture_.node_at(layout_, input.pointer);
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
  const std::string where = graph_position_text(request_.game, n.heaps);
  if (request_.game.is_terminal(n.heaps) && !n.kernel)
    return ctx_.trf("graph.node.dead_end", where);
  return ctx_.trf(n.kernel ? "graph.node.kernel" : "graph.node.other", where);
}

void GraphScene::draw_graph(Canvas& canvas, Rect area) {
  GraphMarks marks;
  marks.square = [this](std::size_t node) { return graph_->nodes[node].kernel; };
  marks.arrows_from = shown_node();
  marks.focus = shown_node();
  picture_ = draw_game_graph(canvas, area, request_.game, *graph_, layout_, marks);
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
        line.append(ctx_.trf("graph.node.play",
                             graph_position_text(request_.game, graph_->nodes[*shown].heaps)));
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
  const std::string where = graph_position_text(request_.game, request_.position);
  if (!graph_) {
    draw_page_heading(canvas, ctx_.tr("graph.title"));
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
  const float y = draw_page_heading(
      canvas, ctx_.tr("graph.title"),
      ctx_.trn("graph.summary", graph_->nodes.size(), where, rule, graph_->nodes.size(), kernel));
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
