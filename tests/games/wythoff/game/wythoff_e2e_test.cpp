// End to end: Dornim by mouse only, the menu button, the Play button, the squares.
#include <catch2/catch.hpp>

#include "e2e_support.hpp"
#include "games/wythoff/wythoff_board.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

namespace {

// A click on the destination square.
void click_wythoff_move(App& app, PlayScene& play, const Move& move) {
  auto& board = dynamic_cast<WythoffBoard&>(play.board());
  const Heaps to = play.match().game().apply(play.match().position(), move);
  const auto square = board.square_rect(to[0], to[1]);
  REQUIRE(square);
  click(app, square->center());
}

}  // namespace

TEST_CASE("e2e: Dornim by mouse only: menu button, Play button, squares") {
  TempDir home("e2e-dornim");
  auto app = start_app(home);
  remember(*app, GameKind::Wythoff,
           {.level = "random", .first = "human", .start = 1, .board = 12, .x = 7, .y = 10});
  auto& menu = top_as<MainMenuScene>(*app);
  click(*app, menu.button_rect(MainMenuScene::game_button(GameKind::Wythoff)).center());
  auto& setup = top_as<SetupScene>(*app);
  click(*app, setup.play_button().center());
  auto& play = top_as<PlayScene>(*app);
  CHECK(play.match().start() == Heaps{7, 10});
  const MatchResult result = play_to_end(*app, play, click_wythoff_move);
  check_statistics(*app, GameKind::Wythoff, result);
}
