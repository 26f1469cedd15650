#pragma once
// Nim on rows of matches (Marienbad). Moves: take 1..n matches from one row.
// Text of a move: "<row>-<amount>", rows numbered from 1 ("2-3": take 3 from row 2).
#include <optional>

#include "marienbad/game_model.hpp"

namespace marienbad {

struct DenseRemoteness;

inline constexpr std::size_t kMaxNimRows = 64;

class NimGame {
 public:
  explicit NimGame(Rule rule = Rule::Normal) : rule_(rule) {}
  static constexpr GameKind kind = GameKind::Nim;

  Rule rule() const { return rule_; }
  Status check_position(const Heaps& heaps) const;
  bool is_terminal(const Heaps& heaps) const;
  Count move_count(const Heaps& heaps) const;  // total_moves, saturated at kMaxHeap
  u128 total_moves(const Heaps& heaps) const;  // exact: the sum of the rows
  Move nth_move(const Heaps& heaps, Count index) const;
  std::vector<Move> moves(const Heaps& heaps) const;
  Status check_move(const Heaps& heaps, const Move& move) const;
  Heaps apply(Heaps heaps, const Move& move) const;
  Outcome outcome(const Heaps& heaps) const;
  std::vector<Move> winning_moves(const Heaps& heaps) const;
  // For the players (player_moves.cpp): how many lines of moves a position has, the
  // smallest removals along each (at most `per_line`), and a person's guesses with weights.
  Count move_lines(const Heaps& heaps) const;
  std::vector<Move> smallest_moves(const Heaps& heaps, Count per_line) const;
  std::vector<std::pair<Move, unsigned>> plausible_moves(const Heaps& heaps) const;
  std::string move_text(const Move& move) const;
  Result<Move> parse_move(std::string_view text) const;

  // Bouton's nim-sum (binary digital sum without carries) of all rows.
  static Count nim_sum(const Heaps& heaps);

  // Its remoteness table (marienbad/remoteness_dense.hpp), in nim_remoteness.cpp.
  Count remoteness_states(const Heaps& root, Count cap) const;
  std::optional<DenseRemoteness> remoteness_table(const Heaps& root, Count cap) const;
  bool remoteness_too_big(const Heaps& root, Count cap) const;  // O(rows)
  std::size_t remoteness_work(const Heaps& heaps) const;        // its rows

 private:
  Rule rule_;
};

}  // namespace marienbad
