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
    S_("graph.summary_many", "From {}, {}: more than {} positions"),
    S_("graph.too_large",
       "Too large to draw whole ({} positions): the moves from here and the kernel one move "
       "further."),
    S_("graph.too_large_many",
       "Too large to draw whole (more than {} positions): the moves from here and the kernel "
       "one move further."),
    S_("graph.band", "the kernel"),
    S_("graph.not_shown", "Not drawn: {} of the moves, {} kernel positions."),
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
  auto built = build_game_graph(request_.game, request_.position, kGraphCountNodes);
  if (built) {
    graph_ = std::move(built).value();
    if (graph_->nodes.size() <= kGraphViewNodes) {
      GraphLayoutOptions options;
      options.kernel_aside = true;
      layout_ = layout_graph(*graph_, options);
      whole_ = true;
      targets_ = moves_from_start(*graph_);
    }
  }
  if (!whole_) build_near(8);
}

void GraphScene::build_near(std::size_t cap) {
  near_ = neighbourhood_graph(request_.game, request_.position, cap, cap);
  near_layout_ = layout_neighbourhood(near_);
  near_cap_ = cap;
  if (!whole_) targets_ = moves_from_start(near_.graph);
}

void GraphScene::arrange(Canvas& canvas, Rect area) {
  const bool whole = graph_ && graph_->nodes.size() <= kGraphViewNodes &&
                     graph_fits(canvas, area, request_.game, *graph_, layout_);
  if (!whole) {
    // As many moves across as labels as wide as the position's fit.
    const TextStyle small = canvas.style(TextSize::Small, canvas.colors().text_muted);
    const float label =
        canvas.measure(graph_position_text(request_.game, request_.position), small).w;
    const auto cap =
        static_cast<std::size_t>(std::max(4.0f, std::floor(area.w / (label + canvas.px(24)))));
    if (cap != near_cap_) {
      build_near(cap);
      hovered_.reset();
      chosen_.reset();
    }
  }
  if (whole != whole_) {
    whole_ = whole;
    targets_ = moves_from_start(drawn());
    hovered_.reset();
    chosen_.reset();
  }
}

std::optional<std::size_t> GraphScene::shown_node() const {
  if (hovered_) return hovered_;
  if (chosen_) return targets_[*chosen_];
  return std::nullopt;
}

Point GraphScene::node_center(std::size_t node) const {
  return picture_.center(drawn_layout(), node);
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
  const auto& heaps = drawn().nodes[node].heaps;
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
  if (!input.is_pointer()) return;
  const std::optional<std::size_t> near = picture_.node_at(drawn_layout(), input.pointer);
  if (input.action == Action::PointerMove) {
    if (near != hovered_) refusal_.clear();
    hovered_ = near;
  } else if (input.action == Action::PointerPress && input.button == 1 && near) {
    ctx_.play(SoundId::Click);
    play_to(*near);
  }
}

std::string GraphScene::node_text(std::size_t node) const {
  const GraphNode& n = drawn().nodes[node];
  const std::string where = graph_position_text(request_.game, n.heaps);
  if (request_.game.is_terminal(n.heaps) && !n.kernel)
    return ctx_.trf("graph.node.dead_end", where);
  return ctx_.trf(n.kernel ? "graph.node.kernel" : "graph.node.other", where);
}

void GraphScene::draw_graph(Canvas& canvas, Rect area) {
  GraphMarks marks;
  marks.square = [this](std::size_t node) { return drawn().nodes[node].kernel; };
  marks.band_caption = std::string(ctx_.tr("graph.band"));
  marks.dim_rest = whole_;  // the neighbourhood's few arrows are its whole picture
  marks.arrows_from = shown_node();
  marks.focus = shown_node();
  picture_ = draw_game_graph(canvas, area, request_.game, drawn(), drawn_layout(), marks);
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
                             graph_position_text(request_.game, drawn().nodes[*shown].heaps)));
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
  const std::string_view rule =
      ctx_.tr(request_.game.rule() == Rule::Misere ? "graph.rule.misere" : "graph.rule.normal");
  std::string summary;
  if (graph_) {
    std::size_t kernel = 0;
    for (const GraphNode& n : graph_->nodes) kernel += n.kernel ? 1 : 0;
    summary =
        ctx_.trn("graph.summary", graph_->nodes.size(), where, rule, graph_->nodes.size(), kernel);
  } else {
    summary = ctx_.trf("graph.summary_many", where, rule, kGraphCountNodes);
  }
  const float y = draw_page_heading(canvas, ctx_.tr("graph.title"), summary);
  const float footer_h = canvas.line_height(canvas.style(TextSize::Body, c.text)) * 2 +
                         canvas.line_height(canvas.style(TextSize::Small, c.text)) + l.px(8);
  const Rect panel{inner.x, y + l.px(t.space_m), inner.w,
                   inner.bottom() - footer_h - y - l.px(t.space_m) - l.px(t.space_s)};
  canvas.panel(panel, c.panel.with_alpha(200), c.panel_border.with_alpha(160),
               l.px(t.corner_radius));
  Rect room = panel.inset(l.px(t.space_l), l.px(t.space_m));
  arrange(canvas, room);
  if (!whole_) {
    // One line (two if it must) saying why this is not the whole graph.
    std::string line = graph_ ? ctx_.trf("graph.too_large", graph_->nodes.size())
                              : ctx_.trf("graph.too_large_many", kGraphCountNodes);
    if (near_.moves > near_.moves_shown || near_.kernel_left > 0) {
      line.push_back(' ');
      line.append(ctx_.trf("graph.not_shown", near_.moves - near_.moves_shown, near_.kernel_left));
    }
    // One line: smaller if it must, cut with "…" past that.
    const TextStyle body = canvas.fitted(line, canvas.style(TextSize::Body, c.text), room.w);
    const float top =
        canvas.text(line, {room.x, room.y}, body, Align::Left, VAlign::Top, room.w).bottom() +
        l.px(t.space_m);
    room = {room.x, top, room.w, room.bottom() - top};
  }
  draw_graph(canvas, room);
  draw_footer(canvas, {inner.x, panel.bottom() + l.px(t.space_s), inner.w,
                       inner.bottom() - panel.bottom() - l.px(t.space_s)});
}

}  // namespace marienbad::app
