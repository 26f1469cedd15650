#include "scenes/level_label.hpp"

#include "marienbad/player.hpp"

MARIENBAD_STRINGS(level_strings, S_("level.random", "Random"), S_("level.easy", "Easy"),
                  S_("level.medium", "Medium"), S_("level.hard", "Hard"),
                  S_("level.perfect", "Perfect"))

namespace marienbad::app {

std::string level_label(const Strings& strings, std::string_view level) {
  if (!is_level(level)) return std::string(level);
  return std::string(strings.tr("level." + std::string(level)));
}

}  // namespace marienbad::app
