#include "app/game_names.hpp"

#include "marienbad/quote.hpp"
#include "marienbad/registry.hpp"
#include "session/game_rules.hpp"

MARIENBAD_STRINGS(game_names_strings,
                  // The last separator of a list of games: "Marienbad, Kayles and their sums".
                  S_("games.and", "and"),
                  // A list of games ends with their sums: "Marienbad, Kayles and their sums".
                  S_("games.their_sums", "their sums"))

namespace marienbad::app {

std::string games_in_words(const Strings& strings) {
  std::vector<std::string_view> words;
  bool sums = false;
  for (const GameRules* rules : all_game_rules()) {
    const GameInfo& info = game_info(rules->kind);
    if (info.single) {
      words.push_back(strings.tr(info.name_key));
    } else {
      sums = true;
    }
  }
  if (sums) words.push_back(strings.tr("games.their_sums"));
  std::string last_separator = " ";  // appended: GCC 12 warns falsely on " " + std::string
  last_separator.append(strings.tr("games.and")).append(" ");
  return join_alternatives(words, last_separator);
}

std::vector<std::string_view> game_names(const Strings& strings) {
  std::vector<std::string_view> names;
  for (const GameRules* rules : all_game_rules()) {
    names.push_back(strings.tr(game_info(rules->kind).name_key));
  }
  return names;
}

}  // namespace marienbad::app
