// Every step of every lesson has its panel (scenes/lesson_step.hpp): while the step waits for
// the learner, the button the keyboard starts on is one the panel lays out (or Next, for a
// step answered on its picture), and the footer names the step's keys.
#include <catch2/catch.hpp>

#include "scenes/lesson_catalogue.hpp"
#include "scenes/lesson_step.hpp"
#include "test_app.hpp"

using namespace marienbad::app;
using namespace marienbad::app::test;

TEST_CASE("lesson steps: each kind of step has a panel that lays out its own buttons") {
  TempDir dir("lesson-steps");
  auto app = make_app(dir.path());
  REQUIRE(app);
  AppContext& ctx = app->context();
  Canvas& canvas = ctx.canvas();
  for (const Lesson& lesson : lessons()) {
    LessonState state(ctx, lesson);
    for (std::size_t index = 0; index < lesson.steps.size(); ++index) {
      CAPTURE(lesson.id, index);
      const StepKind kind = lesson.steps[index].kind;
      auto panel = make_step_panel(ctx, state, index, false);
      REQUIRE(panel);
      std::vector<Button> buttons;
      for (int id = kLoses; id <= kToList; ++id)
        buttons.push_back({id, "", "", "", true, false, {}});
      ButtonList list(buttons);
      canvas.begin_frame();
      canvas.clear({0, 0, 0, 255});
      panel->draw(StepPage(canvas, ctx, lesson.steps[index], {40, 120, 1200, 460}, list));
      canvas.end_frame();
      const auto laid_out = [&](LessonButton id) {
        return list.buttons()[static_cast<std::size_t>(id)].rect.w > 0;
      };
      const LessonButton main = panel->main_button();
      if (kind == StepKind::Colour || kind == StepKind::Kernel || kind == StepKind::Sum) {
        CHECK_FALSE(panel->done());
        CHECK(main != kNext);
        CHECK(laid_out(main));
      }
      if (kind == StepKind::Challenge) CHECK(laid_out(kPlay));
      if (main == kNext) CHECK_FALSE(laid_out(kNext));  // the page's, not the panel's
      CHECK(laid_out(kTry) == (kind == StepKind::Read && lesson.steps[index].try_match));
      const std::string_view keys = panel->keys_key();
      CHECK(keys.starts_with("lesson.keys"));
      CHECK(ctx.tr(keys) != keys);
      // Past the step, as the next step finds it: what it found stays shown.
      state.reveal_steps_before(index + 1);
    }
  }
}
