#pragma once
// The bots a player may choose as the opponent on the setup page: --bot's program for this
// run first, then the settings' list (a command given twice is offered once).
#include <vector>

#include "app/context.hpp"
#include "session/match_setup.hpp"

namespace marienbad::app {

std::vector<BotEntry> offered_bots(AppContext& ctx);

}  // namespace marienbad::app
