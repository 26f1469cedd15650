// The post-game review and the last games, whatever the game: the list when there is none.
// Each game's reviews (a finished game reviewed, tried again, listed in the last games) are in
// its home, tests/games/ID/game/ID_review_scene_test.cpp.
#include <catch2/catch.hpp>

#include "scenes/scene_factory.hpp"
#include "test_app.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

TEST_CASE("the last games list when there is none", "[review][history]") {
  TempDir empty("review-empty");
  auto app = make_app(empty.path());
  REQUIRE(app);
  app->scenes().push(make_last_games_scene(app->context()));
  app->step();
  CHECK(app->scenes().top()->name() == "last-games");
  push_key(SDLK_RETURN);  // nothing to open
  app->step();
  CHECK(app->scenes().top()->name() == "last-games");
}
