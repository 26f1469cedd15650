#pragma once
// A lesson page's step: what differs by the kind of step (scenes/lesson_step_*.cpp, one file a
// kind) behind one interface, so that the lesson scene lays out the page, keeps the progress
// and runs the buttons without asking which kind of step it shows.
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "app/canvas.hpp"
#include "app/context.hpp"
#include "app/input.hpp"
#include "app/widgets.hpp"
#include "scenes/lesson_catalogue.hpp"
#include "scenes/lesson_graph.hpp"
#include "session/lesson_colouring.hpp"

namespace marienbad::app {

// The page's buttons, in Tab order (and the ButtonList's order): Next, then the first game
// that lesson 1 offers.
enum LessonButton { kLoses, kWins, kCheck, kPlay, kNext, kTry, kRestart, kToList };

// What lives as long as the lesson page, across its steps: the heaps coloured (shown again by
// the step after the colouring) and the graph with the positions picked (likewise).
struct LessonState {
  LessonState(AppContext& ctx, const Lesson& of);
  // Back to the start: nothing coloured or picked.
  void reset();
  // Shows what the steps before `step` found, as when they were done.
  void reveal_steps_before(std::size_t step);

  const Lesson& lesson;
  std::optional<ColouringExercise> colouring;  // a lesson with a colouring step
  std::optional<LessonGraph> graph;            // a lesson with a graph (graph_start)
};

// The step's part of the page as the scene lays it out this frame, and the common pieces a
// step places in it: its text, its row of buttons and the line under them. A button whose
// rectangle a step leaves empty is neither drawn nor reachable this frame.
class StepPage {
 public:
  StepPage(Canvas& canvas, AppContext& ctx, const LessonStep& step, Rect inner,
           ButtonList& buttons);

  Canvas& canvas() const { return canvas_; }
  AppContext& ctx() const { return ctx_; }
  const LessonStep& step() const { return step_; }
  Rect inner() const { return inner_; }
  // The step's text across the top; returns the y where the step's picture may start.
  float text() const;
  // Where a button goes this frame.
  void place(LessonButton id, Rect rect) const;
  // A Read step that offers a first game: its button at `y`; returns the y below it.
  float place_try(float y) const;
  float button_height() const;
  // An exercise's row of buttons (answers, Check), above the line that says what to do.
  float answers_y() const;
  Rect check_rect() const;
  // The line under the row of buttons: what to do, or why an answer was wrong.
  void say(const std::string& line, bool wrong) const;

 private:
  Canvas& canvas_;
  AppContext& ctx_;
  const LessonStep& step_;
  Rect inner_;
  ButtonList& buttons_;
};

// A step on a board: the board beside the text, as large as the panel's height allows (under
// the text it was 14 px a square at 800x600), `right_room` left free on its right; the text
// drawn in the column on its left.
struct BoardPage {
  Rect column;  // left of the board
  float y;      // in the column, under the text
  Rect board;
};
BoardPage board_page(const StepPage& page, float right_room);

// What a step panel made of an input.
struct StepInput {
  bool used = false;
  std::optional<LessonButton> press;  // a key that stands for a button (1 loses, 2 checks)
};

class StepPanel {
 public:
  virtual ~StepPanel() = default;
  // The step is done: Next may leave it.
  virtual bool done() const = 0;
  // The learner's input, before the page's buttons see it.
  virtual StepInput handle(const Input& input) {
    (void)input;
    return {};
  }
  // One of the step's buttons pressed (an answer, Check).
  virtual void press(LessonButton id) { (void)id; }
  // Where the keyboard starts: the step's action while it waits for one, else Next.
  virtual LessonButton main_button() const { return kNext; }
  virtual void draw(const StepPage& page) = 0;
  // The footer's keys, a string key.
  virtual std::string_view keys_key() const { return "lesson.keys"; }
};

// The panel of the lesson's step `index`; `finished`: the step was done before (resumed past).
std::unique_ptr<StepPanel> make_step_panel(AppContext& ctx, LessonState& state, std::size_t index,
                                           bool finished);

// One per kind of step (scenes/lesson_step_<kind>.cpp).
std::unique_ptr<StepPanel> make_read_panel(AppContext& ctx, LessonState& state, std::size_t index,
                                           bool finished);
std::unique_ptr<StepPanel> make_colour_panel(AppContext& ctx, LessonState& state);
std::unique_ptr<StepPanel> make_kernel_panel(AppContext& ctx, LessonState& state);
std::unique_ptr<StepPanel> make_exercise_panel(AppContext& ctx, LessonState& state,
                                               std::size_t index, bool finished);
std::unique_ptr<StepPanel> make_challenge_panel(AppContext& ctx, LessonState& state);

}  // namespace marienbad::app
