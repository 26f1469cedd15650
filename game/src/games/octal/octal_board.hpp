#pragma once
// The octal games in the window: the board of pins (boards/pins/pin_board.hpp), a move taking
// up to the code's most pins side by side, a forbidden one saying why; the start editor.
#include <memory>

#include "boards/board_view.hpp"
#include "boards/start_editor.hpp"

namespace marienbad::app {

std::unique_ptr<BoardView> make_octal_board(AppContext& ctx, const MatchSetup& setup);
// The code (presets, or the player's own) above the rows of pins (octal_start.cpp).
std::unique_ptr<StartEditor> make_octal_start_editor(AppContext& ctx);

}  // namespace marienbad::app
