#include "boards/game_table.hpp"

#include <array>

#include "session/match_setup.hpp"

namespace marienbad::app {

std::span<const GameEntry* const> all_game_entries() {
  static const std::array<const GameEntry*, 4> entries = {&nim_entry(), &subtraction_entry(),
                                                          &wythoff_entry(), &sum_entry()};
  return entries;
}

const GameEntry& game_entry(GameKind kind) {
  for (const GameEntry* entry : all_game_entries()) {
    if (entry->kind == kind) return *entry;
  }
  return *all_game_entries().front();
}

std::string game_name(const Strings& strings, const MatchSetup& setup) {
  const GameEntry& entry = game_entry(setup.kind);
  if (entry.name_for != nullptr) return entry.name_for(strings, setup);
  return std::string(strings.tr("game." + std::string(to_string(setup.kind))));
}

std::string game_tagline(const Strings& strings, const MatchSetup& setup) {
  const GameEntry& entry = game_entry(setup.kind);
  if (entry.tagline_for != nullptr) return entry.tagline_for(strings, setup);
  return std::string(strings.tr("game." + std::string(to_string(setup.kind)) + ".tagline"));
}

}  // namespace marienbad::app
