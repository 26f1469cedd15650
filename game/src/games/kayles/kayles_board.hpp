#pragma once
// Kayles in the window: its board is the board of pins (boards/pins/pin_board.hpp), one or two
// pins side by side a move; its start editor and hint.
#include "boards/pins/pin_board.hpp"

namespace marienbad::app {

class StartEditor;
struct MatchSetup;

std::unique_ptr<BoardView> make_kayles_board(AppContext& ctx, const MatchSetup& setup);
// The start-position half of the setup page (kayles_start.cpp).
std::unique_ptr<StartEditor> make_kayles_start_editor(AppContext& ctx);

// A move in words, its row named by its line and its pins by their places on that line as
// the moves of `before` leave them ("pins 3 and 4 of row 2"); by the engine's rows when
// `before` is empty.
std::string kayles_move_words(const Strings& strings, const Reached& before, const Move& move);

using KaylesBoard = PinBoard;

}  // namespace marienbad::app
