// A colouring step (seed 003): the heaps 0 … colour_up_to coloured one by one as lost (P) or
// won (N) for the player to move, each answer explained; once all are coloured, the losing
// heaps and the period the engine found.
#include "app/strings.hpp"
#include "marienbad/registry.hpp"
#include "scenes/lesson_step.hpp"
#include "scenes/lesson_strip.hpp"

namespace marienbad::app {

namespace {

std::string join(const std::vector<Count>& heaps) {
  return join_counts(heaps, ", ");
}

class ColourPanel final : public StepPanel {
 public:
  ColourPanel(AppContext& ctx, ColouringExercise& exercise) : ctx_(ctx), exercise_(exercise) {}

  bool done() const override { return exercise_.done(); }

  StepInput handle(const Input& input) override {
    if (input.action == Action::Digit && input.digit == 1) return {true, kLoses};
    if (input.action == Action::Digit && input.digit == 2) return {true, kWins};
    return {};
  }

  void press(LessonButton id) override {
    if ((id == kLoses || id == kWins) && !exercise_.done()) {
      answer(id == kLoses ? Outcome::P : Outcome::N);
    }
  }

  LessonButton main_button() const override { return exercise_.done() ? kNext : kLoses; }

  void draw(const StepPage& page) override {
    Canvas& canvas = page.canvas();
    const Rect inner = page.inner();
    const float y = page.text();
    const float button_h = page.button_height();
    const float strip_h = inner.bottom() - y - button_h - canvas.px(90);
    draw_colouring_strip(canvas, {inner.x, y, inner.w, std::max(strip_h, canvas.px(40))},
                         exercise_);
    if (!exercise_.done()) {
      const float ay = page.answers_y();
      const float answer_w =
          std::min(canvas.px(240), (inner.w - canvas.px(canvas.theme().space_m)) / 2);
      page.place(kLoses, {inner.center_x() - answer_w - canvas.px(8), ay, answer_w, button_h});
      page.place(kWins, {inner.center_x() + canvas.px(8), ay, answer_w, button_h});
    }
    page.say(message_.empty() ? ctx_.trf("lesson.heap_now", exercise_.next()) : message_,
             wrong_ && !exercise_.done());
  }

  std::string_view keys_key() const override { return "lesson.keys.colour"; }

 private:
  void answer(Outcome said) {
    const ColouringAnswer a = exercise_.answer(said);
    const std::string heap = std::to_string(a.heap);
    if (a.truth == Outcome::N) {
      const std::string take = std::to_string(*a.take);
      const std::string left = std::to_string(*a.left);
      message_ = ctx_.trf(a.right ? "lesson.right_n" : "lesson.wrong_n", heap, take, left, heap);
    } else if (a.replies.empty()) {
      message_ = ctx_.trf(a.right ? "lesson.right_none" : "lesson.wrong_none", heap);
    } else {
      // One move is said in the singular ("the only move from 2 leaves 1").
      const bool one = a.replies.size() == 1;
      message_ = a.right ? ctx_.trf(one ? "lesson.right_p_one" : "lesson.right_p", heap, heap)
                         : ctx_.trf(one ? "lesson.wrong_p_one" : "lesson.wrong_p", heap,
                                    join(a.replies), heap);
    }
    wrong_ = !a.right;
    if (exercise_.done()) {
      message_ = ctx_.trf("lesson.coloured", join(exercise_.losing()));
      // The period the engine found for the game (seed 003: every subtraction game has one).
      const Game& game = exercise_.game();
      const auto period_of = game_info(game.kind()).period;
      if (const auto period = period_of ? period_of(game) : std::nullopt) {
        std::string pattern;
        for (Count h = period->preperiod; h < period->preperiod + period->period; ++h) {
          if (!pattern.empty()) pattern += ' ';
          pattern += to_string(game.outcome({h}));
        }
        message_ += ' ';
        message_ += ctx_.trf("lesson.period", period->preperiod, period->period, pattern);
      }
    }
  }

  AppContext& ctx_;
  ColouringExercise& exercise_;
  std::string message_;
  bool wrong_ = false;
};

}  // namespace

std::unique_ptr<StepPanel> make_colour_panel(AppContext& ctx, LessonState& state) {
  return std::make_unique<ColourPanel>(ctx, *state.colouring);
}

}  // namespace marienbad::app
