// last_games.json: reading never throws; at most kMaxHistoryGames games are accepted, each
// over and within what the setup page allows; the text written from them reads back as the
// same games and fits the player's file cap.
#include <exception>

#include "app/player_files.hpp"
#include "fuzz_check.hpp"
#include "session/game_history.hpp"

using namespace marienbad;
using namespace marienbad::app;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  try {
    const auto history = history_from_text(fuzz::as_text(data, size));
    if (!history) {
      FUZZ_CHECK(fuzz::is_clean_message(history.error()));
      return 0;
    }
    FUZZ_CHECK(history->games.size() <= kMaxHistoryGames);
    for (const std::string& why : history->skipped) FUZZ_CHECK(fuzz::is_clean_message(why));
    for (const SavedMatch& game : history->games) {
      FUZZ_CHECK(game.match.over());
      FUZZ_CHECK(check_playable(game.setup).ok());
    }
    const std::string text = history_to_text(history->games);
    FUZZ_CHECK(text.size() < kMaxFileBytes);
    const auto again = history_from_text(text);
    FUZZ_CHECK(again.ok());
    FUZZ_CHECK(again->skipped.empty());
    FUZZ_CHECK(again->games.size() == history->games.size());
    for (std::size_t i = 0; i < again->games.size(); ++i) {
      FUZZ_CHECK(again->games[i].match.serialize() == history->games[i].match.serialize());
    }
    FUZZ_CHECK(history_to_text(again->games) == text);
  } catch (const std::exception& error) {
    FUZZ_FAIL((std::string("an exception escaped: ") + error.what()).c_str());
  }
  return 0;
}
