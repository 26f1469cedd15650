// Nim's closed forms (Bouton's nim-sum, the misère rule of DESIGN.md) against
// the generic solver, exhaustively, and at 64-bit sizes.
#include <bit>
#include <catch2/catch.hpp>

#include "nim/nim.hpp"
#include "solver_reference.hpp"

using namespace marienbad;
using marienbad::testing::for_each_position;
using marienbad::testing::solver_winning_moves;

TEST_CASE(
    "nim: outcome, every winning move and the Grundy value match the solver (<= 4 rows of <= 7)") {
  for (Rule rule : {Rule::Normal, Rule::Misere}) {
    const NimGame game(rule);
    Solver solver(game);
    std::size_t checked = 0;
    for (std::size_t rows = 1; rows <= 4; ++rows) {
      for_each_position(rows, 7, [&](const Heaps& heaps) {
        const SolvedPosition& solved = solver.solve(heaps);
        INFO("rule " << to_string(rule) << ", heaps " << join_counts(heaps));
        REQUIRE(game.outcome(heaps) == solved.outcome);
        REQUIRE(game.winning_moves(heaps) == solver_winning_moves(solver, heaps));
        // Sprague-Grundy: a Nim position's Grundy value is its nim-sum.
        REQUIRE(NimGame::nim_sum(heaps) == solved.grundy);
        ++checked;
      });
    }
    CHECK(checked == 8 + 64 + 512 + 4096);
  }
}

TEST_CASE("nim: moves, move_count and nth_move agree") {
  const NimGame game;
  for (const Heaps& heaps : {Heaps{1, 3, 5, 7}, Heaps{0, 0, 2}, Heaps{0}}) {
    const auto moves = game.moves(heaps);
    REQUIRE(game.move_count(heaps) == moves.size());
    for (std::size_t i = 0; i < moves.size(); ++i) {
      CHECK(game.nth_move(heaps, i) == moves[i]);
      CHECK(game.check_move(heaps, moves[i]).ok());
    }
    CHECK(game.is_terminal(heaps) == moves.empty());
  }
  CHECK(game.move_count({kMaxHeap, kMaxHeap}) == kMaxHeap);  // saturates
}

TEST_CASE("nim: positions are checked") {
  const NimGame game;
  CHECK_FALSE(game.check_position({}).ok());
  CHECK_FALSE(game.check_position(Heaps(kMaxNimRows + 1, 1)).ok());
  CHECK(game.check_position(Heaps(kMaxNimRows, kMaxHeap)).ok());
  CHECK_FALSE(game.check_position({1, kMaxHeap + 1}).ok());
}

TEST_CASE("nim: 64-bit rows (2^63-1)") {
  for (Rule rule : {Rule::Normal, Rule::Misere}) {
    const NimGame game(rule);
    CHECK(game.outcome({kMaxHeap, kMaxHeap}) == Outcome::P);
    CHECK(game.outcome({kMaxHeap}) == Outcome::N);
    CHECK(game.winning_moves({kMaxHeap}) ==
          std::vector<Move>{Move{0, rule == Rule::Normal ? kMaxHeap : kMaxHeap - 1, false}});
    // Equal big rows plus one match: three rows hold a 1 in the nim-sum's column.
    const Heaps three = {kMaxHeap, kMaxHeap, 1};
    CHECK(game.outcome(three) == Outcome::N);
    CHECK(game.winning_moves(three).size() == 3);
  }
}

TEST_CASE("nim: at large sizes every winning move leaves nim-sum 0, one per row with the top bit") {
  // Seed 003, 5.4: there are as many optimal moves as rows with a 1 in the
  // nim-sum's leftmost column. A fixed LCG keeps the test reproducible.
  std::uint64_t state = 0x2545F4914F6CDD1DULL;
  auto next = [&] {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return (state >> 1) & kMaxHeap;
  };
  const NimGame game;
  for (int trial = 0; trial < 2000; ++trial) {
    Heaps heaps(2 + static_cast<std::size_t>(trial % 6));
    for (Count& h : heaps) h = trial % 3 == 0 ? (next() >> (trial % 60)) : next();
    const Count sum = NimGame::nim_sum(heaps);
    const auto winning = game.winning_moves(heaps);
    if (sum == 0) {
      CHECK(game.outcome(heaps) == Outcome::P);
      CHECK(winning.empty());
      continue;
    }
    const Count top = Count{1} << (std::bit_width(sum) - 1);
    std::size_t rows_with_top = 0;
    for (Count h : heaps) rows_with_top += (h & top) != 0;
    CHECK(game.outcome(heaps) == Outcome::N);
    CHECK(winning.size() == rows_with_top);
    for (const Move& move : winning) {
      REQUIRE(game.check_move(heaps, move).ok());
      CHECK(NimGame::nim_sum(game.apply(heaps, move)) == 0);
    }
  }
}

TEST_CASE("nim: misère with big rows follows the rule of DESIGN.md") {
  const NimGame misere(Rule::Misere);
  // All rows <= 1: lost iff an odd number of 1s.
  CHECK(misere.outcome({1}) == Outcome::P);
  CHECK(misere.outcome({1, 1}) == Outcome::N);
  CHECK(misere.outcome({1, 1, 1, 0}) == Outcome::P);
  CHECK(misere.outcome({0, 0}) == Outcome::N);  // the opponent took the last match
  // One big row: leave an odd number of 1s.
  CHECK(misere.winning_moves({kMaxHeap, 1, 1}) == std::vector<Move>{Move{0, kMaxHeap - 1, false}});
  CHECK(misere.winning_moves({kMaxHeap, 1}) == std::vector<Move>{Move{0, kMaxHeap, false}});
}
