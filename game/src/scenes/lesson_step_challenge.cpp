// The challenge step: the button that plays the match against the computer, and under it
// the challenge passed, or the wins in a row so far when it takes several.
#include "app/strings.hpp"
#include "scenes/lesson_step.hpp"

namespace marienbad::app {

namespace {

class ChallengePanel final : public StepPanel {
 public:
  ChallengePanel(AppContext& ctx, const Lesson& lesson) : ctx_(ctx), lesson_(lesson) {}

  bool done() const override { return true; }
  LessonButton main_button() const override { return kPlay; }

  void draw(const StepPage& page) override {
    Canvas& canvas = page.canvas();
    const Palette& c = canvas.colors();
    const Rect inner = page.inner();
    const float y = page.text();
    const float width = std::min(canvas.px(320), inner.w);
    const Rect play{inner.center_x() - width / 2, y + canvas.px(canvas.theme().space_m), width,
                    page.button_height()};
    page.place(kPlay, play);
    const Point below{inner.center_x(), play.bottom() + canvas.px(canvas.theme().space_m)};
    const LessonProgress& progress = ctx_.statistics().lessons[std::string(lesson_.id)];
    if (progress.passed) {
      canvas.text(ctx_.tr("lesson.passed"), below,
                  canvas.style(TextSize::Large, c.good, FontFace::Bold), Align::Center);
    } else if (lesson_.challenge_wins > 1) {
      canvas.text(ctx_.trf("lesson.wins_in_row", progress.wins_in_row, lesson_.challenge_wins),
                  below, canvas.style(TextSize::Large, c.text), Align::Center);
    }
  }

 private:
  AppContext& ctx_;
  const Lesson& lesson_;
};

}  // namespace

std::unique_ptr<StepPanel> make_challenge_panel(AppContext& ctx, LessonState& state) {
  return std::make_unique<ChallengePanel>(ctx, state.lesson);
}

}  // namespace marienbad::app
