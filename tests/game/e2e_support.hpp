#pragma once
// End to end: from the main menu through the setup to game over, with injected SDL events
// through the real loop. The person's moves come from the engine's perfect player and are
// entered on the real board as each game's test says (typed, clicked).
#include <catch2/catch.hpp>

#include <functional>
#include <string>

#include "marienbad/player.hpp"
#include "play_test_support.hpp"
#include "scenes/initial_scene.hpp"
#include "scenes/main_menu.hpp"
#include "scenes/play_scene.hpp"
#include "scenes/setup_scene.hpp"
#include "test_app.hpp"

namespace marienbad::app::test {

inline constexpr int kMaxSteps = 2000;

inline std::unique_ptr<App> start_app(const TempDir& home) {
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
inline void remember(App& app, GameKind kind, RememberedSetup choices) {
  app.context().settings().last_setup[std::string(to_string(kind))] = std::move(choices);
}

// A perfect move for the side to move (the engine's strongest player).
inline Move perfect_move(const PlayScene& play) {
  static const auto player = make_player("perfect");
  REQUIRE(player.ok());
  Rng rng(42);
  return player.value()->choose(play.match().game(), play.match().position(), rng);
}

struct MatchResult {
  bool person_won = false;
  bool person_had_a_win = false;  // the person once stood on a winning position
  int person_moves = 0;
};

// How the person enters a move on the game's board: keys, clicks.
using EnterMove = std::function<void(App& app, PlayScene& play, const Move& move)>;

// Plays the match to its end, the person's moves entered with `enter`; with `undo_after`,
// takes back the person's move and the reply once after that many person moves, and checks
// the position came back.
inline MatchResult play_to_end(App& app, PlayScene& play, const EnterMove& enter,
                               int undo_after = -1) {
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
    enter(app, play, perfect_move(play));
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

inline void check_statistics(App& app, GameKind kind, const MatchResult& result) {
  const GameStats stats = app.context().statistics().get(to_string(kind), "random");
  CHECK(stats.played == 1);
  CHECK(stats.won == (result.person_won ? 1u : 0u));
  // The perfect player never gives a winning position away.
  if (result.person_had_a_win) CHECK(result.person_won);
}

}  // namespace marienbad::app::test
