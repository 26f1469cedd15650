#pragma once
// The Marienbad lessons' exercises (seeds 001 and 002): the learner writes a position's
// digital sum Σ, or makes the move that leaves the opponent a losing position. Each answer
// is checked against the engine and comes with what the explanation needs: the first
// column of Σ written wrong and its count of 1s; after a move, Σ of the rows left (the
// packets left without a partner) or, under misère, the rows of 1 left. SDL-free.
#include <optional>
#include <vector>

#include "nim/nim.hpp"

namespace marienbad::app {

struct SumCheck {
  bool right = false;
  // The leftmost wrong column, as its place value (4 for the column of 4s), and how
  // many rows have a 1 there.
  Count place = 0;
  unsigned ones = 0;
};
SumCheck check_digital_sum(const Heaps& rows, Count written);

struct MoveCheck {
  bool right = false;  // the position left is lost for the player to move
  Heaps after;
  Count sum_after = 0;     // Σ of the rows left: its 1s are the packets without a partner
  bool only_ones = false;  // every row left has at most one match
  Count rows_of_one = 0;   // how many rows of one match are left
};
// `move` must be legal in `before`.
MoveCheck check_move_to_losing(const NimGame& game, const Heaps& before, const Move& move);

// A few positions, each to be left to the opponent as a losing one, one after the other.
class LosingMoveExercise {
 public:
  LosingMoveExercise(NimGame game, std::vector<Heaps> positions);

  const NimGame& game() const { return game_; }
  std::size_t count() const { return positions_.size(); }
  std::size_t index() const { return index_; }
  bool done() const { return index_ >= positions_.size(); }
  // The position to play from now (the last one once done).
  const Heaps& position() const { return positions_[done() ? positions_.size() - 1 : index_]; }
  // A right move moves on to the next position; a wrong one (or an illegal one) stays.
  std::optional<MoveCheck> answer(const Move& move);
  void finish() { index_ = positions_.size(); }

 private:
  NimGame game_;
  std::vector<Heaps> positions_;
  std::size_t index_ = 0;
};

}  // namespace marienbad::app
