#pragma once
// The last finished games, for "Last games" (review from the statistics page): each game as
// the saved match's document (saved_match.hpp: the engine's match text plus the setup),
// at most kMaxHistoryGames of them, oldest first. Read strictly: a damaged document is an
// error; a damaged game in a sound document is skipped and reported.
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "marienbad/result.hpp"
#include "session/saved_match.hpp"

namespace marienbad::app {

inline constexpr std::size_t kMaxHistoryGames = 50;

struct GameHistory {
  std::vector<SavedMatch> games;     // oldest first, at most kMaxHistoryGames
  std::vector<std::string> skipped;  // why each damaged game was left out
};

// The file's text: the last kMaxHistoryGames of `games`.
std::string history_to_text(const std::vector<SavedMatch>& games);
Result<GameHistory> history_from_text(std::string_view text);
// `games` with `game` added at the end, the oldest dropped beyond kMaxHistoryGames.
void add_to_history(std::vector<SavedMatch>& games, SavedMatch game);

}  // namespace marienbad::app
