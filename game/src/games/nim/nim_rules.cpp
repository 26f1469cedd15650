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
      .part_starts = {{GameKind::Nim, {}, {1, 3, 5}},
                      {GameKind::Nim, {}, {2, 3}},
                      {GameKind::Nim, {}, {4, 5, 6}},
                      {GameKind::Nim, {}, {1, 3, 5, 7}}},
  };
  return rules;
}

}  // namespace marienbad::app
