#pragma once
// Marienbad's hint, as data: the digital-sum table of the rows and the move it explains (its row's
// build_hint).
#include "boards/hint_draw.hpp"
#include "boards/hint_model.hpp"

namespace marienbad::app {

void build_nim_hint(const Game& game, const Heaps& position, const Reached& reached,
                    const Strings& strings, Count board_size, HintModel& model);

// The game's part of the hint panel (GameEntry::draw_hint): seed 002's table and the move.
void draw_nim_hint(Canvas& canvas, const HintFrame& frame, const HintModel& model,
                   const HintExtras& extras, const Strings& strings);

}  // namespace marienbad::app
