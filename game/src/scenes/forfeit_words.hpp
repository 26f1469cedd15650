#pragma once
// A bot's forfeit reason in the player's language: the engine's reason code said with
// translated words around the bot's own words (and the system's), which stay as they are.
#include <string>

#include "app/strings.hpp"
#include "marienbad/bot/forfeit.hpp"

namespace marienbad::app {

std::string forfeit_words(const Strings& strings, const bot::Forfeit& forfeit);

}  // namespace marienbad::app
