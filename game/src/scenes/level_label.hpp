#pragma once
// The computer's levels as the player reads them, one text per level for every screen
// (setup, play panel, statistics).
#include <string>
#include <string_view>

#include "app/strings.hpp"

namespace marienbad::app {

// "Medium" / "Moyen" for "medium"; a name that is not a level, as it is.
std::string level_label(const Strings& strings, std::string_view level);

}  // namespace marienbad::app
