#pragma once
// The window's games named in a sentence, for the texts that list them outside the window:
// `marienbad --help`, and the desktop entry and AppStream text in every language
// (game/tools/write_data.cpp). Made from the games' rows, so a new game is named in each.
#include <string>
#include <string_view>
#include <vector>

#include "app/strings.hpp"

namespace marienbad::app {

// "Marienbad, Subtraction 21, Golden heaps, Kayles and their sums": every single game by
// its name (the registry's name_key), in menu order, then their sums when a sum is offered.
std::string games_in_words(const Strings& strings);
// The name of every game, the sum's too, in menu order.
std::vector<std::string_view> game_names(const Strings& strings);

}  // namespace marienbad::app
