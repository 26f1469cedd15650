// The sum's rules row (session/game_rules.hpp): sums of the single games
// (session/sum_setup.hpp), normal play only (Grundy values add up under normal play only).
#include "session/game_rules.hpp"
#include "session/sum_setup.hpp"

namespace marienbad::app {

const GameRules& sum_rules() {
  static const GameRules rules = {
      .kind = GameKind::Sum,
      .standard = standard_sum_setup,
      .check_start = check_sum_start,
      .make_game = make_sum_game,
      .normal_only = true,
  };
  return rules;
}

}  // namespace marienbad::app
