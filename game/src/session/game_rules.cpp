#include "session/game_rules.hpp"

namespace marienbad::app {

const GameRules& game_rules(GameKind kind) {
  for (const GameRules* rules : all_game_rules()) {
    if (rules->kind == kind) return *rules;
  }
  return *all_game_rules().front();
}

bool offers_misere(const MatchSetup& setup) {
  const GameRules& rules = game_rules(setup.kind);
  if (rules.normal_only) return false;
  MatchSetup misere = setup;
  misere.rule = Rule::Misere;
  const auto game = rules.make_game(misere);
  return game.ok() && (misere.start.empty() || game.value().check_position(misere.start).ok());
}

std::optional<GameKind> game_of_name(std::string_view name) {
  for (const GameRules* rules : all_game_rules()) {
    if (to_string(rules->kind) == name) return rules->kind;
  }
  return std::nullopt;
}

}  // namespace marienbad::app
