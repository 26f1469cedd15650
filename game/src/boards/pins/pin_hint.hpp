#pragma once
// The hint of a game of rows of pins (Kayles, the octal games): each row's Grundy value in
// base 2, their digital sum Σ, the winning move; above them the first values g(0..11).
#include "app/canvas.hpp"
#include "marienbad/game.hpp"
#include "session/reached.hpp"

namespace marienbad::app {

struct HintFrame;
struct HintModel;
struct HintExtras;

// A row is named by its line on the board, and by its pins when it is not the whole line.
void build_pin_rows_hint(const Game& game, const Heaps& position, const Reached& reached,
                         const Strings& strings, Count board_size, HintModel& model);
void draw_pin_rows_hint(Canvas& canvas, const HintFrame& frame, const HintModel& model,
                        const HintExtras& extras, const Strings& strings);

}  // namespace marienbad::app
