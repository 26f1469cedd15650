#pragma once
// A sum of games (seed 003, section 6: Sprague–Grundy): 1 to 8 single games
// side by side; a move is made in exactly one of them, and whoever cannot move
// loses. Normal play only: every part is then worth a Nim heap of its Grundy
// value, and the sum is lost for the player to move iff the XOR of those
// values is 0. Under misère play values do not add up that way, so a misère
// sum is refused.
//
// The position is the concatenation of the parts' heaps, in order (Nim 1,3,5
// + subtraction 21 + Wythoff (3,5) is 1,3,5,21,3,5); the layout (which heaps
// belong to which part) lives in the game. A move is the part's own Move with
// `heap` counted in the whole position (a Wythoff diagonal keeps `both`).
// Text of a move: PART:MOVE, parts numbered from 1 and MOVE in the part's own
// notation: "1:3-2" (part 1, row 3, take 2), "2:4", "3:xy-1".
//
// Grundy values: a Nim part is the XOR of its rows, a subtraction part reads
// the periodic sequence found when its game is made (any heap up to 2^63-1),
// a Wythoff part the exact mex table, coordinates up to
// kMaxWythoffGrundyCoordinate: beyond, the position is refused.
#include <memory>

#include "marienbad/game_model.hpp"
#include "marienbad/sum_part.hpp"

namespace marienbad {

class Game;

inline constexpr std::size_t kMaxSumParts = 8;

class SumGame {
 public:
  // 1 to kMaxSumParts parts, each valid for its game; the rule must be normal.
  // The parts' heaps are the sum's start (start()).
  static Result<SumGame> make(const std::vector<SumPart>& parts, Rule rule = Rule::Normal);
  static constexpr GameKind kind = GameKind::Sum;

  Rule rule() const { return Rule::Normal; }
  Status check_position(const Heaps& heaps) const;
  bool is_terminal(const Heaps& heaps) const;
  Count move_count(const Heaps& heaps) const;
  Move nth_move(const Heaps& heaps, Count index) const;
  std::vector<Move> moves(const Heaps& heaps) const;
  Status check_move(const Heaps& heaps, const Move& move) const;
  Heaps apply(Heaps heaps, const Move& move) const;
  Outcome outcome(const Heaps& heaps) const;
  std::vector<Move> winning_moves(const Heaps& heaps) const;
  std::string move_text(const Move& move) const;
  Result<Move> parse_move(std::string_view text) const;

  std::size_t part_count() const;
  const Game& part(std::size_t index) const;        // a single game under normal play
  std::size_t part_first(std::size_t index) const;  // where its heaps start in the position
  Heaps part_heaps(const Heaps& heaps, std::size_t index) const;
  // The part a move is made in (the last one when move.heap is past the end),
  // and the move in that part's own heaps.
  std::size_t part_of(const Move& move) const;
  Move part_move(const Move& move) const;
  Move sum_move(std::size_t index, const Move& part_move) const;  // the inverse

  Count part_grundy(const Heaps& heaps, std::size_t index) const;  // of a valid position
  Count grundy(const Heaps& heaps) const;                          // the XOR of the parts'
  const Heaps& start() const;
  // The parts at `heaps`, e.g. for their texts (sum_part_text).
  std::vector<SumPart> parts(const Heaps& heaps) const;
  std::string position_text(const Heaps& heaps) const;  // "1,3,5 | 21 | 3,5"

  struct Layout;  // the parts and where their heaps are: sum.cpp's own

 private:
  explicit SumGame(std::shared_ptr<const Layout> layout) : layout_(std::move(layout)) {}
  std::shared_ptr<const Layout> layout_;
};

}  // namespace marienbad
