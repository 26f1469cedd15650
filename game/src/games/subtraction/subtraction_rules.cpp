// The subtraction game's rules row (session/game_rules.hpp): "21", whoever takes the last
// token wins.
#include "session/game_rules.hpp"
#include "session/setup_checks.hpp"

namespace marienbad::app {

namespace {

Status check_subtraction_start(const MatchSetup& setup) {
  for (Count heap : setup.start) {
    if (heap > SetupLimits::kMaxHeap)
      return too_big("the heap is too large", SetupLimits::kMaxHeap);
  }
  for (Count amount : setup.set) {
    if (amount > static_cast<Count>(SetupLimits::kMaxAmount)) {
      return too_big("an amount in the set is too large",
                     static_cast<Count>(SetupLimits::kMaxAmount));
    }
  }
  return Ok{};
}

}  // namespace

const GameRules& subtraction_rules() {
  static const GameRules rules = {
      .kind = GameKind::Subtraction,
      .standard = [] { return standard_setup(GameKind::Subtraction, Rule::Normal, {21}); },
      .check_start = check_subtraction_start,
      .make_game = make_single_game,
      .part_starts = {{GameKind::Subtraction, {1, 2, 3}, {21}},
                      {GameKind::Subtraction, {1, 2, 3}, {10}},
                      {GameKind::Subtraction, {1, 3, 4}, {15}},
                      {GameKind::Subtraction, {2, 5}, {12}}},
  };
  return rules;
}

}  // namespace marienbad::app
