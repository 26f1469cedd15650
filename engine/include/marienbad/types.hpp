#pragma once
// Vocabulary shared by every game: heap sizes, rules, outcomes, moves.
#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "marienbad/game_kinds.hpp"  // GameKind, generated from the list of games
#include "marienbad/result.hpp"

namespace marienbad {

// A heap holds 0 .. 2^63-1 tokens, so every size fits a signed 64-bit JSON integer.
using Count = std::uint64_t;
inline constexpr Count kMaxHeap = static_cast<Count>(std::numeric_limits<std::int64_t>::max());

// A position is the list of heap sizes: Nim rows, the one subtraction heap,
// or Wythoff's (x, y). Positions are values; apply() returns a new one.
using Heaps = std::vector<Count>;

enum class Rule { Normal, Misere };  // normal: the last move wins; misère: it loses
enum class Outcome { N, P };         // N: the player to move wins; P: the player to move loses

// One form for every game's move: take `amount` tokens from heap `heap`, the first of them
// token `at` of the heap (counted from 0), or from every heap of the position alike when
// `both`. A game reads the fields it needs: Nim and the subtraction game, whose tokens are
// alike, ignore `at` (their moves are written with 0); a take-and-break game (Kayles) says
// where in the row, so a move may split it; Wythoff's diagonal move takes from both heaps, which
// the other games' check_move refuses. So a new game
// needs no new field as long as its moves take tokens (a partisan game's cut is an edge: its
// number in `heap`).
struct Move {
  std::size_t heap = 0;
  Count amount = 0;
  bool both = false;
  Count at = 0;
  friend bool operator==(const Move&, const Move&) = default;
};

std::string_view to_string(GameKind kind);    // its id in the registry: "nim", "sum", ...
std::string_view to_string(Rule rule);        // "normal", "misere"
std::string_view to_string(Outcome outcome);  // "N", "P"
// A single game by its id or an alias ("marienbad"), never "sum" (a sum is made from its parts).
Result<GameKind> parse_game_kind(std::string_view text);
Result<Rule> parse_rule(std::string_view text);

// Strict decimal parsing: digits only, 0 .. max, with a message naming `what`.
Result<Count> parse_count(std::string_view text, std::string_view what, Count max = kMaxHeap);
// "1,3,5,7" -> {1,3,5,7}; empty items, signs and spaces are errors.
Result<Heaps> parse_count_list(std::string_view text, std::string_view what, Count max = kMaxHeap);
std::string join_counts(const Heaps& heaps, std::string_view separator = ",");

}  // namespace marienbad
