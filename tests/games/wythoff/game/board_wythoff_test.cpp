// The Dornim board, headless: every square is clicked and the moves produced are
// exactly the engine's legal moves, each landing on the clicked square; the keyboard
// cursor walks the three lines; the board size stays put during a match.
#include <catch2/catch.hpp>

#include <set>

#include "board_test_support.hpp"
#include "games/wythoff/wythoff_board.hpp"
#include "session/match_setup.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

namespace {

struct WythoffFixture {
  explicit WythoffFixture(Heaps start, Options options = sized(1280, 720), Rule rule = Rule::Normal)
      : home("board-wythoff") {
    app = make_app(home.path(), options);
    REQUIRE(app);
    auto made = Game::make(GameKind::Wythoff, rule);
    REQUIRE(made.ok());
    auto scene = std::make_unique<BoardScene>(make_wythoff_board(app->context()),
                                              std::move(made).value(), std::move(start));
    board_scene = scene.get();
    app->scenes().push(std::move(scene));
    app->step();
  }
  WythoffBoard& board() { return dynamic_cast<WythoffBoard&>(board_scene->board()); }
  void click_square(Count x, Count y) {
    auto r = board().square_rect(x, y);
    REQUIRE(r);
    push_click(static_cast<int>(r->center_x()), static_cast<int>(r->center_y()));
    app->step();
  }
  void key(SDL_Keycode k) {
    push_key(k);
    app->step();
  }

  TempDir home;
  std::unique_ptr<App> app;
  BoardScene* board_scene = nullptr;
};

}  // namespace

TEST_CASE("dornim board: clicking each square gives exactly the engine's moves") {
  for (auto [w, h] : {std::pair{1280, 720}, std::pair{800, 500}}) {
    WythoffFixture f({7, 11}, sized(w, h));
    const Heaps start{7, 11};
    const Count n = f.board().board_size();
    REQUIRE(n >= 12);
    // Clicks go straight to the board (the layout is the one just drawn): fast enough
    // to try every square.
    const BoardFrame frame = f.board_scene->frame(f.app->context().layout());
    std::set<std::pair<Count, Count>> reached;
    for (Count y = 0; y < n; ++y) {
      for (Count x = 0; x < n; ++x) {
        auto r = f.board().square_rect(x, y);
        REQUIRE(r);
        Input press;
        press.action = Action::PointerPress;
        press.pointer = r->center();
        Input release = press;
        release.action = Action::PointerRelease;
        CHECK_FALSE(f.board().handle(press, frame).has_value());
        const std::optional<Move> m = f.board().handle(release, frame);
        CHECK(f.board().square_at(r->center()) == Square{x, y});
        if (!m) continue;
        auto after = f.board_scene->game().try_apply(start, *m);
        REQUIRE(after.ok());
        CHECK(after.value() == Heaps{x, y});  // the move lands where the person clicked
        reached.insert({x, y});
      }
    }
    CHECK(reached.size() == f.board_scene->game().move_count(start));
  }
}

TEST_CASE("dornim board: the seed's three directions from (7, 11)") {
  WythoffFixture f({7, 11});
  f.click_square(0, 11);  // all the way left: x -> 0
  f.click_square(7, 0);   // all the way down
  f.click_square(0, 4);   // diagonal to the left edge
  f.click_square(3, 3);   // not on a line: nothing
  f.click_square(7, 11);  // the token itself: nothing
  REQUIRE(f.board_scene->moves.size() == 3);
  CHECK(f.board_scene->moves[0] == Move{0, 7, false});
  CHECK(f.board_scene->moves[1] == Move{1, 11, false});
  CHECK(f.board_scene->moves[2] == Move{0, 7, true});
}

TEST_CASE("dornim board: hovering a legal square previews its move") {
  WythoffFixture f({7, 11});
  auto r = f.board().square_rect(4, 8);
  REQUIRE(r);
  SDL_Event motion{};
  motion.type = SDL_MOUSEMOTION;
  motion.motion.x = static_cast<int>(r->center_x());
  motion.motion.y = static_cast<int>(r->center_y());
  SDL_PushEvent(&motion);
  f.app->step();
  CHECK(f.board().hovered_move() == Move{0, 3, true});
  maybe_screenshot(*f.app, "dornim-hover");
  r = f.board().square_rect(5, 5);
  motion.motion.x = static_cast<int>(r->center_x());
  motion.motion.y = static_cast<int>(r->center_y());
  SDL_PushEvent(&motion);
  f.app->step();
  CHECK_FALSE(f.board().hovered_move().has_value());
}

