// Nim's rules row (session/game_rules.hpp): Marienbad 1-3-5-7 misère, as in the film.
#include "session/game_rules.hpp"
#include "session/setup_checks.hpp"

namespace marienbad::app {

const GameRules& nim_rules() {
  static const GameRules rules = {
      .kind = GameKind::Nim,
      .standard =
          [] {
            return standard_setup(GameKind::Nim, Rule::Misere, {1, 3, 5, 7});
          },
      .check_start =
          [](const MatchSetup& setup) { return check_rows(setup, "a row has too many matches"); },
      .make_game = make_single_game,
  };
  return rules;
}

}  // namespace marienbad::app
