#pragma once
// Kayles, Dudeney's bowling pins (1908; seed 003, "to go further"): rows of
// pins side by side; a move knocks down one pin, or two adjacent pins, of one
// row, which may split it in two. Normal play: whoever knocks down the last
// pin wins; misère: loses.
//
// Position: the rows' lengths, each 0 to 2^64-1 under normal play; a position
// given (check_position) has 1 to kMaxKaylesRows rows, and play may split them
// past that: every split is legal, so the moves offered, analysed and played
// are one set. As a part of a sum, the sum keeps room for the rows it can ever
// split into, at most kMaxKaylesPartRoom (kayles_info.cpp). A move replaces its row by the pieces
// left on either side, empty pieces left out (3,5,7 -> 3,2,2,7 after row 2's pin 3 falls); when no
// pin is left the position is the one empty row 0. Move: heap = the row, at = its first pin knocked
// down (from 0), amount = 1 or 2 pins. Text: ROW:PIN or ROW:PIN-PIN, rows and pins numbered from 1:
// "2:3" knocks down pin 3 of row 2, "2:3-4" pins 3 and 4.
//
// Kayles is the take-and-break game 0.77 (octal_code.hpp): each rule below is OctalRows' for
// that code, with Kayles' own words for a position or a move it refuses. Normal play: each row
// is worth a Nim heap of its Grundy value g(n), 0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, ...,
// periodic with period 12 from 71 pins on (Guy & Smith, 1956), which the octal values prove:
// exact for every row up to 2^64-1. Misère play: an exhaustive search, exact up to
// kMaxKaylesMisereTokens pins in all, and refused beyond (check_position says so).
#include <utility>

#include "marienbad/exact.hpp"
#include "marienbad/game_model.hpp"
#include "marienbad/octal_rows.hpp"

namespace marienbad {

inline constexpr std::size_t kMaxKaylesRows = 1024;
// A part of a sum keeps room for every row it can split into: at most this many.
inline constexpr std::size_t kMaxKaylesPartRoom = 8192;
inline constexpr Count kMaxKaylesRow = std::numeric_limits<Count>::max();
// Misère play is solved by search up to this many pins in all.
inline constexpr Count kMaxKaylesMisereTokens = kMaxOctalMisereTokens;
// winning_moves lists the winning moves up to this many (in moves() order);
// only rows of thousands of pins have more: winning_move_count counts them all.
inline constexpr std::size_t kMaxKaylesListedMoves = kMaxOctalListedMoves;

// The Grundy value of one row of n pins, any n.
Count kayles_grundy(Count row);

// The rows' play is OctalRows' for 0.77; Kayles keeps its own words for a position, a move and
// a move's text, and its static values for the sum and the hint.
class KaylesGame : public OctalRows {
 public:
  explicit KaylesGame(Rule rule = Rule::Normal);
  static constexpr GameKind kind = GameKind::Kayles;

  Status check_position(const Heaps& heaps) const;
  Status check_move(const Heaps& heaps, const Move& move) const;
  Result<Move> parse_move(std::string_view text) const;  // ROW:PIN or ROW:PIN-PIN+1

  // Normal play's values, whatever the rule: the XOR of the rows' Grundy values, every move to
  // a position of value `target` (in moves() order, at most kMaxKaylesListedMoves), and how
  // many there are, exactly (O(rows), rows of any length).
  static Count grundy(const Heaps& heaps);
  static std::vector<Move> moves_to_value(const Heaps& heaps, Count target);
  static u128 count_moves_to_value(const Heaps& heaps, Count target);
};

}  // namespace marienbad
