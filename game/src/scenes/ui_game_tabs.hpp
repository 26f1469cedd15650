#pragma once
// The row of game tabs (Marienbad, Subtraction 21, Golden heaps) of the rules and
// statistics screens: the shown game is marked by a warm fill and an underline, so
// the tabs need no focus ring.
#include <cstddef>

#include "app/canvas.hpp"
#include "app/strings.hpp"
#include "app/widgets.hpp"

namespace marienbad::app {

// Draws `tabs` (their rects already laid out); `shown` indexes the shown game's tab.
void draw_game_tabs(Canvas& canvas, const ButtonList& tabs, std::size_t shown,
                    const Strings& strings);

}  // namespace marienbad::app
