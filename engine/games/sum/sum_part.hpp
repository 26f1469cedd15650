#pragma once
// One part of a sum of games as text (the CLI's --component SPEC, a saved
// match's "parts" line):
//   nim:1,3,5              rows (1 to 64), "marienbad" is an alias of nim
//   subtraction:21         one heap, the set 1,2,3
//   subtraction:21:1,3,4   one heap, then the set
//   wythoff:3,5            the token's square (x,y)
//   kayles:3,5             rows of pins (1 to 1024), each up to 2^64-1
//   octal:3,5:0.137        rows of an octal game, then its code (default 0.137)
//   dawson-chess:3,5       a preset: the game and its code
// Heap sizes 0 .. 2^63-1 as in --heaps (Kayles rows as in --rows). The parser checks the shape
// only; the rules (a valid set, Wythoff within the Grundy table) are SumGame::make's.
#include <string>
#include <string_view>
#include <vector>

#include "marienbad/types.hpp"

namespace marienbad {

struct SumPart {
  GameKind kind{};               // a single game (the first of the list by default), never the sum
  std::vector<Count> parameter;  // its game's parameter's value (GameInfo::parameter), or empty
  Heaps heaps;                   // the part's position
  friend bool operator==(const SumPart&, const SumPart&) = default;
};

// The forms a part may take, from the game registry: "nim:ROWS, subtraction:HEAP, … or
// kayles:ROWS" (the help of --component, and what a bad part's message expects).
std::string sum_part_forms();

// Errors follow `what`, as parse_count_list's do: "--component is empty (...)",
// "--component 'chess:1': unknown game 'chess' (...)".
Result<SumPart> parse_sum_part(std::string_view text, std::string_view what = "part");
// The text parse_sum_part reads back to the same part (a game with a parameter always with
// it: "subtraction:21:1,2,3").
std::string sum_part_text(const SumPart& part);

}  // namespace marienbad
