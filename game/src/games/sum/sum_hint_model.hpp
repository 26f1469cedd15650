#pragma once
// A sum's hint, as data: each part's Grundy value in the digital-sum table and the move in the key
// part (its row's build_hint).
#include "boards/hint_draw.hpp"
#include "boards/hint_model.hpp"

namespace marienbad::app {

void build_sum_hint(const Game& game, const Heaps& position, const Reached& reached,
                    const Strings& strings, Count board_size, HintModel& model);

// The game's part of the hint panel (GameEntry::draw_hint).
void draw_sum_hint(Canvas& canvas, const HintFrame& frame, const HintModel& model,
                   const HintExtras& extras, const Strings& strings);

}  // namespace marienbad::app
