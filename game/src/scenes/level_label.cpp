#include "scenes/level_label.hpp"

#include "marienbad/player.hpp"

MARIENBAD_STRINGS(level_strings, {"level.random", "Random", "Hasard"},
                  {"level.easy", "Easy", "Facile"}, {"level.medium", "Medium", "Moyen"},
                  {"level.hard", "Hard", "Difficile"}, {"level.perfect", "Perfect", "Parfait"})

namespace marienbad::app {

std::string level_label(const Strings& strings, std::string_view level) {
  if (!is_level(level)) return std::string(level);
  return std::string(strings.tr("level." + std::string(level)));
}

}  // namespace marienbad::app
