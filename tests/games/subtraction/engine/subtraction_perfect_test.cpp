// The perfect player on subtraction games, exhaustively against the generic solver
// (tests/engine/perfect_support.hpp).
#include <catch2/catch.hpp>

#include "perfect_support.hpp"

using namespace marienbad;
using marienbad::testing::check_every_position;
using marienbad::testing::Tally;

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
