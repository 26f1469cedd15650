// The perfect player on Wythoff's game (Dornim), exhaustively against the generic solver
// (tests/engine/perfect_support.hpp).
#include <catch2/catch.hpp>

#include "perfect_support.hpp"

using namespace marienbad;
using marienbad::testing::check_every_position;
using marienbad::testing::Tally;

TEST_CASE("perfect: the Dornim board up to 40x40") {
  Tally tally;
  for (Rule rule : {Rule::Normal, Rule::Misere}) {
    check_every_position(tally, WythoffGame(rule), 2, 40);
  }
  CHECK(tally.won > 0);
  CHECK(tally.lost > 0);
}
