#pragma once
// The Dornim board's hint, as data (no SDL): built here, drawn by wythoff_hint.cpp.
#include <optional>
#include <string>
#include <vector>

#include "boards/hint_draw.hpp"
#include "boards/hint_model.hpp"

namespace marienbad::app {

// Dornim: the cold squares on the board and seed 004's table (d, ⌊dφ⌋, ⌊dφ⌋ + d).
struct WythoffHint {
  struct Square {
    Count x = 0;
    Count y = 0;
    friend bool operator==(const Square&, const Square&) = default;
  };
  Count board_size = 0;
  std::vector<ColdPosition> table;  // normal-play ranks whose smaller coordinate fits
  std::vector<Square> cold;         // every cold square of the board under the game's rule
  bool token_cold = false;
  std::optional<Move> suggested;
  std::optional<Square> suggested_square;
  std::string method;
};

// Its row's build_hint: fills the model's suggestion, method and detail (a WythoffHint).
void build_wythoff_hint(const Game& game, const Heaps& position, const Reached& reached,
                        const Strings& strings, Count board_size, HintModel& model);

// Dornim squares per side as the board draws them (0 when unknown).
Count wythoff_board_size(const HintFrame& frame);

// The game's part of the hint panel (GameEntry::draw_hint).
void draw_wythoff_hint(Canvas& canvas, const HintFrame& frame, const HintModel& model,
                       const HintExtras& extras, const Strings& strings);

}  // namespace marienbad::app
