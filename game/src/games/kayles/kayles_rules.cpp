// Kayles' rules row (session/game_rules.hpp). Rows of pins: each row is checked as the board
// shows it (as many rows and pins a row as Marienbad's matches); misère only as far as the
// engine's search is exact (its check_position says so, and the setup page does not offer it
// beyond).
#include "session/game_rules.hpp"
#include "session/setup_checks.hpp"

namespace marienbad::app {

const GameRules& kayles_rules() {
  static const GameRules rules = {
      .kind = GameKind::Kayles,
      .standard =
          [] {
            return standard_setup(GameKind::Kayles, Rule::Normal, {3, 5, 7});
          },
      .check_start =
          [](const MatchSetup& setup) { return check_rows(setup, "a row has too many pins"); },
      .make_game = make_single_game,
      .part_starts = {{GameKind::Kayles, {}, {3, 5}},
                      {GameKind::Kayles, {}, {1, 4}},
                      {GameKind::Kayles, {}, {2, 3, 5}},
                      {GameKind::Kayles, {}, {7}}},
  };
  return rules;
}

}  // namespace marienbad::app
