#pragma once
// The Marienbad lessons' picture and exercises (seeds 001, 002): the rows of matches split
// into packets of powers of two, and in the digital-sum lesson the rows in base 2 with Σ.
// A Sum step lets the learner write Σ (a click on a digit, or ←→ and 0 / 1) and checks it;
// a Move step asks, in each of its positions, for a move that leaves a losing position (a
// click on a match takes it and those to its right, or ↑↓ ←→ and Enter), each wrong answer
// explained. The session part (games/nim/nim_lesson_check.*) does the checking.
#include <optional>
#include <string>
#include <vector>

#include "app/canvas.hpp"
#include "app/context.hpp"
#include "app/input.hpp"
#include "boards/hint_model.hpp"
#include "games/nim/nim_lesson_check.hpp"
#include "scenes/lesson_catalogue.hpp"
#include "scenes/lesson_pieces.hpp"

namespace marienbad::app {

class LessonRowsPanel {
 public:
  LessonRowsPanel(AppContext& ctx, const Lesson& lesson, const LessonStep& step);

  // The step's exercise is done (a Read step's at once).
  bool done() const;
  // Shown as done: a step finished earlier, resumed past.
  void finish();
  // The learner's input; true when the panel used it.
  bool handle(const Input& input);
  // Check the Σ written (Sum steps).
  void check_sum();
  void draw(Canvas& canvas, Rect area);
  // The line under the picture: the last answer's explanation, or what to do.
  std::string line() const;
  bool wrong() const { return wrong_; }
  // The footer's keys, a string key.
  std::string_view keys_key() const;

 private:
  struct MatchSpot {
    std::size_t row;
    Count index;
    Rect rect;
  };
  const Heaps& shown() const;
  void take(std::size_t row, Count first);
  void explain(const MoveCheck& check, const Heaps& before);
  void move_cursor(const Input& input);
  void draw_rows(Canvas& canvas, Rect area);
  std::optional<MatchSpot> spot_at(Point p) const;

  AppContext& ctx_;
  StepKind kind_;
  bool binary_;
  Heaps read_position_;  // Read and Sum steps
  std::optional<LosingMoveExercise> moves_;
  // Sum steps: the digits written, most significant first, and the focused one.
  std::string written_;
  std::size_t sum_focus_ = 0;
  bool sum_right_ = false;
  std::vector<Rect> sum_cells_;
  // The base-2 table (binary lessons) and the position it was built for.
  std::optional<DigitalSumHint> table_;
  Heaps table_for_;
  // Move steps: the keyboard's row and first match taken; the pointer's.
  std::optional<std::size_t> cursor_row_;
  Count cursor_first_ = 0;
  std::optional<MatchSpot> hovered_;
  // After a right move, the position it left, shown until the next click or key.
  std::optional<Heaps> result_;
  std::vector<MatchSpot> spots_;
  std::string message_;
  bool wrong_ = false;
};

// A lesson's pieces (Lesson::make_pieces): rows of matches, for a step with positions.
std::unique_ptr<LessonPieces> make_rows_pieces(AppContext& ctx, const Lesson& lesson,
                                               std::size_t index, bool finished);

}  // namespace marienbad::app
