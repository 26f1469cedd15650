#pragma once
// The move-choosing steps the levels are built from (engine-private).
#include <memory>
#include <vector>

#include "marienbad/player.hpp"

#include "marienbad/game.hpp"
#include "marienbad/remoteness.hpp"
#include "marienbad/rng.hpp"

namespace marienbad::players {

// Judging a reply costs about one pass over the heaps, so the lost-position
// search enumerates every legal move only while moves x heaps stays within
// kSearchBudget (every position the game shows: Nim 8x15 is 120 x 8). Beyond,
// it looks at a bounded candidate set: the smallest removals in each direction
// (at most kSmallAmounts per direction, fewer when there are many heaps).
inline constexpr Count kSearchBudget = 16384;
inline constexpr Count kSmallAmounts = 16;

// Tokens on the table (saturating): what a player's knowledge horizon is measured in. A model
// whose numbers are not tokens (a Hackenbush picture) counts them itself (tokens(heaps)).
Count tokens(const Game& game, const Heaps& heaps);
// Tokens a move takes (a diagonal Wythoff move takes from both heaps).
Count removal(const Move& move);

// Every legal move, or the bounded candidate set for huge positions.
std::vector<Move> candidate_moves(const Game& game, const Heaps& heaps);

// Seed 004's "donner le change" in a lost position: the move leaving the
// opponent the smallest share of winning replies among its legal replies,
// ties to the smallest removal, then to the first in move order. Leaving a
// finished position counts as share 1 (the opponent has already won). With a
// remoteness table (built from `heaps` or above), the last tie goes to the
// longest resistance (the largest remoteness after the move) before move order.
Move give_the_change(const Game& game, const Heaps& heaps, const RemotenessTable* table = nullptr);

// A person's guess: a plausible move drawn with weights (Nim: nibble or halve
// the biggest row, make two rows equal, clear a small row; Wythoff: slide one
// or two squares; subtraction: any allowed amount). Usually a near miss, right
// only by luck; never a uniformly absurd move such as emptying a big row.
Move plausible_move(const Game& game, const Heaps& heaps, Rng& rng);

// A uniformly random legal move, without enumerating huge positions.
Move uniform_move(const Game& game, const Heaps& heaps, Rng& rng);

// A learner with the given knowledge horizon and skill (the middle levels;
// perfect is the learner that knows everything). For tuning and tests.
std::unique_ptr<Player> make_learner(std::string_view level, Count horizon,
                                     std::uint32_t skill_permille);

}  // namespace marienbad::players
