#pragma once
// What the generic solver says about a position, in the shapes the closed
// forms answer in: the reference every exhaustive test compares against.
#include <vector>

#include "marienbad/solver.hpp"

namespace marienbad::testing {

// Every legal move that leaves a position lost for the opponent, in moves() order.
template <GameModel G>
std::vector<Move> solver_winning_moves(Solver<G>& solver, const Heaps& heaps) {
  std::vector<Move> winning;
  for (const Move& move : solver.game().moves(heaps)) {
    if (solver.solve(solver.game().apply(heaps, move)).outcome == Outcome::P) {
      winning.push_back(move);
    }
  }
  return winning;
}

// Calls f(heaps) for every position with `rows` heaps of 0 .. max each.
template <class F>
void for_each_position(std::size_t rows, Count max, F&& f) {
  Heaps heaps(rows, 0);
  while (true) {
    f(static_cast<const Heaps&>(heaps));
    std::size_t i = 0;
    while (i < rows && heaps[i] == max) heaps[i++] = 0;
    if (i == rows) return;
    ++heaps[i];
  }
}

}  // namespace marienbad::testing
