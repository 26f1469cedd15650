#pragma once
// Marienbad's hint, as data: the digital-sum table of the rows and the move it explains (its row's
// build_hint).
#include "boards/hint_model.hpp"

namespace marienbad::app {

void build_nim_hint(const Game& game, const Heaps& position, const Reached& reached,
                    const Strings& strings, Count board_size, HintModel& model);

}  // namespace marienbad::app
