// The subtraction game's title: its name and subtitle follow the chosen heap and amounts.
#include <catch2/catch.hpp>

#include "app/strings.hpp"
#include "boards/game_table.hpp"
#include "session/match_setup.hpp"

using namespace marienbad;
using namespace marienbad::app;

TEST_CASE("titles: Subtraction's name and subtitle follow the chosen heap and amounts") {
  Strings en(Language("en"));
  Strings fr(Language("fr"));
  MatchSetup setup = default_setup(GameKind::Subtraction);
  CHECK(game_name(en, setup) == "Subtraction 21");
  CHECK(game_tagline(en, setup) == "One heap of 21, take 1, 2 or 3");
  setup.start = {15};
  setup.set = {1, 3, 4};
  setup.rule = Rule::Misere;
  CHECK(game_name(en, setup) == "Subtraction");
  CHECK(game_tagline(en, setup) == "One heap of 15, take 1, 3 or 4");
  CHECK(game_name(fr, setup) == "Soustraction");
  CHECK(game_tagline(fr, setup) == "Un tas de 15, prenez 1, 3 ou 4");
  setup.set = {2};
  CHECK(game_tagline(en, setup) == "One heap of 15, take 2");
}
