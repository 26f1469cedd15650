// An exercise on the lesson's pieces: a Sum step (Σ written, then Check), a Move step (a
// move that leaves a losing position, in each of its positions), a Grundy step (each row's
// value picked under the picture), a Value step (each picture's value picked among choices). The pieces' panel checks and explains (lesson_pieces.hpp).
#include "scenes/lesson_pieces.hpp"
#include "scenes/lesson_step.hpp"

namespace marienbad::app {

namespace {

class ExercisePanel final : public StepPanel {
 public:
  ExercisePanel(StepKind kind, std::unique_ptr<LessonPieces> pieces)
      : kind_(kind), pieces_(std::move(pieces)) {}

  bool done() const override { return pieces_->done(); }

  StepInput handle(const Input& input) override { return {pieces_->handle(input), std::nullopt}; }

  void press(LessonButton id) override {
    if (id == kCheck && has_check()) pieces_->check();
  }

  // Only a Sum step has a button to press; the others are answered on the picture.
  LessonButton main_button() const override {
    return has_check() && !pieces_->done() ? kCheck : kNext;
  }

  void draw(const StepPage& page) override {
    const Rect inner = page.inner();
    const float y = page.text();
    const float ay = page.answers_y();
    // Without a Check button the picture takes that room too.
    const float bottom = has_check() ? ay - page.canvas().px(page.canvas().theme().space_s)
                                     : ay + page.button_height();
    pieces_->draw(page.canvas(), {inner.x, y, inner.w, bottom - y});
    if (has_check() && !pieces_->done()) page.place(kCheck, page.check_rect());
    page.say(pieces_->line(), pieces_->wrong() && !pieces_->done());
  }

  std::string_view keys_key() const override { return pieces_->keys_key(); }

 private:
  bool has_check() const { return kind_ == StepKind::Sum; }

  StepKind kind_;
  std::unique_ptr<LessonPieces> pieces_;
};

}  // namespace

std::unique_ptr<StepPanel> make_exercise_panel(AppContext& ctx, LessonState& state,
                                               std::size_t index, bool finished) {
  return std::make_unique<ExercisePanel>(state.lesson.steps[index].kind,
                                         make_lesson_pieces(ctx, state.lesson, index, finished));
}

}  // namespace marienbad::app
