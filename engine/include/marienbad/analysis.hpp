#pragma once
// What the engine knows about a position: the answer behind `analyze`,
// the hint overlay, and the perfect player.
#include <optional>

#include "marienbad/game.hpp"

namespace marienbad {

struct Analysis {
  Outcome outcome;
  std::vector<Move> winning_moves;  // every one, or the first ones (Kayles' long rows)
  std::optional<Count> grundy;      // normal-play Grundy value, when cheap
  u128 winning_move_count = 0;      // how many there are: more than listed when the list is cut
  bool winning_moves_cut() const { return winning_move_count > winning_moves.size(); }
};

Analysis analyze(const Game& game, const Heaps& heaps);

// Seed 002's table: each row in base 2 with aligned columns, column parities, Σ.
struct DigitalSum {
  Heaps rows;
  unsigned width = 1;                 // binary columns, most significant first
  std::vector<unsigned> column_ones;  // per column: how many rows have a 1 there
  Count sum = 0;                      // Σ, the nim-sum
  // Seed 002: the first row with a 1 in Σ's leftmost column; flipping its bits
  // in Σ's columns gives the normal-play winning move.
  std::optional<std::size_t> key_row;
  std::optional<Move> suggested;  // a winning move under the game's rule, if any
  // Misère only: the suggestion differs from the normal-play one because the
  // move leaves no row larger than 1 (then leave an odd number of rows of 1).
  bool misere_exception = false;
  bool favourable = false;  // the player to move can win
};
// Nim heaps under `rule`: any game's values (its rows', a sum's parts') are such heaps, so
// every impartial game's hint reads its values this way. Defined with Nim, in its folder.
DigitalSum digital_sum(Rule rule, const Heaps& heaps);
std::string to_binary(Count value, unsigned width);  // "0101"

// Hovering a move: does it win against perfect play, and how fast?
struct MoveVerdict {
  Move move;
  Heaps to;
  bool wins;                                // the position left is lost for the opponent
  std::optional<std::uint32_t> remoteness;  // moves left after it, when the game is small
};
inline constexpr Count kMaxVerdictMoves = 4096;
// Empty when the position has more than kMaxVerdictMoves legal moves.
std::vector<MoveVerdict> move_verdicts(const Game& game, const Heaps& heaps);
std::optional<MoveVerdict> move_verdict(const Game& game, const Heaps& heaps, const Move& move);

}  // namespace marienbad
