#pragma once
// A bot's forfeit reason in the player's language. The engine says why a bot lost (or could
// not start) in English, quoting what the bot did; the known shapes of those sentences are
// said again with translated words around the bot's own words, which stay as they are. A
// reason of an unknown shape is shown as it came.
#include <string>
#include <string_view>

#include "app/strings.hpp"

namespace marienbad::app {

std::string forfeit_words(const Strings& strings, std::string_view reason);

}  // namespace marienbad::app
