// The perfect player on Nim, exhaustively against the generic solver
// (tests/engine/perfect_support.hpp).
#include <catch2/catch.hpp>

#include "marienbad/player.hpp"
#include "perfect_support.hpp"

using namespace marienbad;
using marienbad::testing::check_every_position;
using marienbad::testing::Tally;

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

TEST_CASE("perfect: in a lost misere position it never takes the last match on purpose") {
  const Game game{NimGame(Rule::Misere)};
  auto perfect = make_player("perfect").value();
  Rng rng(1);
  for (const Heaps& lost : {Heaps{1, 0, 1, 1}, Heaps{1, 1, 1, 1, 1}, Heaps{2, 2}, Heaps{1, 2, 3}}) {
    REQUIRE(game.outcome(lost) == Outcome::P);
    CHECK_FALSE(game.is_terminal(game.apply(lost, perfect->choose(game, lost, rng))));
  }
}
