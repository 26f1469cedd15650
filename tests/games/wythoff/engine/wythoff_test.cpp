// Wythoff's closed form (cold positions from ⌊dφ⌋, the misère exceptions)
// against the generic solver on a 64x64 board, and at 64-bit coordinates.
#include <catch2/catch.hpp>

#include "marienbad/exact.hpp"
#include "solver_reference.hpp"
#include "wythoff/wythoff.hpp"

using namespace marienbad;
using marienbad::testing::solver_winning_moves;

TEST_CASE("wythoff: outcome and every winning move match the solver on a 64x64 board") {
  for (Rule rule : {Rule::Normal, Rule::Misere}) {
    const WythoffGame game(rule);
    Solver solver(game);
    for (Count x = 0; x < 64; ++x) {
      for (Count y = 0; y < 64; ++y) {
        const Heaps heaps = {x, y};
        INFO("rule " << to_string(rule) << ", position " << x << "," << y);
        REQUIRE(game.outcome(heaps) == solver.solve(heaps).outcome);
        REQUIRE(game.winning_moves(heaps) == solver_winning_moves(solver, heaps));
      }
    }
  }
}

TEST_CASE("wythoff: moves, move_count and nth_move agree") {
  const WythoffGame game;
  for (const Heaps& heaps : {Heaps{3, 5}, Heaps{0, 4}, Heaps{6, 0}, Heaps{0, 0}}) {
    const auto moves = game.moves(heaps);
    REQUIRE(game.move_count(heaps) == moves.size());
    for (std::size_t i = 0; i < moves.size(); ++i) {
      CHECK(game.nth_move(heaps, i) == moves[i]);
      CHECK(game.check_move(heaps, moves[i]).ok());
    }
  }
  CHECK(game.move_count({kMaxHeap, kMaxHeap}) == kMaxHeap);
  CHECK_FALSE(game.check_position({1}).ok());
  CHECK_FALSE(game.check_position({1, 2, 3}).ok());
  CHECK_FALSE(game.check_position({kMaxHeap + 1, 0}).ok());
}

TEST_CASE("wythoff: cold positions at 64-bit coordinates") {
  const WythoffGame normal(Rule::Normal), misere(Rule::Misere);
  std::uint64_t state = 42;
  auto next = [&] {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return state;
  };
  for (int trial = 0; trial < 500; ++trial) {
    const Count d = trial == 0 ? kMaxWythoffRank : next() % kMaxWythoffRank;
    const ColdPosition cold = cold_position(d);
    REQUIRE(cold.y <= kMaxHeap);
    for (const WythoffGame* game : {&normal, &misere}) {
      CHECK(game->outcome({cold.x, cold.y}) == Outcome::P);
      CHECK(game->outcome({cold.y, cold.x}) == Outcome::P);
      CHECK(game->winning_moves({cold.x, cold.y}).empty());
      // Next to a cold position: one slide (x, y or diagonal) back onto it wins.
      for (const Heaps& near :
           {Heaps{cold.x + 1, cold.y}, Heaps{cold.x, cold.y + 1}, Heaps{cold.x + 1, cold.y + 1}}) {
        if (near[1] > kMaxHeap) continue;
        CHECK(game->outcome(near) == Outcome::N);
        const auto winning = game->winning_moves(near);
        REQUIRE_FALSE(winning.empty());
        for (const Move& move : winning) {
          REQUIRE(game->check_move(near, move).ok());
          const Heaps to = game->apply(near, move);
          CHECK(game->is_cold(to[0], to[1]));
        }
      }
    }
  }
}

TEST_CASE("wythoff: at any 64-bit position, N has winning moves and each reaches a cold one") {
  std::uint64_t state = 99;
  auto next = [&] {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return (state >> 1) & kMaxHeap;
  };
  std::vector<Heaps> positions = {{kMaxHeap, kMaxHeap}, {kMaxHeap, 0},     {0, kMaxHeap},
                                  {kMaxHeap, 1},        {kMaxHeap - 1, 2}, {1, kMaxHeap}};
  for (int i = 0; i < 2000; ++i) {
    const Count x = next() >> (i % 64), y = next() >> ((i / 64) % 64);
    positions.push_back({x, y});
  }
  for (Rule rule : {Rule::Normal, Rule::Misere}) {
    const WythoffGame game(rule);
    for (const Heaps& heaps : positions) {
      INFO("rule " << to_string(rule) << ", position " << heaps[0] << "," << heaps[1]);
      const auto winning = game.winning_moves(heaps);
      CHECK(winning.empty() == (game.outcome(heaps) == Outcome::P));
      for (const Move& move : winning) {
        REQUIRE(game.check_move(heaps, move).ok());
        const Heaps to = game.apply(heaps, move);
        CHECK(game.outcome(to) == Outcome::P);
      }
    }
  }
}
