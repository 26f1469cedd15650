#include "games/nim/nim_lesson_check.hpp"

#include <algorithm>
#include <utility>

namespace marienbad::app {

SumCheck check_digital_sum(const Heaps& rows, Count written) {
  const Count sum = NimGame::nim_sum(rows);
  SumCheck check;
  check.right = written == sum;
  if (check.right) return check;
  // The leftmost column where the two differ.
  Count place = Count{1} << 63;
  while ((place & (written ^ sum)) == 0) place >>= 1;
  check.place = place;
  check.ones = static_cast<unsigned>(
      std::count_if(rows.begin(), rows.end(), [place](Count row) { return (row & place) != 0; }));
  return check;
}

MoveCheck check_move_to_losing(const NimGame& game, const Heaps& before, const Move& move) {
  MoveCheck check;
  check.after = game.apply(before, move);
  check.right = game.outcome(check.after) == Outcome::P;
  check.sum_after = NimGame::nim_sum(check.after);
  check.only_ones =
      std::all_of(check.after.begin(), check.after.end(), [](Count row) { return row <= 1; });
  check.rows_of_one =
      static_cast<Count>(std::count(check.after.begin(), check.after.end(), Count{1}));
  return check;
}

LosingMoveExercise::LosingMoveExercise(NimGame game, std::vector<Heaps> positions)
    : game_(game), positions_(std::move(positions)) {}

std::optional<MoveCheck> LosingMoveExercise::answer(const Move& move) {
  if (done() || !game_.check_move(position(), move)) return std::nullopt;
  MoveCheck check = check_move_to_losing(game_, position(), move);
  if (check.right) ++index_;
  return check;
}

}  // namespace marienbad::app
