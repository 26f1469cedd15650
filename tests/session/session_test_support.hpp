#pragma once
// What the tests of the match session share: a session of a new match, and letting the
// computer think until it plays.
#include <catch2/catch.hpp>
#include <utility>

#include "session/match_session.hpp"
#include "session/match_setup.hpp"

namespace marienbad::app::test {

// A session of a new match of `setup` (the match's seed 7, the computer's 11).
inline MatchSession make_session(const MatchSetup& setup, bool demo_cycle = false) {
  auto match = make_match(setup, 7);
  REQUIRE(match.ok());
  return MatchSession(std::move(match).value(), setup, 11, demo_cycle);
}

// Lets the computer think, 0.1 s at a time, until it plays; the seconds it took. The test
// fails after 10 s.
inline double think_until_played(MatchSession& session) {
  double waited = 0;
  for (int i = 0; i < 100; ++i) {
    waited += 0.1;
    if (session.think(0.1)) return waited;
  }
  FAIL("the computer never played");
  return waited;
}

}  // namespace marienbad::app::test
