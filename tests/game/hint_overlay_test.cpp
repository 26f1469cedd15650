// The hint overlay inside the real play scene, headless: learning mode keeps it on, H
// toggles it, the board shows the engine's suggestion, hints are counted per turn.
#include <catch2/catch.hpp>

#include "boards/nim/nim_board.hpp"
#include "scenes/play_scene.hpp"
#include "test_app.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

namespace {

PlayScene* push_play(App& app, const MatchSetup& setup) {
  auto match = make_match(setup, 11);
  REQUIRE(match.ok());
  auto scene = std::make_unique<PlayScene>(app.context(), std::move(match).value(), setup);
  PlayScene* play = scene.get();
  app.scenes().push(std::move(scene));
  app.step();
  return play;
}

MatchSetup learning_setup(GameKind kind) {
  MatchSetup setup = default_setup(kind);
  setup.first = FirstMover::Human;
  setup.learning_mode = true;
  return setup;
}

}  // namespace

TEST_CASE("hint overlay: learning mode shows it for every game at two window sizes") {
  for (WindowSize size : {WindowSize{1280, 720}, WindowSize{800, 500}}) {
    for (GameKind kind : {GameKind::Nim, GameKind::Subtraction, GameKind::Wythoff}) {
      TempDir home("hint-overlay");
      Options options;
      options.size = size;
      auto app = make_app(home.path(), options);
      REQUIRE(app);
      PlayScene* play = push_play(*app, learning_setup(kind));
      INFO(to_string(kind) << " " << size.width << "x" << size.height);
      CHECK(play->hint_visible());
      CHECK(play->person_to_move());
      // Shown during the person's turn: counted once, however many frames are drawn.
      app->step();
      app->step();
      CHECK(play->hints_used() == 1);
      // The board stays inside the window and keeps a usable size beside or under the hint.
      const Rect board = play->board_area();
      CHECK(board.w > 200);
      CHECK(board.h > 100);
      CHECK(board.right() <= static_cast<float>(size.width));
      CHECK(board.bottom() <= static_cast<float>(size.height));
    }
  }
}

TEST_CASE("hint overlay: H toggles it, the suggested move is the engine's") {
  TempDir home("hint-toggle");
  auto app = make_app(home.path());
  REQUIRE(app);
  MatchSetup setup = default_setup(GameKind::Nim);
  setup.first = FirstMover::Human;
  setup.start = Heaps{3, 5, 7, 9};
  PlayScene* play = push_play(*app, setup);
  REQUIRE(play->match().position() == Heaps{3, 5, 7, 9});
  CHECK_FALSE(play->hint_visible());
  CHECK(play->hints_used() == 0);
  const Rect full_board = play->board_area();
  push_key(SDLK_h);
  app->step();
  CHECK(play->hint_visible());
  CHECK(play->hints_used() == 1);
  // The board gives room to the overlay.
  CHECK(play->board_area().w * play->board_area().h < full_board.w * full_board.h);
  push_key(SDLK_h);
  app->step();
  CHECK_FALSE(play->hint_visible());
  push_key(SDLK_h);
  app->step();
  CHECK(play->hints_used() == 1);  // same turn: still one hint
}
