#pragma once
// What the tests of the play screen share: a match pushed on the scene stack, waiting
// for the person's turn, and a Marienbad move made with the keyboard.
#include <cstdint>
#include <memory>
#include <utility>

#include "scenes/play_scene.hpp"
#include "session/match_setup.hpp"
#include "test_app.hpp"

namespace marienbad::app::test {

// The play screen of a new match of `setup` on top of the stack, its first frame drawn.
inline PlayScene* push_play(App& app, const MatchSetup& setup, std::uint64_t seed = 7) {
  auto match = make_match(setup, seed);
  REQUIRE(match.ok());
  auto scene = std::make_unique<PlayScene>(app.context(), std::move(match).value(), setup);
  PlayScene* play = scene.get();
  app.scenes().push(std::move(scene));
  app.step();
  return play;
}

// Steps (0.1 s a frame, at most 2000) until a person may move or the match is over.
inline void wait_for_person(App& app, PlayScene& play) {
  for (int i = 0; i < 2000 && !play.person_to_move() && !play.match().over(); ++i) {
    app.step(0.1);
  }
}

// A Marienbad move with the keyboard: ↓ starts on the first row with matches, ↓ again
// goes to the next one, → takes one more, Enter takes.
inline void take_with_keys(App& app, const Heaps& position, const Move& move) {
  key(app, SDLK_DOWN);
  for (std::size_t r = 0; r < move.heap; ++r) {
    if (position[r] > 0) key(app, SDLK_DOWN);
  }
  for (Count i = 1; i < move.amount; ++i) key(app, SDLK_RIGHT);
  key(app, SDLK_RETURN);
}

}  // namespace marienbad::app::test
