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
    for (const GamePreset& preset : info.presets) {
      if (text == preset.id) return &info;
    }
  }
  return Error{"unknown game " + quote_for_message(text) + " (expected " + game_id_list(allow_sum) +
               ")"};
}

const GamePreset* find_preset(std::string_view text) {
  for (const GameInfo& info : game_registry()) {
    for (const GamePreset& preset : info.presets) {
      if (text == preset.id) return &preset;
    }
  }
  return nullptr;
}

std::vector<Count> default_parameter(const GameInfo& info) {
  if (!info.parameter) return {};
  auto value = info.parameter->parse(info.parameter->fallback, info.parameter->name);
  if (!value)
    throw std::logic_error("the default " + std::string(info.parameter->name) + " of " +
                           std::string(info.id) + " is refused");
  return std::move(value).value();
}

std::string parameter_text(const GameInfo& info, const std::vector<Count>& value) {
  return info.parameter ? info.parameter->text(value) : std::string();
}

std::string game_id_list(bool with_sum) {
  return join_alternatives(game_words(with_sum));
}

Result<Heaps> parse_position(const GameInfo& info, std::string_view text, std::string_view what) {
  if (info.parse_text) return info.parse_text(text, what);
  return parse_count_list(text, what, info.max_count);
}

std::string position_text(const GameInfo& info, const Heaps& heaps) {
  return info.position_text ? info.position_text(heaps) : join_counts(heaps);
}

}  // namespace marienbad
