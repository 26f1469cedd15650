// Dornim's setup page: the square chosen on the small board.
#include <catch2/catch.hpp>

#include "boards/start_editor.hpp"
#include "setup_test_support.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

TEST_CASE("setup: a click on the small Dornim board chooses that square") {
  TempDir home("setup-dornim-click");
  auto app = start_on_menu(home, {960, 540});
  SetupScene& setup = open_setup(*app, GameKind::Wythoff);
  app->step();
  const Rect board = setup.start_editor().clickable_area();
  REQUIRE(board.w > 20);
  const Count n = setup.current_setup().board_size;
  const float cell = board.w / static_cast<float>(n);
  // The square (3, 5): column 3 from the left, row 5 from the bottom.
  push_click(static_cast<int>(board.x + 3.5f * cell),
             static_cast<int>(board.bottom() - 5.5f * cell));
  app->step();
  CHECK(setup.current_setup().start == Heaps{3, 5});
  // The corner is not a start: a click there changes nothing.
  push_click(static_cast<int>(board.x + 0.5f * cell),
             static_cast<int>(board.bottom() - 0.5f * cell));
  app->step();
  CHECK(setup.current_setup().start == Heaps{3, 5});
}

TEST_CASE("setup: a Dornim square must be on the board and not the corner") {
  TempDir home("setup-square");
  auto app = start_on_menu(home, {960, 540});
  app->context().settings().last_setup["wythoff"] = {.start = 1, .x = 0, .y = 0};
  auto& setup = open_setup(*app, GameKind::Wythoff);
  CHECK(setup.current_setup().start == Heaps{0, 0});
  CHECK_FALSE(setup.problem().empty());  // the corner: the game would already be over
  key(*app, SDLK_RETURN);
  CHECK(app->scenes().top() == &setup);
  // A remembered square off the board is not restored.
  app->context().settings().last_setup["wythoff"] = {.start = 1, .board = 8, .x = 9};
  auto& second = open_setup(*app, GameKind::Wythoff);
  CHECK(second.current_setup().start[0] < 8);
}
