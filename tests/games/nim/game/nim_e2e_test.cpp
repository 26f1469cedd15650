// End to end: Marienbad by keyboard only, from the menu to game over.
#include <catch2/catch.hpp>

#include "e2e_support.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

namespace {

// Down walks the non-empty rows (the first press selects one match), Left takes one more,
// Enter confirms.
void type_nim_move(App& app, PlayScene& play, const Move& move) {
  const Heaps& position = play.match().position();
  for (std::size_t r = 0; r <= move.heap; ++r) {
    if (position[r] > 0) push_key(SDLK_DOWN);
  }
  for (Count i = 1; i < move.amount; ++i) push_key(SDLK_LEFT);
  push_key(SDLK_RETURN);
  app.step();
}

}  // namespace

TEST_CASE("e2e: Marienbad by keyboard only, from the menu to game over") {
  TempDir home("e2e-nim");
  auto app = start_app(home);
  remember(*app, GameKind::Nim, {.level = "random", .first = "human", .rule = "misere"});
  key(*app, SDLK_1);  // the first game
  auto& setup = top_as<SetupScene>(*app);
  CHECK(setup.current_setup().start == Heaps{1, 3, 5, 7});
  CHECK(setup.current_setup().level == "random");
  key(*app, SDLK_RETURN);  // Play is the default
  auto& play = top_as<PlayScene>(*app);
  CHECK(play.match().game().rule() == Rule::Misere);
  CHECK(play.match().start() == Heaps{1, 3, 5, 7});
  const MatchResult result = play_to_end(*app, play, type_nim_move);
  check_statistics(*app, GameKind::Nim, result);
}
