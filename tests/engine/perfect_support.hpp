#pragma once
// What the perfect player's exhaustive tests share (tests/games/ID/engine/ID_perfect_test.cpp):
// from every won position it wins, by the fastest way (smallest remoteness); from every lost
// one it "gives the change" (seed 004), the last tie to the longest resistance, all checked
// against the generic solver.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdint>
#include <utility>

#include "marienbad/player.hpp"
#include "marienbad/remoteness.hpp"
#include "solver_reference.hpp"

namespace marienbad::testing {

// The share of winning replies the opponent gets after `move`, from the solver
// alone: a finished position counts as share 1 (the opponent has already won).
template <GameModel G>
std::pair<Count, Count> solver_share(Solver<G>& solver, const Heaps& heaps, const Move& move) {
  const G& game = solver.game();
  const Heaps child = game.apply(heaps, move);
  const auto replies = game.moves(child);
  if (replies.empty()) return {1, 1};
  Count winning = 0;
  for (const Move& reply : replies) {
    winning += solver.solve(game.apply(child, reply)).outcome == Outcome::P;
  }
  return {winning, static_cast<Count>(replies.size())};
}

inline Count tokens_taken(const Move& move) {
  return move.both ? 2 * move.amount : move.amount;
}

struct Tally {
  std::size_t won = 0, lost = 0;
};

// Checks the perfect player's move from every non-final position.
template <GameModel G>
void check_every_position(Tally& tally, const G& model, std::size_t rows, Count max) {
  const Game game(model);
  Solver<G> solver(model);
  auto perfect = make_player("perfect").value();
  Rng rng(2026);
  for_each_position(rows, max, [&](const Heaps& heaps) {
    if (model.is_terminal(heaps)) return;
    const Move move = perfect->choose(game, heaps, rng);
    INFO("position " << join_counts(heaps) << ", move " << model.move_text(move));
    REQUIRE(model.check_move(heaps, move).ok());
    // Every position here is small enough for the player's remoteness table.
    const Count budget = perfect_remoteness_states(game, heaps);
    REQUIRE(RemotenessTable::reachable_states(game, heaps, budget) <= budget);
    if (solver.solve(heaps).outcome == Outcome::N) {
      ++tally.won;
      CHECK(solver.solve(model.apply(heaps, move)).outcome == Outcome::P);
      std::uint32_t fastest = UINT32_MAX;
      for (const Move& winning : marienbad::testing::solver_winning_moves(solver, heaps)) {
        fastest = std::min(fastest, solver.solve(model.apply(heaps, winning)).remoteness);
      }
      CHECK(solver.solve(model.apply(heaps, move)).remoteness == fastest);
      return;
    }
    ++tally.lost;
    // The rule, computed from scratch: the smallest share w/n, then the smallest
    // removal, then the largest remoteness after the move.
    std::pair<Count, Count> best{1, 0};  // "infinite" share
    Count best_removal = 0;
    std::uint32_t best_resistance = 0;
    for (const Move& candidate : model.moves(heaps)) {
      const auto share = solver_share(solver, heaps, candidate);
      const auto lhs = share.first * best.second, rhs = best.first * share.second;
      const Count removal = tokens_taken(candidate);
      const std::uint32_t resistance = solver.solve(model.apply(heaps, candidate)).remoteness;
      if (best.second == 0 || lhs < rhs || (lhs == rhs && removal < best_removal) ||
          (lhs == rhs && removal == best_removal && resistance > best_resistance)) {
        best = share;
        best_removal = removal;
        best_resistance = resistance;
      }
    }
    const auto chosen = solver_share(solver, heaps, move);
    CHECK(chosen.first * best.second == best.first * chosen.second);
    CHECK(tokens_taken(move) == best_removal);
    CHECK(solver.solve(model.apply(heaps, move)).remoteness == best_resistance);
  });
}

}  // namespace marienbad::testing
