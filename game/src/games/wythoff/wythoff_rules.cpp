// Wythoff's rules row (session/game_rules.hpp): whoever reaches the corner of the Dornim
// board wins; no start: a random square.
#include <algorithm>

#include "session/game_rules.hpp"
#include "session/setup_checks.hpp"

namespace marienbad::app {

namespace {

using L = SetupLimits;

Status check_wythoff_start(const MatchSetup& setup) {
  for (Count coordinate : setup.start) {
    if (coordinate >= L::kMaxBoard) return too_big("the square is off the board", L::kMaxBoard - 1);
  }
  return Ok{};
}

// Uniform over the squares off the two edges and the diagonal: from those, the first
// player cannot reach the corner in one move (a match that ends at once is no game).
// A 2 × 2 board has none: any square but the corner.
Result<Heaps> random_wythoff_square(const MatchSetup& setup, Rng& squares) {
  if (setup.board_size < 2) return Error{"the Dornim board needs at least 2 × 2 squares"};
  const Count n = setup.board_size;
  if (n >= 3) {
    const Count x = 1 + squares.below(n - 1);
    Count y = 1 + squares.below(n - 2);
    if (y >= x) ++y;
    return Heaps{x, y};
  }
  const Count cell = 1 + squares.below(n * n - 1);
  return Heaps{cell % n, cell / n};
}

// The smallest board the setup page offers that holds the square.
Count wythoff_board_for(const Heaps& start) {
  Count side = L::kMinBoard;
  for (Count coordinate : start) side = std::max(side, coordinate + 1);
  return std::min(side, L::kMaxBoard);
}

}  // namespace

const GameRules& wythoff_rules() {
  static const GameRules rules = {
      .kind = GameKind::Wythoff,
      .standard = [] { return standard_setup(GameKind::Wythoff, Rule::Normal, {}); },
      .check_start = check_wythoff_start,
      .make_game = make_single_game,
      .random_start = random_wythoff_square,
      .board_for = wythoff_board_for,
      .part_starts = {{GameKind::Wythoff, {}, {3, 5}},
                      {GameKind::Wythoff, {}, {4, 6}},
                      {GameKind::Wythoff, {}, {2, 6}},
                      {GameKind::Wythoff, {}, {7, 9}}},
  };
  return rules;
}

}  // namespace marienbad::app
