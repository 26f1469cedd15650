// The octal games' rules row (session/game_rules.hpp): rows of pins as in Kayles, the code in
// the setup's set (its digits, d0 first); misère only as far as the engine's search is exact
// (its check_position says so).
#include "session/game_rules.hpp"
#include "session/setup_checks.hpp"

namespace marienbad::app {

const GameRules& octal_rules() {
  static const GameRules rules = {
      .kind = GameKind::Octal,
      .standard =
          [] {
            return standard_setup(GameKind::Octal, Rule::Normal, {3, 5, 7});
          },
      .check_start =
          [](const MatchSetup& setup) { return check_rows(setup, "a row has too many pins"); },
      .make_game = make_single_game,
      // The presets as parts: Dawson's chess, Double Kayles, Treblecross, Guiles.
      .part_starts = {{GameKind::Octal, {0, 1, 3, 7}, {3, 5}},
                      {GameKind::Octal, {0, 7, 7, 7, 7}, {6}},
                      {GameKind::Octal, {0, 0, 0, 7}, {9}},
                      {GameKind::Octal, {0, 1, 5}, {4, 7}}},
  };
  return rules;
}

}  // namespace marienbad::app
