// The largest Marienbad history: the longest games the setup page allows (8 rows of 15).
#include <catch2/catch.hpp>

#include "game_history_support.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

TEST_CASE("the largest Marienbad history is written far under the size a file may be read at",
          "[session][history]") {
  MatchSetup setup = default_setup(GameKind::Nim);
  setup.start = Heaps(SetupLimits::kMaxRows, SetupLimits::kMaxMatches);
  check_longest_history(setup);
}
