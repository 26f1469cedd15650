#pragma once
// What the tests of the last games' history share, whatever the game: a finished game, and
// the check that the longest games of a setup are written far under the read limit.
#include <catch2/catch.hpp>

#include <algorithm>

#include "session/game_history.hpp"

namespace marienbad::app::test {

// The match of `setup` played to its end, each move the one that leaves the most behind
// (`longest`: the longest game) or the first the engine lists.
inline SavedMatch played_to_end(const MatchSetup& setup, bool longest) {
  auto made = make_match(setup, 1);
  REQUIRE(made.ok());
  Match match = std::move(made).value();
  const auto left = [&](const Move& move) {
    Count sum = 0;
    for (Count heap : match.game().apply(match.position(), move)) sum += heap;
    return sum;
  };
  while (!match.over()) {
    const auto moves = match.game().moves(match.position());
    REQUIRE(!moves.empty());
    const Move& move =
        longest ? *std::max_element(moves.begin(), moves.end(),
                                    [&](const Move& a, const Move& b) { return left(a) < left(b); })
                : moves.front();
    REQUIRE(match.play(move).ok());
  }
  return SavedMatch{std::move(match), setup};
}

// Issue #34: what is accepted must be written back under PlayerFiles' 1 MB read limit. The
// history full of the longest game of `setup` (at the perfect level) is far under it, and
// reads back whole.
inline void check_longest_history(MatchSetup setup) {
  setup.level = "perfect";
  const SavedMatch longest = played_to_end(setup, true);
  std::vector<SavedMatch> games;
  for (std::size_t i = 0; i < kMaxHistoryGames; ++i) add_to_history(games, longest);
  const std::string text = history_to_text(games);
  INFO(to_string(setup.kind) << ": " << text.size() << " bytes");
  CHECK(text.size() < (std::size_t{1} << 20) / 4);
  const auto read = history_from_text(text);
  REQUIRE(read.ok());
  CHECK(read->games.size() == kMaxHistoryGames);
  CHECK(read->skipped.empty());
  CHECK(history_to_text(read->games) == text);
}

}  // namespace marienbad::app::test
