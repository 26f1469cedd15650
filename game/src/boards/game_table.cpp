#include "boards/game_table.hpp"

#include "session/match_setup.hpp"

namespace marienbad::app {

const GameEntry& game_entry(GameKind kind) {
  for (const GameEntry* entry : all_game_entries()) {
    if (entry->kind == kind) return *entry;
  }
  return *all_game_entries().front();
}

std::size_t game_index(GameKind kind) {
  const auto entries = all_game_entries();
  for (std::size_t i = 0; i < entries.size(); ++i) {
    if (entries[i]->kind == kind) return i;
  }
  return 0;
}

GameKind game_at(std::size_t index) {
  const auto entries = all_game_entries();
  return entries[index % entries.size()]->kind;
}

std::string game_key(std::string_view prefix, GameKind kind, std::string_view suffix) {
  std::string key(prefix);
  key.append(".").append(to_string(kind)).append(suffix);
  return key;
}

std::string game_name(const Strings& strings, const MatchSetup& setup) {
  const GameEntry& entry = game_entry(setup.kind);
  if (entry.name_for != nullptr) return entry.name_for(strings, setup);
  return std::string(strings.tr(game_key("game", setup.kind)));
}

std::string game_tagline(const Strings& strings, const MatchSetup& setup) {
  const GameEntry& entry = game_entry(setup.kind);
  if (entry.tagline_for != nullptr) return entry.tagline_for(strings, setup);
  return std::string(strings.tr(game_key("game", setup.kind, ".tagline")));
}

}  // namespace marienbad::app
