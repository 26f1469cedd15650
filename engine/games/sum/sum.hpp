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
// belong to which part) lives in the game and never changes. A part whose
// moves change its number of heaps (Kayles: a move may split a row) has a
// fixed room of heaps instead, the registry's part_room: its rows, then empty
// heaps up to the room (Kayles 3,5 has room 2 + 3 = 5: 3,5,0,0,0; a move in
// row 2, pin 3 leaves 3,2,2,0,0). Its own position (part_heaps, parts,
// position_text, a move's "to") leaves that padding out: 3,2,2. A move is the
// part's own Move with `heap` counted in the whole position (a Wythoff
// diagonal keeps `both`, a Kayles move its `at`).
// Text of a move: PART:MOVE, parts numbered from 1 and MOVE in the part's own
// notation: "1:3-2" (part 1, row 3, take 2), "2:4", "3:xy-1", "4:2:3-4".
//
// Grundy values: a Nim part is the XOR of its rows, a subtraction part reads
// the periodic sequence found when its game is made (any heap up to 2^63-1),
// a Wythoff part the exact mex table, coordinates up to
// kMaxWythoffGrundyCoordinate: beyond, the position is refused; a Kayles part
// the XOR of its rows' values (period 12 from 71 pins on, any row).
#include <memory>
#include <optional>

#include "marienbad/game_model.hpp"
#include "sum/sum_part.hpp"

namespace marienbad {

struct DenseRemoteness;

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
  Count move_count(const Heaps& heaps) const;  // total_moves, saturated at kMaxHeap
  u128 total_moves(const Heaps& heaps) const;  // exact: the parts' own counts added
  // Every winning move counted (the parts' moves to the value that zeroes the
  // XOR), also when winning_moves() lists only the first ones of a part.
  u128 winning_move_count(const Heaps& heaps) const;
  Move nth_move(const Heaps& heaps, Count index) const;
  std::vector<Move> moves(const Heaps& heaps) const;
  Status check_move(const Heaps& heaps, const Move& move) const;
  Heaps apply(Heaps heaps, const Move& move) const;
  Outcome outcome(const Heaps& heaps) const;
  std::vector<Move> winning_moves(const Heaps& heaps) const;
  std::string move_text(const Move& move) const;
  Result<Move> parse_move(std::string_view text) const;
  // The move from `before` to `after` (both positions of this sum), if one is:
  // one part changed, by a move of its own (remoteness.hpp's move_between). For a reshaping
  // part, a move to the same rows, empty ones aside (from 1,1,0,1, taking either single pin).
  std::optional<Move> move_between(const Heaps& before, const Heaps& after) const;
  // The same, `after` given part by part in the parts' own forms (a Kayles
  // part's rows with empty ones left out or kept as 0), e.g. a bot's answer.
  std::optional<Move> move_between_parts(const Heaps& before,
                                         const std::vector<Heaps>& after) const;
  // False when some part's moves change its number of heaps (Kayles): a move
  // is then not a decrease of one or two heaps of the position.
  bool fixed_shape() const;

  std::size_t part_count() const;
  const Game& part(std::size_t index) const;        // a single game under normal play
  std::size_t part_first(std::size_t index) const;  // where its heaps start in the position
  std::size_t part_size(std::size_t index) const;   // how many heaps (its room) it has there
  // The part's own position (without the empty heaps of its room).
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
  // The position whose parts' own positions are `parts` (as part_heaps gives
  // them; a Kayles part's rows may keep empty rows as 0 or leave them out), or
  // why it is none: another number of parts, a part not valid for its game, a
  // Kayles part with more rows than its room.
  Result<Heaps> position_of_parts(const std::vector<Heaps>& parts) const;
  // The parts' own positions separated by '/', "1,3,5/21/3,5": a sum's
  // position in one word (the bot protocol, review --positions).
  std::string parts_text(const Heaps& heaps) const;
  // Reads parts_text's form back, part by part (each as its game's --heaps,
  // the number of parts checked; position_of_parts makes it a position).
  Result<std::vector<Heaps>> parse_parts_text(std::string_view text, std::string_view what) const;

  struct Layout;  // the parts and where their heaps are: sum.cpp's own

  // Its remoteness table (marienbad/remoteness_dense.hpp), in sum_remoteness.cpp.
  Count remoteness_states(const Heaps& root, Count cap) const;
  std::optional<DenseRemoteness> remoteness_table(const Heaps& root, Count cap) const;
  bool dense_remoteness() const;  // false with a part whose rows split: explored
  std::size_t remoteness_work(const Heaps& heaps) const;

 private:
  explicit SumGame(std::shared_ptr<const Layout> layout) : layout_(std::move(layout)) {}
  std::shared_ptr<const Layout> layout_;
};

}  // namespace marienbad
