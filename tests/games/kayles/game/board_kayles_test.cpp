// Kayles in the window: the pins keep their places (a fallen pin leaves a gap), clicks and keys
// produce exactly the engine's moves, and the hint adds the rows' Grundy values, not their
// lengths.
#include <catch2/catch.hpp>

#include "board_test_support.hpp"
#include "boards/hint_model.hpp"
#include "games/kayles/kayles_board.hpp"
#include "kayles/kayles.hpp"
#include "scenes/initial_scene.hpp"
#include "session/game_rules.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

namespace {

Heaps lengths(const PinLines& pins) {
  Heaps rows;
  for (const PinLines::Run& run : pins.runs()) rows.push_back(run.length);
  return rows;
}

struct KaylesFixture {
  explicit KaylesFixture(Heaps start, Rule rule = Rule::Normal) : home("board-kayles") {
    app = make_app(home.path(), sized(1280, 720));
    REQUIRE(app);
    auto made = Game::make(GameKind::Kayles, rule, {});
    REQUIRE(made.ok());
    MatchSetup setup = default_setup(GameKind::Kayles);
    setup.start = start;
    auto scene = std::make_unique<BoardScene>(make_kayles_board(app->context(), setup),
                                              std::move(made).value(), start);
    board_scene = scene.get();
    board_scene->apply_moves = true;
    app->scenes().push(std::move(scene));
    app->step();
  }
  KaylesBoard& board() { return dynamic_cast<KaylesBoard&>(board_scene->board()); }
  void click(Point p) {
    push_click(static_cast<int>(p.x), static_cast<int>(p.y));
    app->step();
  }
  void move_to(Point p) {
    SDL_Event motion{};
    motion.type = SDL_MOUSEMOTION;
    motion.motion.x = static_cast<int>(p.x);
    motion.motion.y = static_cast<int>(p.y);
    SDL_PushEvent(&motion);
    app->step();
  }
  void key(SDL_Keycode k) {
    push_key(k);
    app->step();
  }
  // The middle of a standing pin of line `line`, slot `slot`.
  Point pin(std::size_t line, Count slot) {
    const auto foot = board().pin_base(line, slot);
    REQUIRE(foot);
    return {foot->x, foot->y - 30};
  }

  TempDir home;
  std::unique_ptr<App> app;
  BoardScene* board_scene = nullptr;
};

}  // namespace

TEST_CASE("kayles pins: a fallen pin leaves a gap where it stood") {
  PinLines pins(Heaps{3, 5, 7});
  CHECK(pins.shows({3, 5, 7}));
  // Pin 3 of row 3 (the row of 7): rows 3, 5, 2, 4; the line keeps its 7 slots.
  const Move move = KaylesGame().parse_move("3:3").value();
  const auto fallen = pins.pins_of(move);
  REQUIRE(fallen.size() == 1);
  CHECK(fallen[0] == PinLines::Pin{2, 2});
  pins.knock_down(fallen);
  CHECK(lengths(pins) == Heaps{3, 5, 2, 4});
  CHECK(pins.width(2) == 7);
  CHECK_FALSE(pins.standing(2, 2));
  CHECK(pins.shows(KaylesGame().apply({3, 5, 7}, move)));
  // Two pins side by side of the new row 4 (the 4 right of the gap): pins 4 and 5 of that line.
  const auto two = pins.move_at({2, 3}, 2);
  REQUIRE(two);
  CHECK(two->heap == 3);
  CHECK(two->at == 0);
  CHECK(two->amount == 2);
  CHECK_FALSE(pins.move_at({2, 1}, 2));  // pin 2 and the fallen pin 3: not side by side
}

TEST_CASE("kayles pins: a position alone is packed in the start's lines, one gap between rows") {
  const PinLines pins = PinLines::packed({3, 5, 7}, {3, 2, 2, 4});
  CHECK(pins.line_count() == 3);
  CHECK(pins.shows({3, 2, 2, 4}));
  CHECK(lengths(pins) == Heaps{3, 2, 2, 4});
  CHECK(pins.width(1) == 5);
  CHECK(pins.standing(1, 0));
  CHECK(pins.standing(1, 1));
  CHECK_FALSE(pins.standing(1, 2));  // the gap between the two rows of 2
  CHECK(pins.standing(1, 3));
  // A position no start line holds gets lines of its own; the end of the game: all fallen.
  CHECK(PinLines::packed({3}, {9}).shows({9}));
  CHECK(PinLines::packed({3, 5, 7}, {0}).runs().empty());
}

