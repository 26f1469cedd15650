// The subtraction game's setup page: a set that is not one.
#include <catch2/catch.hpp>

#include "boards/start_editor.hpp"
#include "scenes/play_scene.hpp"
#include "setup_test_support.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

TEST_CASE("setup: an empty subtraction set is refused with a message, not started") {
  TempDir home("setup-empty-set");
  auto app = start_on_menu(home, {960, 540});
  app->context().settings().last_setup["subtraction"] = {
      .start = 1, .heap = 30, .set = std::vector<std::uint64_t>{}};
  auto& setup = open_setup(*app, GameKind::Subtraction);
  CHECK(setup.current_setup().set.empty());
  key(*app, SDLK_RETURN);
  CHECK(app->scenes().top() == &setup);
  CHECK_FALSE(setup.message().empty());
  // Digits toggle amounts on the set row: start, heap, then the set.
  for (int i = 0; i < 7; ++i) key(*app, SDLK_DOWN);
  key(*app, SDLK_1);
  key(*app, SDLK_3);
  key(*app, SDLK_4);
  CHECK(setup.current_setup().set == std::vector<Count>{1, 3, 4});
  CHECK(setup.problem().empty());
  key(*app, SDLK_RETURN);
  auto& play = top_as<PlayScene>(*app);
  CHECK(play.match().game().parameter() == std::vector<Count>{1, 3, 4});
  CHECK(play.match().start() == Heaps{30});
}
