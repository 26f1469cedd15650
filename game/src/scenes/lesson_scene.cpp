// One lesson, step by step: a text to read (Next), heaps to colour as lost (P) or won (N)
// for the player to move, checked one by one with the reason when wrong, and a challenge
// match. Progress (steps done) is saved as each step is finished; Restart starts over. What
// differs by the kind of step is the step's panel (scenes/lesson_step.hpp).
#include <algorithm>
#include <memory>

#include "app/canvas.hpp"
#include "app/scene.hpp"
#include "app/strings.hpp"
#include "app/widgets.hpp"
#include "scenes/lesson_catalogue.hpp"
#include "scenes/lesson_step.hpp"
#include "scenes/scene_factory.hpp"

MARIENBAD_STRINGS(
    lesson_strings, S_("lesson.step", "Step {} of {}"), S_("lesson.loses", "Loses (P)"),
    S_("lesson.wins", "Wins (N)"), S_("lesson.next", "Next"), S_("lesson.restart", "Restart"),
    S_("lesson.to_list", "Lessons"), S_("lesson.play", "Play the challenge"),
    S_("lesson.try", "Try a game first"), S_("lesson.passed", "Challenge passed: well played!"),
    S_("lesson.heap_now", "Heap {}: does the player to move lose or win?"),
    S_("lesson.right_p", "Right: every move from {} leaves a winning heap. {} loses."),
    S_("lesson.right_n", "Right: from {}, take {} and leave {}, a losing heap. {} wins."),
    S_("lesson.right_none", "Right: from {} there is no move. The player to move has lost."),
    S_("lesson.wrong_n",
       "Not quite: from {} you can take {} and leave {}, a losing heap. So {} wins."),
    S_("lesson.wrong_p",
       "Not quite: every move from {} leaves {}, each a winning heap for the opponent. So {} "
       "loses."),
    S_("lesson.right_p_one", "Right: the only move from {} leaves a winning heap. {} loses."),
    S_("lesson.wrong_p_one",
       "Not quite: the only move from {} leaves {}, a winning heap for the opponent. So {} "
       "loses."),
    S_("lesson.wrong_none",
       "Not quite: from {} no move is possible, so the player to move has lost."),
    S_("lesson.coloured", "All coloured. The losing heaps: {}."),
    S_("lesson.period", "From heap {} on, the colours repeat every {} heaps: {}."),
    S_("lesson.keys.colour", "1 loses · 2 wins · Esc lessons"),
    S_("lesson.keys.kernel", "←→ choose a position · 1 pick · 2 check · Esc lessons"),
    S_("lesson.check", "Check"),
    P_("lesson.kernel.picked",
       "{} position picked. Click a position to pick it or not, then Check.",
       "{} positions picked. Click a position to pick it or not, then Check."),
    S_("lesson.kernel.not_stable",
       "Not yet: a move leads from {} to {}, both picked. No move may stay inside the kernel."),
    S_("lesson.kernel.not_absorbing",
       "Not yet: from {}, not picked, no move leads to a picked position. Every other position "
       "needs one."),
    S_("lesson.kernel.dead_end",
       "Not yet: {} has no move at all, so no move from it leads into the kernel: it must be in."),
    S_("lesson.kernel.found",
       "That is the kernel: the P-positions, where the player to move loses. Leave your "
       "opponent on one, answer into the kernel each time, and you win."),
    S_("lesson.keys.cold", "←→ choose a square · 1 pick · 2 check · Esc lessons"),
    P_("lesson.cold.picked", "{} square picked. Click a square to pick it or not, then Check.",
       "{} squares picked. Click a square to pick it or not, then Check."),
    S_("lesson.cold.not_stable",
       "Not yet: the token slides from {} to {}, both picked. No move may join two cold "
       "squares."),
    S_("lesson.cold.not_absorbing",
       "Not yet: from {}, not picked, no move reaches a picked square. Whoever must move from "
       "it cannot leave a cold square: it is cold."),
    S_("lesson.cold.dead_end",
       "Not yet: the corner {} has no move at all: whoever must move from it has lost. It is "
       "cold."),
    S_("lesson.cold.found",
       "Those are the cold squares of this board. Move the token to a cold square each time "
       "and you win."),
    S_("lesson.keys", "Tab choose · Enter press · Esc lessons"),
    S_("lesson.wins_in_row", "Wins in a row: {} of {}"))

namespace marienbad::app {

namespace {

class LessonScene : public Scene {
 public:
  LessonScene(AppContext& ctx, std::size_t index)
      : ctx_(ctx), lesson_(lessons().at(index)), state_(ctx, lesson_) {
    buttons_ = ButtonList({{kLoses, "lesson.loses", "", "", true, false, {}},
                           {kWins, "lesson.wins", "", "", true, false, {}},
                           {kCheck, "lesson.check", "", "", true, true, {}},
                           {kPlay, "lesson.play", "", "", true, true, {}},
                           {kNext, "lesson.next", "", "", true, true, {}},
                           {kTry, "lesson.try", "", "", true, false, {}},
                           {kRestart, "lesson.restart", "", "", true, false, {}},
                           {kToList, "lesson.to_list", "", "", true, false, {}}});
    // Resume where the progress stopped (a finished lesson opens on its challenge).
    step_ = static_cast<std::size_t>(
        std::min<std::uint64_t>(progress().steps, lesson_.steps.size() - 1));
    state_.reveal_steps_before(step_);
    load_step();
  }

