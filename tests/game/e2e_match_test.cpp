// End to end through the real loop: a computer-vs-computer demo chosen in the setup. Each
// game's own end-to-end match, played by keys or clicks on its board, is in its home
// (tests/games/ID/game/ID_e2e_test.cpp; e2e_support.hpp).
#include <catch2/catch.hpp>

#include "e2e_support.hpp"
#include "session/game_rules.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

TEST_CASE("e2e: a computer-vs-computer demo chosen in the setup reaches game over") {
  // The first game of the menu, by its digit.
  const GameKind first = all_game_rules().front()->kind;
  const std::string id(game_info(first).id);
  TempDir home("e2e-demo");
  auto app = start_app(home);
  remember(*app, first, {.level = "medium", .start = 0});
  key(*app, SDLK_1);
  auto& setup = top_as<SetupScene>(*app);
  REQUIRE(setup.current_setup().opponent == Opponent::Computer);
  key(*app, SDLK_RIGHT);  // the first row: the opponent -> a second person
  key(*app, SDLK_RIGHT);  // -> computer vs computer
  REQUIRE(setup.current_setup().opponent == Opponent::Demo);
  key(*app, SDLK_RETURN);
  auto& play = top_as<PlayScene>(*app);
  CHECK_FALSE(play.person_to_move());
  for (int i = 0; i < kMaxSteps && app->scenes().top()->name() != "game-over"; ++i) {
    app->step(0.1);
  }
  CHECK(play.match().over());
  CHECK(app->scenes().top()->name() == "game-over");
  // The statistics count matches against the computer only.
  CHECK(app->context().statistics().entries.empty());
  // The demo choice is remembered for next time.
  CHECK(app->context().settings().last_setup[id].opponent == "demo");
}
