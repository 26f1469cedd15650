// The octal games' statistics: each code counts apart, under "octal:CODE".
#include <catch2/catch.hpp>

#include "session/match_setup.hpp"
#include "session/statistics.hpp"

using namespace marienbad;
using namespace marienbad::app;

TEST_CASE("octal statistics: the key names the code") {
  MatchSetup setup = default_setup(GameKind::Octal);
  CHECK(statistics_game(setup) == "octal:0.137");
  setup.set = {0, 0, 0, 7};
  CHECK(statistics_game(setup) == "octal:0.007");
  CHECK(statistics_game(default_setup(GameKind::Subtraction)) == "subtraction");
  CHECK(is_statistics_game("octal:0.137"));
  CHECK(is_statistics_game("nim"));
  CHECK_FALSE(is_statistics_game("octal"));       // a code is always named
  CHECK_FALSE(is_statistics_game("octal:0.70"));  // one name a code: 0.7
  CHECK_FALSE(is_statistics_game("octal:0.8"));
  CHECK_FALSE(is_statistics_game("nim:1"));
  Statistics statistics;
  statistics.record(statistics_game(setup), "hard", true, false);
  CHECK(statistics.get("octal:0.007", "hard").won == 1);
  CHECK(statistics.get("octal:0.137", "hard").played == 0);
}
