// The subtraction board, headless: digits, buttons, token clicks and the keyboard
// produce exactly the moves the engine allows; disabled amounts produce nothing.
#include <catch2/catch.hpp>

#include "board_test_support.hpp"
#include "games/subtraction/subtraction_board.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

namespace {

struct SubtractionFixture {
  explicit SubtractionFixture(Count heap, std::vector<Count> set = {1, 2, 3},
                              Options options = sized(1280, 720))
      : home("board-sub") {
    app = make_app(home.path(), options);
    REQUIRE(app);
    auto made = Game::make(GameKind::Subtraction, Rule::Normal, std::move(set));
    REQUIRE(made.ok());
    auto scene = std::make_unique<BoardScene>(make_subtraction_board(app->context()),
                                              std::move(made).value(), Heaps{heap});
    board_scene = scene.get();
    app->scenes().push(std::move(scene));
    app->step();
  }
  SubtractionBoard& board() { return dynamic_cast<SubtractionBoard&>(board_scene->board()); }
  void click(Rect r) {
    push_click(static_cast<int>(r.center_x()), static_cast<int>(r.center_y()));
    app->step();
  }
  void key(SDL_Keycode k) {
    push_key(k);
    app->step();
  }
  // Every produced move is legal in the engine.
  void check_all_legal() {
    for (const Move& m : board_scene->moves) {
      CHECK(board_scene->game().check_move(board_scene->position(), m).ok());
    }
  }

  TempDir home;
  std::unique_ptr<App> app;
  BoardScene* board_scene = nullptr;
};

}  // namespace

TEST_CASE("subtraction board: digits take that many, only when the set allows it") {
  SubtractionFixture f(21);
  f.key(SDLK_2);
  f.key(SDLK_4);  // not in {1,2,3}
  f.key(SDLK_0);
  f.key(SDLK_3);
  REQUIRE(f.board_scene->moves.size() == 2);
  CHECK(f.board_scene->moves[0] == Move{0, 2, false});
  CHECK(f.board_scene->moves[1] == Move{0, 3, false});
  f.check_all_legal();
}

TEST_CASE("subtraction board: a too large amount is shown disabled and does nothing") {
  SubtractionFixture f(2);
  auto take3 = f.board().amount_button(3);
  auto take2 = f.board().amount_button(2);
  REQUIRE(take3);
  REQUIRE(take2);
  CHECK(take3->w > 0);  // shown, not hidden
  f.click(*take3);
  f.key(SDLK_3);
  CHECK(f.board_scene->moves.empty());
  f.click(*take2);
  REQUIRE(f.board_scene->moves.size() == 1);
  CHECK(f.board_scene->moves[0] == Move{0, 2, false});
  f.check_all_legal();
}

TEST_CASE("subtraction board: hovering a button or a token previews the move, a click plays it") {
  SubtractionFixture f(21, {1, 3, 4});
  auto take4 = f.board().amount_button(4);
  REQUIRE(take4);
  SDL_Event motion{};
  motion.type = SDL_MOUSEMOTION;
  motion.motion.x = static_cast<int>(take4->center_x());
  motion.motion.y = static_cast<int>(take4->center_y());
  SDL_PushEvent(&motion);
  f.app->step();
  CHECK(f.board().pending_move() == Move{0, 4, false});
  CHECK(f.board().hovered_move() == Move{0, 4, false});

  // Token 17 (the 18th) would leave 17: take 4, allowed. Token 18 would take 3, also
  // allowed; token 19 would take 2, not in the set.
  auto t17 = f.board().token_rect(17);
  auto t19 = f.board().token_rect(19);
  REQUIRE(t17);
  REQUIRE(t19);
  f.click(*t19);
  CHECK(f.board_scene->moves.empty());
  CHECK_FALSE(f.board().pending_move().has_value());
  f.click(*t17);
  REQUIRE(f.board_scene->moves.size() == 1);
  CHECK(f.board_scene->moves[0] == Move{0, 4, false});
  f.check_all_legal();
}

TEST_CASE("subtraction board: Left/Right choose a button and Enter plays it") {
  SubtractionFixture f(21);
  f.key(SDLK_RIGHT);
  CHECK(f.board().pending_move() == Move{0, 2, false});
  f.key(SDLK_RIGHT);
  f.key(SDLK_LEFT);
  f.key(SDLK_ESCAPE);  // Esc clears the preview
  CHECK_FALSE(f.board().pending_move().has_value());
  f.key(SDLK_RIGHT);
  f.key(SDLK_RETURN);
  REQUIRE(f.board_scene->moves.size() == 1);
  CHECK(f.board_scene->moves[0] == Move{0, 3, false});
}

TEST_CASE("subtraction board: no moves while the computer plays or an animation runs") {
  SubtractionFixture f(21);
  f.board_scene->accepts_input = false;
  f.key(SDLK_1);
  f.click(*f.board().amount_button(1));
  CHECK(f.board_scene->moves.empty());
  f.board_scene->accepts_input = true;
  f.board_scene->apply_moves = true;
  f.key(SDLK_3);
  REQUIRE(f.board_scene->moves.size() == 1);
  CHECK(f.board_scene->position() == Heaps{18});
  CHECK(f.board().animating());
  f.key(SDLK_1);  // ignored while the tokens fly away
  CHECK(f.board_scene->moves.size() == 1);
  for (int i = 0; i < 120 && f.board().animating(); ++i) f.app->step(0.2);
  CHECK_FALSE(f.board().animating());
  f.key(SDLK_1);
  CHECK(f.board_scene->moves.size() == 2);
  CHECK(f.board_scene->position() == Heaps{17});
}

TEST_CASE("subtraction board: the computer's move is highlighted, then animated away") {
  SubtractionFixture f(21);
  f.board().show_move(Move{0, 1, false}, Heaps{21}, true);
  f.board_scene->set_position({20});
  f.app->step(0.1);
  CHECK(f.board().animating());
  maybe_screenshot(*f.app, "subtraction-computer");
  for (int i = 0; i < 200 && f.board().animating(); ++i) f.app->step(0.2);
  CHECK_FALSE(f.board().animating());
}

TEST_CASE("subtraction board: large heaps and many amounts still lay out and play") {
  SECTION("100 tokens, ten amounts, small window") {
    SubtractionFixture f(100, {1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, sized(800, 500));
    for (Count a = 1; a <= 10; ++a) {
      auto r = f.board().amount_button(a);
      REQUIRE(r);
      CHECK(r->right() <= 800);
      CHECK(r->bottom() <= 500);
    }
    REQUIRE(f.board().token_rect(99));
    CHECK(f.board().token_rect(99)->bottom() <= f.board().amount_button(1)->y);
    maybe_screenshot(*f.app, "subtraction-100-small");
    f.key(SDLK_0);  // 0 stands for 10
    REQUIRE(f.board_scene->moves.size() == 1);
    CHECK(f.board_scene->moves[0] == Move{0, 10, false});
  }
  SECTION("a huge heap is shown as a number") {
    SubtractionFixture f(5000, {1, 2, 3});
    CHECK_FALSE(f.board().token_rect(0).has_value());
    f.key(SDLK_1);
    CHECK(f.board_scene->moves.size() == 1);
  }
}

TEST_CASE("subtraction board: screenshots for review") {
  for (auto [w, h] : {std::pair{1280, 720}, std::pair{800, 500}}) {
    SubtractionFixture f(21, {1, 2, 3}, sized(w, h));
    f.board().set_suggestion(Move{0, 1, false});
    f.key(SDLK_RIGHT);
    f.app->step();
    maybe_screenshot(*f.app, "subtraction-" + std::to_string(w));
  }
}
