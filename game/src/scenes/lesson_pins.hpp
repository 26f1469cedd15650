#pragma once
// The pins lessons' picture and exercise (Kayles, the octal games; seed 003's last section): rows
// of pins, drawn as the Kayles board draws them, and once the values are found each row's Grundy
// value g in base 2 with their digital sum Σ, as the Kayles hint shows them; and the Grundy step:
// the values of rows of 0, 1, 2, … pins found one at a time by mex, the row drawn with every
// position one move reaches and its value, the value picked with 0–9 or a click, each answer
// checked (session/lesson_grundy.*) and a wrong one explained.
#include <optional>
#include <string>
#include <vector>

#include "app/canvas.hpp"
#include "app/context.hpp"
#include "app/input.hpp"
#include "scenes/lesson_catalogue.hpp"
#include "scenes/lesson_pieces.hpp"
#include "session/lesson_grundy.hpp"

namespace marienbad::app {

class LessonPinsPanel {
 public:
  // `values`: the rows' Grundy values and Σ are shown beside them (found in an earlier step).
  LessonPinsPanel(AppContext& ctx, const Lesson& lesson, const LessonStep& step, bool values);

  bool done() const;
  // Shown as done: a step finished earlier, resumed past.
  void finish();
  // The learner's input; true when the panel used it.
  bool handle(const Input& input);
  void draw(Canvas& canvas, Rect area);
  // The line under the picture: the last answer's explanation, or what to do.
  std::string line() const;
  bool wrong() const { return wrong_; }
  std::string_view keys_key() const;

 private:
  void answer(Count said);
  void draw_rows(Canvas& canvas, Rect area, const Heaps& rows);
  void draw_values_table(Canvas& canvas, Rect area);
  void draw_grundy(Canvas& canvas, Rect area);
  void draw_found(Canvas& canvas, Rect area);
  void draw_options(Canvas& canvas, Rect area);
  void draw_period(Canvas& canvas, Rect area);
  std::string option_words(const GrundyOption& option) const;

  AppContext& ctx_;
  Game game_;  // the lesson's game of rows (Kayles, an octal game)
  StepKind kind_;
  bool values_;
  bool values_repeat_;
  Heaps position_;  // Read steps
  std::optional<GrundyExercise> grundy_;
  std::vector<Rect> digit_cells_;  // 0 … 9, as last drawn
  std::optional<int> hovered_digit_;
  std::string message_;
  bool wrong_ = false;
};

// A lesson's pieces (Lesson::make_pieces): rows of pins, for a step with rows, a Grundy step and
// the values' period.
std::unique_ptr<LessonPieces> make_pins_pieces(AppContext& ctx, const Lesson& lesson,
                                               std::size_t index, bool finished);

}  // namespace marienbad::app
