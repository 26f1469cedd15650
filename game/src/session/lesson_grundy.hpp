#pragma once
// Lessons 7 and 8's exercise (seed 003, "to go further": the Sprague–Grundy theorem): the
// Grundy values of rows of 0, 1, 2, … pins of a game of rows (Kayles, an octal game) found
// one at a time, from 0 up, by mex. A row's value is the smallest number that no move
// reaches; a move from a row leaves one or two rows, worth the digital sum of their values,
// already found since they are shorter. Each answer is checked against the engine (the
// game's moves and values, never a table of the lesson's own); a wrong one comes with its
// reason: the values the moves reach, the one that reaches the value said when it is
// reached, and the smallest one not reached. SDL-free.
#include <optional>
#include <vector>

#include "marienbad/game.hpp"

namespace marienbad::app {

// A position one move from a row reaches: the rows left (none, one or two, the shorter
// first), each row's value, and the position's value, their digital sum.
struct GrundyOption {
  Heaps pieces;
  std::vector<Count> values;
  Count value = 0;
  Count knocked = 1;  // pins knocked down (0: a split that takes none)
};

struct GrundyRow {
  Count pins = 0;
  // One per distinct position, in the order of the engine's moves (by pins knocked down).
  std::vector<GrundyOption> options;
  std::vector<Count> reached;  // the options' values, in increasing order, each once
  Count value = 0;             // the engine's value of the row
};
// `pins` up to kMaxGrundyLessonRow (a row of n pins has about n options per amount taken).
// `game`: a game of rows whose single rows have a value (Game::grundy).
inline constexpr Count kMaxGrundyLessonRow = 1000;
GrundyRow grundy_row(const Game& game, Count pins);

// The smallest value not in `values` (sorted, each once): the mex.
Count mex_of(const std::vector<Count>& sorted_values);

struct GrundyAnswer {
  Count pins = 0;
  Count said = 0;
  bool right = false;
  Count truth = 0;
  std::vector<Count> reached;
  // When the value said is reached: the first option worth it (the row cannot be worth a
  // value one move reaches).
  std::optional<GrundyOption> reaching;
};

class GrundyExercise {
 public:
  // Rows of 0 … last pins of `game`, last at most kMaxGrundyLessonRow.
  GrundyExercise(Game game, Count last);

  Count last() const { return last_; }
  // The row to find now (last() + 1 once done).
  Count next() const { return static_cast<Count>(found_.size()); }
  bool done() const { return next() > last_; }
  // The value found for a row, once found (rightly).
  std::optional<Count> value(Count pins) const;
  // The row to find now, with its options (the last row once done).
  const GrundyRow& row() const { return row_; }
  // The value said for the row to find now: kept and moved past when right.
  GrundyAnswer answer(Count said);
  // Every row found (a step finished earlier).
  void finish();

 private:
  Game game_;
  Count last_;
  std::vector<Count> found_;
  GrundyRow row_;
};

}  // namespace marienbad::app
