#include "scenes/offered_bots.hpp"

#include <algorithm>

namespace marienbad::app {

std::vector<BotEntry> offered_bots(AppContext& ctx) {
  std::vector<BotEntry> bots;
  if (ctx.options().bot) bots.push_back(*ctx.options().bot);
  for (const BotEntry& bot : ctx.settings().bots) {
    const bool known = std::any_of(bots.begin(), bots.end(), [&bot](const BotEntry& other) {
      return other.command == bot.command;
    });
    if (!known) bots.push_back(bot);
  }
  return bots;
}

}  // namespace marienbad::app
