// The largest history of the subtraction game: the longest games the setup page allows (the
// largest heap, one match a move).
#include <catch2/catch.hpp>

#include "game_history_support.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

TEST_CASE("the largest subtraction history is written far under the size a file may be read at",
          "[session][history]") {
  MatchSetup setup = default_setup(GameKind::Subtraction);
  setup.start = {SetupLimits::kMaxHeap};
  setup.set = {1};
  check_longest_history(setup);
}
