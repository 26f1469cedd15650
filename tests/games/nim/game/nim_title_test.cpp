// Marienbad's title, as the screens that name the game show it.
#include <catch2/catch.hpp>

#include "app/strings.hpp"
#include "boards/game_table.hpp"
#include "session/match_setup.hpp"

using namespace marienbad;
using namespace marienbad::app;

TEST_CASE("titles: Marienbad keeps its name") {
  const Strings en(Language("en"));
  CHECK(game_name(en, default_setup(GameKind::Nim)) == "Marienbad");
}
