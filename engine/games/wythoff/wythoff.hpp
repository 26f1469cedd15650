#pragma once
// Wythoff's game, the golden heaps, played on the Dornim board: a token at
// (x, y) slides left (x decreases), down (y decreases) or diagonally (both
// decrease by the same amount). Reaching the corner (0,0) makes the last move.
// Text of a move: "x-3", "y-3" or "xy-3".
#include <optional>

#include "marienbad/game_model.hpp"

namespace marienbad {

struct DenseRemoteness;

// Cold (P) position of rank d under normal play, x <= y: (⌊dφ⌋, ⌊dφ⌋ + d).
struct ColdPosition {
  Count rank;
  Count x;
  Count y;
};
ColdPosition cold_position(Count rank);  // rank <= kMaxWythoffRank
inline constexpr Count kMaxWythoffRank =
    3'523'014'627'193'176'565ULL;  // largest rank with y < 2^63

// Where v stands in the lower Wythoff sequence a(n) = ⌊nφ⌋ or the upper one
// b(n) = a(n) + n (together they cover every v >= 1 exactly once; 0 is a(0) = b(0)).
struct WythoffRank {
  Count rank;
  bool upper;
};
WythoffRank wythoff_rank(Count v);

class WythoffGame {
 public:
  explicit WythoffGame(Rule rule = Rule::Normal) : rule_(rule) {}
  static constexpr GameKind kind = GameKind::Wythoff;

  Rule rule() const { return rule_; }
  Status check_position(const Heaps& heaps) const;
  bool is_terminal(const Heaps& heaps) const;
  Count move_count(const Heaps& heaps) const;  // total_moves, saturated at kMaxHeap
  u128 total_moves(const Heaps& heaps) const;  // exact: x + y + min(x, y)
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

  // Is (x, y) a position where the player to move loses, under this rule?
  bool is_cold(Count x, Count y) const;

  // Its remoteness table (marienbad/remoteness_dense.hpp), in wythoff_remoteness.cpp.
  Count remoteness_states(const Heaps& root, Count cap) const;
  std::optional<DenseRemoteness> remoteness_table(const Heaps& root, Count cap) const;
  // Its table looks at each position once, whatever its moves.
  std::size_t remoteness_work(const Heaps&) const { return 1; }

 private:
  Rule rule_;
};

}  // namespace marienbad
