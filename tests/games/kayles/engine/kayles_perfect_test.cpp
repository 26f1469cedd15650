// The perfect player on Kayles, exhaustively against the generic solver
// (tests/engine/perfect_support.hpp).
#include <catch2/catch.hpp>

#include "perfect_support.hpp"

using namespace marienbad;
using marienbad::testing::check_every_position;
using marienbad::testing::Tally;

TEST_CASE("perfect: kayles, two rows up to 7 pins and three up to 4, both rules") {
  Tally tally;
  for (Rule rule : {Rule::Normal, Rule::Misere}) {
    check_every_position(tally, KaylesGame(rule), 2, 7);
    check_every_position(tally, KaylesGame(rule), 3, 4);
  }
  CHECK(tally.won > 0);
  CHECK(tally.lost > 0);
}