TEST_CASE("dornim board: arrows walk the three lines, Enter plays") {
  WythoffFixture f({7, 11});
  f.key(SDLK_LEFT);
  f.key(SDLK_LEFT);
  f.key(SDLK_LEFT);
  CHECK(f.board().pending_move() == Move{0, 3, false});  // (4, 11)
  f.key(SDLK_DOWN);                                      // down the column to the diagonal
  CHECK(f.board().pending_move() == Move{0, 3, true});   // (4, 8)
  f.key(SDLK_LEFT);                                      // continue along the diagonal
  CHECK(f.board().pending_move() == Move{0, 4, true});   // (3, 7)
  f.key(SDLK_RIGHT);                                     // along the row to the vertical line
  CHECK(f.board().pending_move() == Move{1, 4, false});  // (7, 7)
  f.key(SDLK_UP);
  CHECK(f.board().pending_move() == Move{1, 3, false});  // (7, 8)
  f.key(SDLK_RETURN);
  REQUIRE(f.board_scene->moves.size() == 1);
  CHECK(f.board_scene->moves[0] == Move{1, 3, false});
  f.key(SDLK_DOWN);
  CHECK(f.board().pending_move().has_value());
  f.key(SDLK_ESCAPE);  // Esc clears the cursor
  CHECK_FALSE(f.board().pending_move().has_value());
}

TEST_CASE("dornim board: the size comes from the start and is kept until reset") {
  WythoffFixture f({20, 3});
  CHECK(f.board().board_size() >= 21);
  const Count size = f.board().board_size();
  f.board_scene->set_position({2, 3});
  f.app->step();
  f.app->step();
  CHECK(f.board().board_size() == size);
  f.board().reset();
  f.board_scene->set_position({5, 6});
  f.key(SDLK_LEFT);  // any input redraws
  CHECK(f.board().board_size() == 16);
  f.board().set_board_size(10);
  f.app->step();
  f.key(SDLK_LEFT);
  CHECK(f.board().board_size() == 10);
}

TEST_CASE("dornim board: the computer's move slides the token, no input meanwhile") {
  WythoffFixture f({7, 11});
  f.board_scene->apply_moves = true;
  f.board().show_move(Move{0, 3, true}, Heaps{7, 11}, true);
  f.board_scene->set_position({4, 8});
  f.app->step(0.3);
  CHECK(f.board().animating());
  maybe_screenshot(*f.app, "dornim-computer");
  f.click_square(0, 8);
  CHECK(f.board_scene->moves.empty());
  for (int i = 0; i < 200 && f.board().animating(); ++i) f.app->step(0.2);
  CHECK_FALSE(f.board().animating());
  f.click_square(0, 8);
  REQUIRE(f.board_scene->moves.size() == 1);
  CHECK(f.board_scene->position() == Heaps{0, 8});
}

TEST_CASE("dornim board: a far position is not drawn square by square but stays playable") {
  WythoffFixture f({1000, 3000});
  CHECK_FALSE(f.board().square_rect(0, 0).has_value());
  f.key(SDLK_LEFT);
  f.key(SDLK_RETURN);
  REQUIRE(f.board_scene->moves.size() == 1);
  CHECK(f.board_scene->moves[0] == Move{0, 1, false});
}

TEST_CASE("dornim board: screenshots for review") {
  for (auto [w, h] : {std::pair{1280, 720}, std::pair{800, 500}}) {
    WythoffFixture f({11, 15}, sized(w, h), Rule::Misere);
    f.board().set_suggestion(Move{0, 1, false});
    f.app->step();
    maybe_screenshot(*f.app, "dornim-" + std::to_string(w));
  }
}

TEST_CASE("dornim board: the setup's board size reaches the board the play scene makes") {
  TempDir home("board-wythoff-setup");
  auto app = make_app(home.path(), sized(1280, 720));
  REQUIRE(app);
  MatchSetup setup = default_setup(GameKind::Wythoff);
  setup.board_size = 20;
  auto made = Game::make(GameKind::Wythoff, Rule::Normal);
  REQUIRE(made.ok());
  auto scene = std::make_unique<BoardScene>(make_board_view(app->context(), setup),
                                            std::move(made).value(), Heaps{3, 5});
  BoardScene* board_scene = scene.get();
  app->scenes().push(std::move(scene));
  app->step();
  // A 16-square default would fit (3, 5); the player asked for 20.
  CHECK(dynamic_cast<WythoffBoard&>(board_scene->board()).board_size() == 20);
}

TEST_CASE("dornim board: a square out of reach under the pointer is named, a legal one is not") {
  WythoffFixture f({5, 3});
  auto point_at = [&](Count x, Count y) {
    auto r = f.board().square_rect(x, y);
    REQUIRE(r);
    push_pointer_motion(static_cast<int>(r->center_x()), static_cast<int>(r->center_y()));
    f.app->step();
  };
  point_at(6, 6);  // up and right of the token: never a move
  REQUIRE(f.board().unreachable_square());
  CHECK(f.board().unreachable_square()->x == 6);
  CHECK(f.board().unreachable_square()->y == 6);
  point_at(2, 1);  // neither its row, its column nor its diagonal
  CHECK(f.board().unreachable_square());
  point_at(2, 0);  // the diagonal down-left: a move
  CHECK_FALSE(f.board().unreachable_square());
  CHECK(f.board().pending_move());
  point_at(5, 3);  // the token itself: nothing to explain
  CHECK_FALSE(f.board().unreachable_square());
}
