#pragma once
// Rows of tokens played by a take-and-break code (octal_code.hpp): the model every octal game
// shares, Kayles (0.77) among them. A position is the rows' lengths; a move takes `amount`
// contiguous tokens of row `heap`, the first of them token `at` (from 0), and leaves the
// pieces on either side, empty pieces left out (3,5,7 -> 3,2,2,7 after row 2's token 3 goes);
// when no token is left the position is the one empty row 0. A split that takes nothing
// (d0 = 4) is amount 0, `at` tokens left on its left.
// Text: ROW:TOKEN, ROW:FIRST-LAST (contiguous tokens), ROW:A/A+1 (a split between tokens A and
// A+1), numbered from 1.
//
// Normal play: each row is worth a Nim heap of its Grundy value (octal_values.hpp); the
// position is lost for the player to move iff their XOR is 0. Misère play: an exhaustive search
// memoised on the sorted rows, exact up to kMaxOctalMisereTokens tokens in all.
#include <memory>
#include <utility>

#include "marienbad/exact.hpp"
#include "marienbad/octal_values.hpp"

namespace marienbad {

// Misère play is solved by search up to this many tokens in all.
inline constexpr Count kMaxOctalMisereTokens = 40;
// winning_moves lists the winning moves up to this many (in moves() order); only rows of
// thousands of tokens have more: winning_move_count counts them all.
inline constexpr std::size_t kMaxOctalListedMoves = 4096;

class OctalRows {
 public:
  // Messages name the game `name` ("kayles"; the code when empty) and what a row holds
  // `tokens` ("pins").
  OctalRows(const OctalCode& code, Rule rule, std::string_view name = "",
            std::string_view tokens = "pins");

  const OctalCode& code() const { return values_->code(); }
  const OctalValues& values() const { return *values_; }
  Rule rule() const { return rule_; }

  // The rows' lengths as play can reach them: each value known (within the bound when the
  // period is not proven) and, under misère play, at most kMaxOctalMisereTokens in all.
  Status check_rows(const Heaps& heaps) const;
  // A position given: 1 to `max_rows` rows ("kayles needs at least one row"), then check_rows.
  Status check_position(const Heaps& heaps, std::size_t max_rows) const;
  bool is_terminal(const Heaps& heaps) const;
  u128 total_moves(const Heaps& heaps) const;  // exact
  Count move_count(const Heaps& heaps) const;  // total_moves, saturated at kMaxHeap
  Move nth_move(const Heaps& heaps, Count index) const;
  std::vector<Move> moves(const Heaps& heaps) const;
  // The move is one the code allows in this position, or why not.
  Status check_move(const Heaps& heaps, const Move& move) const;
  Heaps apply(Heaps heaps, const Move& move) const;
  Outcome outcome(const Heaps& heaps) const;
  std::vector<Move> winning_moves(const Heaps& heaps) const;  // the first kMaxOctalListedMoves
  u128 winning_move_count(const Heaps& heaps) const;          // all of them, exactly
  std::string move_text(const Move& move) const;
  Result<Move> parse_move(std::string_view text) const;

  // The XOR of the rows' Grundy values (normal play). Precondition: check_rows.
  Count grundy(const Heaps& heaps) const;
  // Every move to a position of normal-play value `target`, in moves() order, at most
  // kMaxOctalListedMoves; and how many there are, exactly (rows of any length).
  std::vector<Move> moves_to_value(const Heaps& heaps, Count target) const;
  u128 count_moves_to_value(const Heaps& heaps, Count target) const;
  // The same position for every analysis: the non-empty rows, sorted.
  Heaps canonical(const Heaps& heaps) const;
  // The first move (in moves() order) from `before` to `after`, if any.
  std::optional<Move> move_between(const Heaps& before, const Heaps& after) const;
  // A person's guesses, with weights: the middle of the longest row (two equal halves), its
  // end, or a short row whole.
  std::vector<std::pair<Move, unsigned>> plausible_moves(const Heaps& heaps) const;

 private:
  std::shared_ptr<const OctalValues> values_;
  Rule rule_;
  std::string name_;
  std::string tokens_;
};

}  // namespace marienbad