  void enter() override {
    // Back from a game (its card's "Back to the lesson", Esc): the step's main button again.
    focus_main();
    ctx_.request_redraw();
  }

  void handle(const Input& input) override {
    if (input.action == Action::Back) {
      ctx_.scenes().pop();
      return;
    }
    if (const StepInput used = panel_->handle(input); used.used) {
      if (used.press) return activate(*used.press);
      return after_panel();
    }
    if (auto id = buttons_.handle(input)) activate(*id);
  }

  void draw(Canvas& canvas) override;
  std::string_view name() const override { return "lesson"; }

 private:
  LessonProgress& progress() { return ctx_.statistics().lessons[std::string(lesson_.id)]; }

  void load_step() {
    panel_ = make_step_panel(ctx_, state_, step_, step_ < progress().steps);
    focus_main();
  }

  // The step may have been finished by what its panel just did: saved, and the keyboard on
  // what comes next.
  void after_panel() {
    if (panel_->done() && progress().steps <= step_) {
      save_step_done();
      focus_main();
    }
  }

  void focus_main() { buttons_.focus_id(panel_->main_button()); }

  void save_step_done() {
    // The challenge step counts only once the challenge is passed (steps_done), never by Next.
    if (lesson_.steps[step_].kind == StepKind::Challenge) return;
    LessonProgress& p = progress();
    // A lesson without a challenge match is passed with its last exercise.
    const bool passes = step_ + 1 == lesson_.steps.size();
    if (p.steps < step_ + 1 || (passes && !p.passed)) {
      p.steps = std::max<std::uint64_t>(p.steps, step_ + 1);
      p.passed = p.passed || passes;
      ctx_.save_statistics();
    }
  }

  void activate(int id) {
    ctx_.play(SoundId::Click);
    switch (id) {
      case kLoses:
      case kWins:
      case kCheck:
        panel_->press(static_cast<LessonButton>(id));
        after_panel();
        break;
      case kPlay:
      case kTry: {
        // Over the lesson, which its end card and Esc come back to. A lesson's game is kept
        // nowhere, so an unfinished match waiting for Continue is left alone.
        const MatchSetup setup = id == kPlay ? challenge_setup(lesson_) : try_setup(lesson_);
        if (auto scene = make_play_scene(ctx_, setup)) ctx_.scenes().push(std::move(scene));
        break;
      }
      case kNext:
        if (!panel_->done()) break;
        save_step_done();
        if (step_ + 1 < lesson_.steps.size()) {
          ++step_;
          load_step();
        } else {
          ctx_.scenes().pop();
        }
        break;
      case kRestart:
        // Starting over clears the lesson's progress, its challenge too (one model: a passed
        // challenge always comes after the steps before it).
        progress() = {};
        ctx_.save_statistics();
        step_ = 0;
        state_.reset();
        load_step();
        break;
      case kToList:
        ctx_.scenes().pop();
        break;
      default:
        break;
    }
  }

  AppContext& ctx_;
  const Lesson& lesson_;
  LessonState state_;
  std::size_t step_ = 0;
  std::unique_ptr<StepPanel> panel_;
  ButtonList buttons_;
};

void LessonScene::draw(Canvas& canvas) {
  canvas.background();
  const Layout& l = canvas.layout();
  const Theme& t = canvas.theme();
  const Palette& c = canvas.colors();
  const Rect screen = l.screen();
  const float margin = l.px(t.space_xl);
  const float y = draw_page_heading(canvas, ctx_.tr(lesson_.title_key),
                                    ctx_.trf("lesson.step", step_ + 1, lesson_.steps.size())) +
                  l.px(t.space_m);

  const float button_h = l.px(t.button_height);
  // The bottom buttons stand clear of the keys' line under them (at 800×600 too).
  const float bottom = screen.h - l.px(96);
  const Rect panel{margin, y, screen.w - 2 * margin, bottom - y - l.px(t.space_m)};
  canvas.panel(panel, c.panel.with_alpha(200), c.panel_border.with_alpha(160),
               l.px(t.corner_radius));
  auto& b = buttons_.buttons();
  for (Button& button : b) button.rect = {};
  panel_->draw(StepPage(canvas, ctx_, lesson_.steps[step_],
                        panel.inset(l.px(t.space_l), l.px(t.space_m)), buttons_));
  const float small_w = l.px(200);  // room for "Recommencer" inside its button
  b[kToList].rect = {margin, bottom, small_w, button_h};
  b[kRestart].rect = {margin + small_w + l.px(t.space_m), bottom, small_w, button_h};
  if (panel_->done())
    b[kNext].rect = {screen.right() - margin - small_w, bottom, small_w, button_h};
  // Buttons not laid out this frame are not shown and cannot be reached.
  for (Button& button : b) button.enabled = button.rect.w > 0;
  buttons_.draw(canvas, ctx_.strings());
  canvas.text(ctx_.tr(panel_->keys_key()), {screen.center_x(), screen.h - l.px(14)},
              canvas.style(TextSize::Small, c.text_dim), Align::Center, VAlign::Bottom);
}

}  // namespace

std::unique_ptr<Scene> make_lesson_scene(AppContext& ctx, std::size_t index) {
  return std::make_unique<LessonScene>(ctx, index);
}

}  // namespace marienbad::app
