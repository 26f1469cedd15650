// The ladder on Nim: the starts it refuses.
#include <catch2/catch.hpp>

#include "marienbad/ladder.hpp"

using namespace marienbad;

TEST_CASE("ladder: rejects a finished start, a row past 2^63 and hours of Nim") {
  const Game game = Game::make(GameKind::Nim, Rule::Normal).value();
  LadderOptions options;
  options.games_per_pair = 10;
  options.start = {0, 0};
  CHECK_FALSE(play_ladder(game, options).ok());
  options.start = {kMaxHeap, 1};
  CHECK_FALSE(play_ladder(game, options).ok());
  // Games x tokens bounds the moves played: many games of a big position would run for hours.
  options.start = {kMaxLadderTokens};
  options.games_per_pair = kMaxLadderWork / kMaxLadderTokens + 1;
  CHECK_FALSE(play_ladder(game, options).ok());
}
