// A sum's boards, headless (issue 44, item 14): the parts' titles and the subtraction's
// buttons fit with the hint shown, in French too; Dornim's x and y never run together; the
// name over the square the computer moves to stays on its board.
#include <catch2/catch.hpp>

#include "games/subtraction/subtraction_board.hpp"
#include "games/sum/sum_board.hpp"
#include "games/wythoff/wythoff_board.hpp"
#include "scenes/play_scene.hpp"
#include "session/match_setup.hpp"
#include "test_app.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

TEST_CASE("sum board: with the hint, French part titles keep their size, 1 2 3 on one row") {
  for (const WindowSize size : {WindowSize{1280, 720}, WindowSize{800, 600}}) {
    CAPTURE(size.width);
    TempDir home("sum-fr-titles");
    auto app = start_on_menu(home, size);
    app->context().set_language("fr");
    MatchSetup setup = default_setup(GameKind::Sum);
    setup.opponent = Opponent::SecondPerson;
    app->scenes().push(make_play_scene(app->context(), setup));
    app->step();
    auto& play = top_as<PlayScene>(*app);
    key(*app, SDLK_h);
    app->step();
    const auto* board = dynamic_cast<const SumBoard*>(&play.board());
    REQUIRE(board);
    REQUIRE(board->captions().size() == 3);
    for (const SumBoard::Caption& caption : board->captions()) {
      CAPTURE(caption.text);
      CHECK(caption.size == TextSize::Body);
    }
    // The subtraction part: its name at least (its amounts are on its buttons).
    CHECK(board->captions()[1].text.rfind("2 · Soustraction", 0) == 0);
    const auto* sub = dynamic_cast<const SubtractionBoard*>(board->part_board(1));
    REQUIRE(sub);
    for (Count amount : {1, 2, 3}) {
      const auto button = sub->amount_button(amount);
      REQUIRE(button);
      CHECK(button->y == sub->amount_button(1)->y);
    }
    app->context().set_language("en");  // the language is the process's: the next tests' too
  }
}

TEST_CASE("sum board: Dornim's x and y previews never run together") {
  for (const WindowSize size : {WindowSize{1280, 720}, WindowSize{800, 600}}) {
    for (const char* language : {"en", "fr"}) {
      CAPTURE(size.width, language);
      TempDir home("sum-dornim-labels");
      auto app = start_on_menu(home, size);
      app->context().set_language(language);
      MatchSetup setup = default_setup(GameKind::Sum);
      setup.opponent = Opponent::SecondPerson;
      app->scenes().push(make_play_scene(app->context(), setup));
      app->step();
      key(*app, SDLK_h);
      // The Dornim part (the third), a square two left and one down picked with the keys.
      for (SDL_Keycode k : {SDLK_TAB, SDLK_TAB, SDLK_LEFT, SDLK_LEFT, SDLK_DOWN}) key(*app, k);
      auto& play = top_as<PlayScene>(*app);
      REQUIRE(play.board().pending_move());
      const auto* board = dynamic_cast<const SumBoard*>(&play.board());
      REQUIRE(board);
      const auto* dornim = dynamic_cast<const WythoffBoard*>(board->part_board(2));
      REQUIRE(dornim);
      const Rect x = dornim->heap_label(0);
      const Rect y = dornim->heap_label(1);
      CAPTURE(x.x, x.w, y.x, y.y);
      REQUIRE(x.w > 0);
      // One under the other, or side by side with a clear gap (two spaces of the theme).
      const bool stacked = y.y >= x.bottom() - 1;
      const float gap = app->context().layout().px(2 * 16.0f);
      CHECK((stacked || y.x - x.right() >= gap * 0.9f));
      // Readable: at least the body text's size.
      CHECK(x.h >= app->context().layout().px(18));
      // Both above the squares, never over them.
      CHECK(y.bottom() <= dornim->board_rect().y + 1);
      CHECK(x.bottom() <= dornim->board_rect().y + 1);
      app->context().set_language("en");
    }
  }
}

TEST_CASE("sum board: the computer's name over its Dornim square stays on the board") {
  for (const WindowSize size : {WindowSize{1280, 720}, WindowSize{800, 600}}) {
    CAPTURE(size.width);
    TempDir home("sum-dornim-mover");
    auto app = start_on_menu(home, size);
    MatchSetup setup = default_setup(GameKind::Sum);
    // Perfect moves the token from (6, 7) to (0, 1): to the board's left column.
    setup.parts = {parse_sum_part("nim:1").value(), parse_sum_part("wythoff:6,7").value()};
    setup.first = FirstMover::Computer;
    setup.level = "perfect";
    app->scenes().push(make_play_scene(app->context(), setup));
    app->step();
    key(*app, SDLK_h);
    auto& play = top_as<PlayScene>(*app);
    REQUIRE(step_until(*app, [&] { return play.match().cursor() == 1; }));
    app->step(0.05);
    const auto* board = dynamic_cast<const SumBoard*>(&play.board());
    REQUIRE(board);
    const auto* dornim = dynamic_cast<const WythoffBoard*>(board->part_board(1));
    REQUIRE(dornim);
    const auto label = dornim->mover_label();
    REQUIRE(label);
    const auto left = dornim->square_rect(0, 0);
    const auto right = dornim->square_rect(dornim->board_size() - 1, 0);
    REQUIRE(left);
    REQUIRE(right);
    CHECK(label->x >= left->x - 0.5f);
    CHECK(label->right() <= right->right() + 0.5f);
  }
}
