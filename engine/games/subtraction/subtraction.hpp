#pragma once
// The subtraction game: one heap, a move takes any amount from a finite set
// ("21": heap 21, set {1,2,3}). Text of a move: the amount ("3").
// The outcome and Grundy sequences are ultimately periodic; the period is found
// once when the game is made, then any heap up to 2^63-1 is answered in O(1).
#include <memory>
#include <optional>

#include "marienbad/game_model.hpp"

namespace marienbad {

struct DenseRemoteness;

inline constexpr Count kMaxSubtractionAmount = 100;
inline constexpr std::size_t kMaxSubtractionSetSize = 16;

// The ultimately periodic sequence of a subtraction set under both rules.
struct SubtractionPeriod {
  Count preperiod = 0;                    // values repeat from this heap size on
  Count period = 1;                       // with this period
  std::vector<std::uint8_t> grundy;       // normal-play Grundy values, heap 0 .. preperiod+period-1
  std::vector<std::uint8_t> misere_lost;  // 1 where the mover loses under misère play
  std::size_t index(Count heap) const;    // where heap's values are stored
};

class SubtractionGame {
 public:
  // Sets are validated: non-empty, every amount in 1..kMaxSubtractionAmount, no repeats.
  static Result<SubtractionGame> make(std::vector<Count> set, Rule rule = Rule::Normal);
  static constexpr GameKind kind = GameKind::Subtraction;

  Rule rule() const { return rule_; }
  const std::vector<Count>& set() const { return set_; }        // ascending
  const std::vector<Count>& parameter() const { return set_; }  // Game::parameter()
  const SubtractionPeriod& period() const { return *period_; }
  Status check_position(const Heaps& heaps) const;
  bool is_terminal(const Heaps& heaps) const;
  Count move_count(const Heaps& heaps) const;
  Move nth_move(const Heaps& heaps, Count index) const;
  std::vector<Move> moves(const Heaps& heaps) const;
  Status check_move(const Heaps& heaps, const Move& move) const;
  Heaps apply(Heaps heaps, const Move& move) const;
  Outcome outcome(const Heaps& heaps) const;
  std::vector<Move> winning_moves(const Heaps& heaps) const;
  // For the players (player_moves.cpp): the set is one line of at most 16 moves, taken whole.
  Count move_lines(const Heaps&) const { return 1; }
  std::vector<Move> smallest_moves(const Heaps& heaps, Count) const { return moves(heaps); }
  std::string move_text(const Move& move) const;
  Result<Move> parse_move(std::string_view text) const;

  Count grundy(Count heap) const;        // normal play
  Outcome outcome_of(Count heap) const;  // under this game's rule

  // Its remoteness table (marienbad/remoteness_dense.hpp), in subtraction_remoteness.cpp.
  Count remoteness_states(const Heaps& root, Count cap) const;
  std::optional<DenseRemoteness> remoteness_table(const Heaps& root, Count cap) const;
  // Its table looks at each position once, whatever its moves.
  std::size_t remoteness_work(const Heaps&) const { return 1; }

 private:
  SubtractionGame(std::vector<Count> set, Rule rule, std::shared_ptr<const SubtractionPeriod> p)
      : set_(std::move(set)), rule_(rule), period_(std::move(p)) {}
  std::vector<Count> set_;
  Rule rule_;
  std::shared_ptr<const SubtractionPeriod> period_;
};

}  // namespace marienbad
