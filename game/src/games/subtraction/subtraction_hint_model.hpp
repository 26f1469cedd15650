#pragma once
// The subtraction game's hint, as data (no SDL): built here, drawn by subtraction_hint.cpp.
#include <optional>
#include <string>
#include <vector>

#include "boards/hint_draw.hpp"
#include "boards/hint_model.hpp"

namespace marienbad::app {

// Subtraction: the heap modulo (max + 1) for {1..k}, or the periodic losing heaps.
struct SubtractionHint {
  Count heap = 0;
  std::optional<Count> modulus;  // the set is {1..k}: k + 1
  std::optional<Count> losing_residue;
  std::vector<Count> losing_heaps;  // the first ones, in order
  Count preperiod = 0;
  Count period = 1;
  std::optional<Count> suggested_amount;
  // The heaps up to the current one (at most the last 60), losing or not, for the strip.
  Count strip_first = 0;
  std::vector<bool> strip_losing;
  std::string pattern;  // "Losing heaps: 0, 2, 7, 9 … then every 7"
  std::string method;   // "21 mod 4 = 1: take 1 to leave a multiple of 4"
};

// Its row's build_hint: fills the model's suggestion, method and detail (a SubtractionHint).
void build_subtraction_hint(const Game& game, const Heaps& position, const Reached& reached,
                            const Strings& strings, Count board_size, HintModel& model);

// The game's part of the hint panel (GameEntry::draw_hint).
void draw_subtraction_hint(Canvas& canvas, const HintFrame& frame, const HintModel& model,
                           const HintExtras& extras, const Strings& strings);

}  // namespace marienbad::app
