// The perfect player, exhaustively against the generic solver: from every won
// position it wins, by the fastest way (smallest remoteness); from every lost
// one it "gives the change" (seed 004), the last tie to the longest resistance.
#include <catch2/catch.hpp>

#include "marienbad/player.hpp"
#include "marienbad/remoteness.hpp"
#include "solver_reference.hpp"

using namespace marienbad;
using marienbad::testing::for_each_position;

namespace {

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

Count tokens_taken(const Move& move) {
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

}  // namespace

TEST_CASE("perfect: wins every won Nim position and gives the change in lost ones") {
  Tally tally;
  for (Rule rule : {Rule::Normal, Rule::Misere}) {
    for (std::size_t rows = 1; rows <= 4; ++rows) {
      check_every_position(tally, NimGame(rule), rows, 7);
    }
  }
  CHECK(tally.won > 0);
  CHECK(tally.lost > 0);
}

TEST_CASE("perfect: subtraction games up to 200 with several sets") {
  Tally tally;
  for (Rule rule : {Rule::Normal, Rule::Misere}) {
    for (const std::vector<Count>& set :
         std::vector<std::vector<Count>>{{1, 2, 3}, {1, 3, 4}, {2, 5, 7}, {1, 4}, {3, 7, 10}}) {
      check_every_position(tally, SubtractionGame::make(set, rule).value(), 1, 200);
    }
  }
  CHECK(tally.won > 0);
  CHECK(tally.lost > 0);
}

TEST_CASE("perfect: kayles, two rows up to 7 pins and three up to 4, both rules") {
  Tally tally;
  for (Rule rule : {Rule::Normal, Rule::Misere}) {
    check_every_position(tally, KaylesGame(rule), 2, 7);
    check_every_position(tally, KaylesGame(rule), 3, 4);
  }
  CHECK(tally.won > 0);
  CHECK(tally.lost > 0);
}

TEST_CASE("perfect: the Dornim board up to 40x40") {
  Tally tally;
  for (Rule rule : {Rule::Normal, Rule::Misere}) {
    check_every_position(tally, WythoffGame(rule), 2, 40);
  }
  CHECK(tally.won > 0);
  CHECK(tally.lost > 0);
}

TEST_CASE("perfect: in a lost misere position it never takes the last match on purpose") {
  const Game game{NimGame(Rule::Misere)};
  auto perfect = make_player("perfect").value();
  Rng rng(1);
  for (const Heaps& lost : {Heaps{1, 0, 1, 1}, Heaps{1, 1, 1, 1, 1}, Heaps{2, 2}, Heaps{1, 2, 3}}) {
    REQUIRE(game.outcome(lost) == Outcome::P);
    CHECK_FALSE(game.is_terminal(game.apply(lost, perfect->choose(game, lost, rng))));
  }
}
