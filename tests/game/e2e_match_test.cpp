// End to end: from the main menu through the setup to game over, with injected SDL events
// through the real loop. The person's moves come from the engine's perfect player and are
// typed or clicked on the real boards.
#include <catch2/catch.hpp>

#include <string>

#include "games/wythoff/wythoff_board.hpp"
#include "marienbad/player.hpp"
#include "play_test_support.hpp"
#include "scenes/initial_scene.hpp"
#include "scenes/main_menu.hpp"
#include "scenes/play_scene.hpp"
#include "scenes/setup_scene.hpp"
#include "test_app.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

namespace {

constexpr int kMaxSteps = 2000;

std::unique_ptr<App> start_app(const TempDir& home) {
  Options options;
  options.size = WindowSize{960, 540};  // smaller frames: a faster test
  options.seed = 20261121;
  auto app = make_app(home.path(), options);
  REQUIRE(app);
  app->context().settings().animation_speed = 4;  // the fastest the settings allow
  push_initial_scenes(app->context());
  app->step();
  REQUIRE(app->scenes().top()->name() == "main-menu");
  return app;
}

// The person's choices remembered from an earlier session: the computer plays at random,
// the person starts.
void remember(App& app, GameKind kind, RememberedSetup choices) {
  app.context().settings().last_setup[std::string(to_string(kind))] = std::move(choices);
}

// A perfect move for the side to move (the engine's strongest player).
Move perfect_move(const PlayScene& play) {
  static const auto player = make_player("perfect");
  REQUIRE(player.ok());
  Rng rng(42);
  return player.value()->choose(play.match().game(), play.match().position(), rng);
}

// Marienbad by keys: Down walks the non-empty rows (the first press selects one match),
// Left takes one more, Enter confirms.
void type_nim_move(App& app, const PlayScene& play, const Move& move) {
  const Heaps& position = play.match().position();
  for (std::size_t r = 0; r <= move.heap; ++r) {
    if (position[r] > 0) push_key(SDLK_DOWN);
  }
  for (Count i = 1; i < move.amount; ++i) push_key(SDLK_LEFT);
  push_key(SDLK_RETURN);
  app.step();
}

// Subtraction by keys: the digit of the amount (0 for 10).
void type_subtraction_move(App& app, const Move& move) {
  REQUIRE(move.amount <= 10);
  key(app, move.amount == 10 ? SDLK_0 : static_cast<SDL_Keycode>(SDLK_0 + move.amount));
}

// Dornim by mouse: click the destination square.
void click_wythoff_move(App& app, PlayScene& play, const Move& move) {
  auto& board = dynamic_cast<WythoffBoard&>(play.board());
  const Heaps to = play.match().game().apply(play.match().position(), move);
  const auto square = board.square_rect(to[0], to[1]);
  REQUIRE(square);
  click(app, square->center());
}

void play_person_move(App& app, PlayScene& play) {
  const Move move = perfect_move(play);
  switch (play.match().game().kind()) {
    case GameKind::Nim:
      type_nim_move(app, play, move);
      break;
    case GameKind::Subtraction:
      type_subtraction_move(app, move);
      break;
    case GameKind::Wythoff:
      click_wythoff_move(app, play, move);
      break;
    default:
      FAIL("no board plays this game in the end-to-end test");
  }
}

struct MatchResult {
  bool person_won = false;
  bool person_had_a_win = false;  // the person once stood on a winning position
  int person_moves = 0;
};

// Plays the match to its end; with `undo_after`, takes back the person's move and the
// reply once after that many person moves, and checks the position came back.
MatchResult play_to_end(App& app, PlayScene& play, int undo_after = -1) {
  MatchResult result;
  bool undone = false;
  while (!play.match().over()) {
    wait_for_person(app, play);
    if (play.match().over()) break;
    REQUIRE(result.person_moves < 200);
    const Game& game = play.match().game();
    result.person_had_a_win =
        result.person_had_a_win || game.outcome(play.match().position()) == Outcome::N;
    const std::size_t before = play.match().cursor();
    const Heaps position = play.match().position();
    play_person_move(app, play);
    REQUIRE(play.match().cursor() == before + 1);
    ++result.person_moves;
    if (!undone && result.person_moves == undo_after && !play.match().over()) {
      wait_for_person(app, play);
      if (play.match().over()) break;
      key(app, SDLK_z, KMOD_LCTRL);
      CHECK(play.match().cursor() == before);
      CHECK(play.match().position() == position);
      CHECK(play.person_to_move());
      undone = true;
    }
  }
  for (int i = 0; i < kMaxSteps && app.scenes().top()->name() != "game-over"; ++i) app.step(0.1);
  CHECK(app.scenes().top()->name() == "game-over");
  if (undo_after >= 0) CHECK(undone);
  result.person_won = play.match().winner() == 0;
  return result;
}

void check_statistics(App& app, GameKind kind, const MatchResult& result) {
  const GameStats stats = app.context().statistics().get(to_string(kind), "random");
  CHECK(stats.played == 1);
  CHECK(stats.won == (result.person_won ? 1u : 0u));
  // The perfect player never gives a winning position away.
  if (result.person_had_a_win) CHECK(result.person_won);
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
  const MatchResult result = play_to_end(*app, play);
  check_statistics(*app, GameKind::Nim, result);
}

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
  const MatchResult result = play_to_end(*app, play, 2);
  check_statistics(*app, GameKind::Subtraction, result);
}

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
  const MatchResult result = play_to_end(*app, play);
  check_statistics(*app, GameKind::Wythoff, result);
}

TEST_CASE("e2e: a computer-vs-computer demo chosen in the setup reaches game over") {
  TempDir home("e2e-demo");
  auto app = start_app(home);
  remember(*app, GameKind::Nim, {.level = "medium", .start = 0});
  key(*app, SDLK_1);
  auto& setup = top_as<SetupScene>(*app);
  REQUIRE(setup.current_setup().opponent == Opponent::Computer);
  key(*app, SDLK_RIGHT);  // the first row: the opponent -> a second person
  key(*app, SDLK_RIGHT);  // -> computer vs computer
  REQUIRE(setup.current_setup().opponent == Opponent::Demo);
  key(*app, SDLK_RETURN);
  auto& play = top_as<PlayScene>(*app);
  CHECK_FALSE(play.person_to_move());
  for (int i = 0; i < kMaxSteps && app->scenes().top()->name() != "game-over"; ++i) {
    app->step(0.1);
  }
  CHECK(play.match().over());
  CHECK(app->scenes().top()->name() == "game-over");
  // The statistics count matches against the computer only.
  CHECK(app->context().statistics().entries.empty());
  // The demo choice is remembered for next time.
  CHECK(app->context().settings().last_setup["nim"].opponent == "demo");
}