TEST_CASE("kayles board: a click, a second click beside it, then Knock down plays two pins") {
  KaylesFixture f({3, 5, 7});
  f.click(f.pin(2, 3));
  CHECK(f.board().pending_move() == KaylesGame().parse_move("3:4").value());
  f.click(f.pin(2, 4));
  CHECK(f.board().pending_move() == KaylesGame().parse_move("3:4-5").value());
  f.click(f.board().confirm_button().center());
  REQUIRE(f.board_scene->moves.size() == 1);
  CHECK(f.board_scene->position() == Heaps{3, 5, 3, 2});
  // The line of 7 keeps its slots: pins 4 and 5 lie, the others stand where they stood.
  CHECK(f.board().pins().width(2) == 7);
  CHECK_FALSE(f.board().pins().standing(2, 3));
  CHECK_FALSE(f.board().pins().standing(2, 4));
  CHECK(f.board().pins().standing(2, 5));
  for (int i = 0; i < 10; ++i) f.app->step(0.1);  // the pins have fallen
  maybe_screenshot(*f.app, "kayles-after-move");
}

TEST_CASE("kayles board: pointing at the border between two pins shows both falling") {
  KaylesFixture f({5});
  const Point a = f.pin(0, 1);
  const Point b = f.pin(0, 2);
  f.move_to({(a.x + b.x) / 2, a.y});
  CHECK(f.board().hovered_move() == KaylesGame().parse_move("1:2-3").value());
  f.move_to(a);
  CHECK(f.board().hovered_move() == KaylesGame().parse_move("1:2").value());
}

TEST_CASE("kayles board: the keyboard walks the standing pins and knocks down") {
  KaylesFixture f({3, 5});
  f.key(SDLK_DOWN);   // the cursor appears on the first pin
  f.key(SDLK_DOWN);   // the line below
  f.key(SDLK_RIGHT);  // its second pin
  f.key(SDLK_RETURN);
  CHECK(f.board().pending_move() == KaylesGame().parse_move("2:2").value());
  f.key(SDLK_RETURN);
  REQUIRE(f.board_scene->moves.size() == 1);
  CHECK(f.board_scene->position() == Heaps{3, 1, 3});
  // Right skips the fallen pin: from pin 1 of line 2 to pin 3.
  f.key(SDLK_LEFT);
  f.key(SDLK_RIGHT);
  f.key(SDLK_RETURN);
  CHECK(f.board().pending_move() == KaylesGame().parse_move("3:1").value());
}

TEST_CASE("kayles hint: the digital sum of the rows' Grundy values, not of their lengths") {
  const Game game = Game::make(GameKind::Kayles, Rule::Normal, {}).value();
  const Heaps rows{3, 5, 7};
  const HintModel model = build_hint_model(game, rows, Strings("en"), true);
  REQUIRE(model.sum);
  const Count sum = kayles_grundy(3) ^ kayles_grundy(5) ^ kayles_grundy(7);
  CHECK(model.sum->table.sum == sum);
  CHECK(sum != (3 ^ 5 ^ 7));  // the lengths' sum would say something else
  REQUIRE(model.sum->table.rows.size() == 3);
  CHECK(model.sum->table.rows[1].count == kayles_grundy(5));
  CHECK(model.favourable);
  const auto suggested = suggested_move(model);
  REQUIRE(suggested);
  CHECK(game.outcome(game.apply(rows, *suggested)) == Outcome::P);
  // Two rows of equal value cancel: Σ = 0, lost for the player to move, no move suggested.
  const HintModel equal = build_hint_model(game, {4, 1}, Strings("en"), true);
  REQUIRE(equal.sum);
  CHECK(equal.sum->table.sum == 0);
  CHECK_FALSE(equal.favourable);
  CHECK_FALSE(suggested_move(equal));
}

TEST_CASE("kayles: the command line starts it, misère only where the engine is exact") {
  Options options;
  options.variant = GameKind::Kayles;
  options.heaps = Heaps{3, 5, 7};
  CHECK(check_command_line_game(options).ok());
  options.rule = Rule::Misere;
  CHECK(check_command_line_game(options).ok());
  options.heaps = Heaps{15, 15, 15};
  CHECK_FALSE(check_command_line_game(options).ok());
  MatchSetup setup = default_setup(GameKind::Kayles);
  CHECK(offers_misere(setup));
  setup.start = {15, 15, 15};
  CHECK_FALSE(offers_misere(setup));
}
