#include "session/game_history.hpp"

#include "json/json_document.hpp"

namespace marienbad::app {

namespace {
constexpr int kHistoryFormat = 1;
using nlohmann::json;
}  // namespace

std::string history_to_text(const std::vector<SavedMatch>& games) {
  json list = json::array();
  const std::size_t first = games.size() > kMaxHistoryGames ? games.size() - kMaxHistoryGames : 0;
  for (std::size_t i = first; i < games.size(); ++i) {
    auto document = parse_json_object(saved_match_to_text(games[i].match, games[i].setup));
    if (document) list.push_back(std::move(document).value());
  }
  return json_text(json{{"format", kHistoryFormat}, {"games", std::move(list)}});
}

Result<GameHistory> history_from_text(std::string_view text) {
  auto parsed = parse_json_object(text);
  if (!parsed) return Error{parsed.error()};
  const json& document = parsed.value();
  int format = 0;
  const auto format_it = document.find("format");
  if (format_it == document.end() || !json_to(*format_it, format)) {
    return Error{"missing or bad 'format'"};
  }
  if (format != kHistoryFormat)
    return Error{"format " + std::to_string(format) + " is not supported"};
  const auto games_it = document.find("games");
  if (games_it == document.end() || !games_it->is_array()) {
    return Error{"missing or bad 'games'"};
  }
  GameHistory history;
  const std::size_t count = games_it->size();
  const std::size_t first = count > kMaxHistoryGames ? count - kMaxHistoryGames : 0;
  for (std::size_t i = first; i < count; ++i) {
    const json& entry = (*games_it)[i];
    if (!entry.is_object()) {
      history.skipped.push_back("game " + std::to_string(i + 1) + ": not an object");
      continue;
    }
    auto game = finished_match_from_text(json_text(entry));
    if (!game) {
      history.skipped.push_back("game " + std::to_string(i + 1) + ": " + game.error());
      continue;
    }
    history.games.push_back(std::move(game).value());
  }
  return history;
}

void add_to_history(std::vector<SavedMatch>& games, SavedMatch game) {
  games.push_back(std::move(game));
  if (games.size() > kMaxHistoryGames) {
    games.erase(games.begin(),
                games.begin() + static_cast<std::ptrdiff_t>(games.size() - kMaxHistoryGames));
  }
}

}  // namespace marienbad::app
