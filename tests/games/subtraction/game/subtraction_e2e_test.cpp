// End to end: Subtraction 21 by keyboard, with an undo in the middle.
#include <catch2/catch.hpp>

#include "e2e_support.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

namespace {

// The digit of the amount (0 for 10).
void type_subtraction_move(App& app, PlayScene&, const Move& move) {
  REQUIRE(move.amount <= 10);
  key(app, move.amount == 10 ? SDLK_0 : static_cast<SDL_Keycode>(SDLK_0 + move.amount));
}

}  // namespace

TEST_CASE("e2e: Subtraction 21 by keyboard with an undo in the middle") {
  TempDir home("e2e-sub");
  auto app = start_app(home);
  remember(*app, GameKind::Subtraction,
           {.level = "random", .first = "human", .rule = "normal", .start = 0});
  key(*app, SDLK_2);
  CHECK(app->scenes().top()->name() == "setup");
  key(*app, SDLK_RETURN);
  auto& play = top_as<PlayScene>(*app);
  CHECK(play.match().position() == Heaps{21});
  const MatchResult result = play_to_end(*app, play, type_subtraction_move, 2);
  check_statistics(*app, GameKind::Subtraction, result);
}
