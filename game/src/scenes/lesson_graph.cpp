#include "scenes/lesson_graph.hpp"

#include <algorithm>

#include "app/strings.hpp"
#include "session/game_rules.hpp"
#include "session/lesson_kernel.hpp"

namespace marienbad::app {

namespace {

// The positions a lesson's graph holds at most.
constexpr std::size_t kMaxGraphNodes = 200;

}  // namespace

LessonGraph::LessonGraph(AppContext& ctx, const Lesson& lesson)
    : ctx_(ctx),
      lesson_(lesson),
      graph_(build_game_graph(lesson.game(), lesson.graph_start, kMaxGraphNodes).value()),
      on_board_(game_rules(lesson.kind).board_for != nullptr) {
  layout_ = on_board_ ? layout_board(graph_) : layout_graph(graph_);
  reset();
}

void LessonGraph::reset() {
  picked_.assign(graph_.nodes.size(), false);
  found_ = false;
  cursor_.reset();
  culprit_.reset();
  message_.clear();
  wrong_ = false;
}

void LessonGraph::reveal() {
  for (std::size_t node = 0; node < picked_.size(); ++node)
    picked_[node] = graph_.nodes[node].kernel;
  found_ = true;
  message_.clear();
}

bool LessonGraph::handle(const Input& input) {
  const std::size_t n = graph_.nodes.size();
  if (input.action == Action::Left || input.action == Action::Right) {
    const std::size_t step = input.action == Action::Right ? 1 : n - 1;
    cursor_ = cursor_ ? (*cursor_ + step) % n : 0;
    culprit_.reset();
    return true;
  }
  if (input.action == Action::Digit && input.digit == 1 && cursor_) {
    toggle(*cursor_);
    return true;
  }
  if (input.action == Action::PointerPress && input.button == 1) {
    if (auto node = picture_.node_at(layout_, input.pointer)) {
      cursor_ = node;
      toggle(*node);
      return true;
    }
  }
  return false;
}

void LessonGraph::toggle(std::size_t node) {
  if (found_) return;
  picked_[node] = !picked_[node];
  message_.clear();
  culprit_.reset();
}

// A position as the lesson writes it: a board's squares as (x, y).
std::string LessonGraph::position_words(std::size_t node) const {
  const std::string text = graph_position_text(lesson_.game(), graph_.nodes[node].heaps);
  return on_board_ ? "(" + text + ")" : text;
}

void LessonGraph::check() {
  // From the bottom up, as the lesson says to work: the first culprit is the next thing to
  // fix, never a position the kernel holds.
  const KernelCheck check = check_kernel_bottom_up(graph_, picked_, lesson_.rule);
  const auto where = [&](std::size_t node) { return position_words(node); };
  // A board's lesson speaks of squares, as its text does.
  const auto key = [&](std::string_view name) {
    return std::string(on_board_ ? "lesson.cold." : "lesson.kernel.") + std::string(name);
  };
  wrong_ = check.verdict != KernelCheck::Verdict::Kernel;
  switch (check.verdict) {
    case KernelCheck::Verdict::Kernel:
      found_ = true;
      message_ = std::string(ctx_.tr(key("found")));
      break;
    case KernelCheck::Verdict::NotStable:
      message_ = ctx_.trf(key("not_stable"), where(check.a), where(check.b));
      culprit_ = check.a;
      break;
    case KernelCheck::Verdict::NotAbsorbing:
      message_ = ctx_.trf(key(graph_.nodes[check.a].items == 0 ? "dead_end" : "not_absorbing"),
                          where(check.a));
      culprit_ = check.a;
      break;
  }
}

std::string LessonGraph::line() const {
  if (!message_.empty()) return message_;
  const auto count = static_cast<std::size_t>(std::count(picked_.begin(), picked_.end(), true));
  return ctx_.trn(on_board_ ? "lesson.cold.picked" : "lesson.kernel.picked", count, count);
}

void LessonGraph::draw(Canvas& canvas, Rect area) {
  GraphMarks marks;
  marks.board = on_board_;
  if (on_board_) {  // square, room on the left and below for the numbers
    const float side = std::min(area.w, area.h) - canvas.px(24);
    area = {area.center_x() - side / 2 + canvas.px(12), area.y, side, side};
  }
  marks.square = [this](std::size_t node) { return picked_[node]; };
  marks.focus = culprit_ ? culprit_ : cursor_;
  marks.arrows_from = marks.focus.value_or(0);
  picture_ = draw_game_graph(canvas, area, lesson_.game(), graph_, layout_, marks);
}

}  // namespace marienbad::app
