// Marienbad's setup page: its custom rows, its choices remembered and restored.
#include <catch2/catch.hpp>

#include "boards/start_editor.hpp"
#include "setup_test_support.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

TEST_CASE("setup: custom Marienbad rows stay within 1..8 rows of 1..15 matches") {
  TempDir home("setup-rows");
  auto app = start_on_menu(home, {960, 540});
  app->context().settings().last_setup["nim"] = {.start = 2};
  auto& setup = open_setup(*app, GameKind::Nim);
  for (int i = 0; i < 6; ++i)
    key(*app, SDLK_DOWN);  // five general rows, the start, the number of rows
  for (int i = 0; i < 12; ++i) key(*app, SDLK_RIGHT);
  CHECK(setup.current_setup().start.size() == 8);
  for (int i = 0; i < 12; ++i) key(*app, SDLK_LEFT);
  REQUIRE(setup.current_setup().start.size() == 1);
  key(*app, SDLK_DOWN);  // row 1
  for (int i = 0; i < 20; ++i) key(*app, SDLK_RIGHT);
  CHECK(setup.current_setup().start == Heaps{15});
  for (int i = 0; i < 20; ++i) key(*app, SDLK_LEFT);
  CHECK(setup.current_setup().start == Heaps{1});
  CHECK(setup.problem().empty());
}

TEST_CASE("setup: the choices are remembered per game and restored") {
  TempDir home("setup-remember");
  {
    auto app = start_on_menu(home, {960, 540});
    auto& setup = open_setup(*app, GameKind::Nim);
    key(*app, SDLK_DOWN);   // difficulty
    key(*app, SDLK_RIGHT);  // one level up
    const std::string level = setup.current_setup().level;
    key(*app, SDLK_DOWN);   // who starts
    key(*app, SDLK_RIGHT);  // the computer
    key(*app, SDLK_DOWN);   // rule
    key(*app, SDLK_RIGHT);  // misère -> normal
    key(*app, SDLK_DOWN);   // learning mode
    key(*app, SDLK_DOWN);   // start
    key(*app, SDLK_RIGHT);  // 3-5-7-9
    CHECK(setup.current_setup().start == Heaps{3, 5, 7, 9});
    CHECK(setup.current_setup().first == FirstMover::Computer);
    CHECK(setup.current_setup().rule == Rule::Normal);
    key(*app, SDLK_RETURN);
    CHECK(app->scenes().top()->name() == "play");
    // A restart reads the settings file again.
    app.reset();
    auto again = start_on_menu(home, {960, 540});
    auto& restored = open_setup(*again, GameKind::Nim);
    CHECK(restored.current_setup().level == level);
    CHECK(restored.current_setup().first == FirstMover::Computer);
    CHECK(restored.current_setup().rule == Rule::Normal);
    CHECK(restored.current_setup().start == Heaps{3, 5, 7, 9});
    // Another game keeps its own defaults.
    auto& other = open_setup(*again, GameKind::Subtraction);
    CHECK(other.current_setup().start == Heaps{21});
  }
}
