#include "boards/game_table.hpp"

#include <array>

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

}  // namespace marienbad::app
