#include "marienbad/registry.hpp"

#include <algorithm>
#include <stdexcept>

#include "marienbad/game.hpp"
#include "marienbad/game_lists.hpp"
#include "marienbad/quote.hpp"

namespace marienbad {

std::string rule_words(const Game& game, std::string_view normal, std::string_view misere) {
  return std::string(game.rule() == Rule::Normal ? normal : misere);
}

const GameInfo& game_info(GameKind kind) {
  const auto games = game_registry();
  const auto index = static_cast<std::size_t>(kind);
  if (index >= games.size()) throw std::out_of_range("no game of kind " + std::to_string(index));
  return games[index];
}

Result<const GameInfo*> find_game(std::string_view text, bool allow_sum) {
  for (const GameInfo& info : game_registry()) {
    if (!allow_sum && !info.single) continue;
    if (text == info.id || (!info.alias.empty() && text == info.alias)) return &info;
  }
  return Error{"unknown game " + quote_for_message(text) + " (expected " + game_id_list(allow_sum) +
               ")"};
}

std::string game_id_list(bool with_sum) {
  return join_alternatives(game_words(with_sum));
}

Result<Heaps> parse_position(const GameInfo& info, std::string_view text, std::string_view what) {
  return parse_count_list(text, what, info.max_count);
}

}  // namespace marienbad
