#include "scenes/lesson_step.hpp"

#include <algorithm>

#include "app/strings.hpp"

namespace marienbad::app {

LessonState::LessonState(AppContext& ctx, const Lesson& of) : lesson(of) {
  if (!lesson.graph_start.empty()) graph.emplace(ctx, lesson);
  reset();
}

void LessonState::reset() {
  // A colouring step colours the heaps of the lesson's game (of one heap).
  if (lesson.colour_up_to > 0) colouring.emplace(lesson.game(), lesson.colour_up_to);
  if (graph) graph->reset();
}

void LessonState::reveal_steps_before(std::size_t step) {
  for (std::size_t i = 0; i < step; ++i) {
    if (lesson.steps[i].kind == StepKind::Colour) {
      while (!colouring->done()) {
        (void)colouring->answer(colouring->game().outcome({colouring->next()}));
      }
    }
    if (lesson.steps[i].kind == StepKind::Kernel) graph->reveal();
  }
}

StepPage::StepPage(Canvas& canvas, AppContext& ctx, const LessonStep& step, Rect inner,
                   ButtonList& buttons)
    : canvas_(canvas), ctx_(ctx), step_(step), inner_(inner), buttons_(buttons) {}

float StepPage::text() const {
  const TextStyle body = canvas_.style(TextSize::Large, canvas_.colors().text);
  return canvas_.text_box(ctx_.tr(step_.text_key), inner_, body).bottom() +
         canvas_.px(canvas_.theme().space_m);
}

void StepPage::place(LessonButton id, Rect rect) const {
  buttons_.buttons()[static_cast<std::size_t>(id)].rect = rect;
}

float StepPage::place_try(float y) const {
  if (!step_.try_match) return y;
  const float width = std::min(canvas_.px(320), inner_.w);
  place(kTry, {inner_.center_x() - width / 2, y, width, button_height()});
  return y + button_height() + canvas_.px(canvas_.theme().space_m);
}

float StepPage::button_height() const {
  return canvas_.px(canvas_.theme().button_height);
}

float StepPage::answers_y() const {
  const TextStyle body = canvas_.style(TextSize::Large, canvas_.colors().text);
  return inner_.bottom() - button_height() - canvas_.line_height(body) * 2 -
         canvas_.px(canvas_.theme().space_s);
}

Rect StepPage::check_rect() const {
  const float width = std::min(canvas_.px(240), inner_.w / 2);
  return {inner_.center_x() - width / 2, answers_y(), width, button_height()};
}

void StepPage::say(const std::string& line, bool wrong) const {
  const Palette& c = canvas_.colors();
  const TextStyle said = canvas_.style(TextSize::Body, wrong ? c.accent_b : c.text);
  const float y = answers_y() + button_height() + canvas_.px(canvas_.theme().space_s);
  canvas_.text_box(line, {inner_.x, y, inner_.w, canvas_.line_height(said) * 2}, said,
                   Align::Center);
}

BoardPage board_page(const StepPage& page, float right_room) {
  Canvas& canvas = page.canvas();
  const Rect inner = page.inner();
  const float side = std::min(inner.h, inner.w * 0.55f - right_room);
  const Rect board{inner.right() - right_room - side, inner.y + (inner.h - side) / 2, side, side};
  const Rect column{inner.x, inner.y, board.x - inner.x - canvas.px(canvas.theme().space_l),
                    inner.h};
  const TextStyle body = canvas.style(TextSize::Body, canvas.colors().text);
  const float y = canvas.text_box(page.ctx().tr(page.step().text_key), column, body).bottom() +
                  canvas.px(canvas.theme().space_m);
  return {column, y, board};
}

std::unique_ptr<StepPanel> make_step_panel(AppContext& ctx, LessonState& state, std::size_t index,
                                           bool finished) {
  const LessonStep& step = state.lesson.steps[index];
  switch (step.kind) {
    case StepKind::Read:
      return make_read_panel(ctx, state, index, finished);
    case StepKind::Colour:
      return make_colour_panel(ctx, state);
    case StepKind::Kernel:
      return make_kernel_panel(ctx, state);
    case StepKind::Sum:
    case StepKind::Move:
    case StepKind::Grundy:
    case StepKind::Value:
      return make_exercise_panel(ctx, state, index, finished);
    case StepKind::Challenge:
      return make_challenge_panel(ctx, state);
  }
  return make_challenge_panel(ctx, state);
}

}  // namespace marienbad::app
