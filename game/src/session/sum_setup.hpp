#pragma once
// A sum of games in a match's setup (no SDL): the presets, each part as a setup of its own
// game (the board it is drawn on, the limits it is checked against), and the checks of the
// game table's sum row (session/game_rules.hpp).
#include <span>
#include <string_view>
#include <vector>

#include "marienbad/game.hpp"
#include "session/match_setup.hpp"

namespace marienbad::app {

// What the play screen holds side by side (the engine allows 1 to 8 parts).
inline constexpr std::size_t kMinShownSumParts = 2;
inline constexpr std::size_t kMaxShownSumParts = 4;

struct SumPreset {
  std::string_view key;  // its name's text key
  std::vector<SumPart> parts;
};
// The setup page's preset sums, the first being the standard one. Defined in the sum's
// folder (games/sum/sum_rules.cpp), as they name the games they add.
std::span<const SumPreset> sum_presets();

// A sum of these parts under the normal rule, with the other choices at their defaults.
MatchSetup sum_setup(std::vector<SumPart> parts);
MatchSetup standard_sum_setup();

// Each part as its own game's setup at the sum's start (setup.start when given, else the
// parts' heaps): the Dornim board just large enough for the square. An error when the
// parts do not make a sum or the start does not fit them.
Result<std::vector<MatchSetup>> sum_part_setups(const MatchSetup& setup);

// The sum row's checks: 2 to 4 parts, each one a start its own board can show.
Status check_sum_start(const MatchSetup& setup);
Result<Game> make_sum_game(const MatchSetup& setup);

}  // namespace marienbad::app
