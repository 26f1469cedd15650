// Remoteness tables on Wythoff's game (Dornim) against the generic solver (exhaustively), their
// limits, and the rating of played moves (tests/engine/remoteness_support.hpp).
#include <catch2/catch.hpp>

#include "marienbad/remoteness.hpp"
#include "remoteness_support.hpp"
#include "solver_reference.hpp"

using namespace marienbad;
using marienbad::testing::check_table;
using marienbad::testing::for_each_position;
using marienbad::testing::solver_winning_moves;

TEST_CASE("remoteness: the Dornim board up to 30x30, both rules") {
  for (Rule rule : {Rule::Normal, Rule::Misere}) {
    CHECK(check_table(WythoffGame(rule), 2, 30) == 31 * 31);
    // An uneven root.
    const Game game{WythoffGame(rule)};
    Solver solver{WythoffGame(rule)};
    const auto table = RemotenessTable::build(game, {7, 19});
    REQUIRE(table.has_value());
    CHECK(table->size() == 8 * 20);
    CHECK(table->remoteness({7, 19}) == solver.solve({7, 19}).remoteness);
    CHECK(table->remoteness({5, 11}) == solver.solve({5, 11}).remoteness);
    CHECK_FALSE(table->find({8, 0}).has_value());
  }
}

TEST_CASE("remoteness: the memo limit, decided before searching (Wythoff)") {
  const Game wythoff{WythoffGame()};
  CHECK_FALSE(remoteness(wythoff, {5000, 6000}).has_value());
  CHECK_FALSE(remoteness(wythoff, {kMaxHeap, kMaxHeap}).has_value());
  CHECK(remoteness(wythoff, {1000, 1000}).has_value());
}

TEST_CASE("move_between and review_game (Wythoff)") {
  const Game wythoff{WythoffGame()};
  CHECK(move_between(wythoff, {4, 6}, {1, 3}).value() == Move{0, 3, true});
  CHECK(move_between(wythoff, {4, 6}, {4, 0}).value() == Move{1, 6, false});
  CHECK_FALSE(move_between(wythoff, {4, 6}, {1, 4}).ok());
}
