// The hint overlay inside the real play scene, headless: learning mode keeps it on, H
// toggles it, the board shows the engine's suggestion, hints are counted per turn.
#include <catch2/catch.hpp>

#include "play_test_support.hpp"
#include "scenes/play_scene.hpp"
#include "session/game_rules.hpp"
#include "test_app.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

namespace {

MatchSetup learning_setup(GameKind kind) {
  MatchSetup setup = default_setup(kind);
  setup.first = FirstMover::Human;
  setup.learning_mode = true;
  return setup;
}

// Each game of the window, played from its standard setup with the person first: `check`
// runs on its play screen.
template <typename Check>
void for_each_game_played(const char* home_name, Check check) {
  for (const GameRules* rules : all_game_rules()) {
    INFO(to_string(rules->kind));
    TempDir home(home_name);
    auto app = make_app(home.path());
    REQUIRE(app);
    MatchSetup setup = default_setup(rules->kind);
    setup.first = FirstMover::Human;
    check(*app, *push_play(*app, setup));
  }
}

}  // namespace

TEST_CASE("hint overlay: learning mode shows it for every game at two window sizes") {
  for (WindowSize size : {WindowSize{1280, 720}, WindowSize{800, 500}}) {
    for (const GameRules* rules : all_game_rules()) {
      const GameKind kind = rules->kind;
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

TEST_CASE("hint overlay: H toggles it in every game, counted once a turn") {
  for_each_game_played("hint-toggle", [](App& app, PlayScene& play) {
    CHECK_FALSE(play.hint_visible());
    CHECK(play.hints_used() == 0);
    const Rect full_board = play.board_area();
    push_key(SDLK_h);
    app.step();
    CHECK(play.hint_visible());
    CHECK(play.hints_used() == 1);
    // The board gives room to the overlay.
    CHECK(play.board_area().w * play.board_area().h < full_board.w * full_board.h);
    push_key(SDLK_h);
    app.step();
    CHECK_FALSE(play.hint_visible());
    push_key(SDLK_h);
    app.step();
    CHECK(play.hints_used() == 1);  // same turn: still one hint
  });
}

TEST_CASE("play: Tab reaches the side panel's buttons in every game, Enter presses one") {
  for_each_game_played("play-tab", [](App& app, PlayScene& play) {
    REQUIRE_FALSE(play.hint_visible());
    // Undo and Redo are disabled at the start: the first Tab that leaves the board (a sum's
    // first steps through its parts) rings Hint.
    int tabs = 0;
    for (; tabs < 8 && !play.panel_focus(); ++tabs) {
      push_key(SDLK_TAB);
      app.step();
    }
    REQUIRE(play.panel_focus());
    if (game_info(play.setup().kind).single) CHECK(tabs == 1);
    push_key(SDLK_RETURN);
    app.step();
    CHECK(play.hint_visible());
    CHECK(play.match().cursor() == 0);  // Enter pressed the button, not a board move
    // An arrow gives the keyboard back to the board; Esc first leaves the panel, not the match.
    push_key(SDLK_TAB);
    app.step();
    push_key(SDLK_ESCAPE);
    app.step();
    CHECK_FALSE(play.panel_focus());
    CHECK(app.scenes().top() == &play);
  });
}
