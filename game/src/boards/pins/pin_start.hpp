#pragma once
// The start editor of a game of pins (Kayles, the octal games): rows of pins, drawn as on the
// board, with the game's ready starts.
#include "boards/rows_start_editor.hpp"

namespace marienbad::app {

// Rows of pins: `keys` the start choices' texts (the custom start's last), `ready` the others'
// starts; the custom start 3-5-7 until changed, rows added as 3, 5, 7, 9...
RowsStart pin_rows_start(std::vector<std::string> keys, std::vector<Heaps> ready);

}  // namespace marienbad::app
