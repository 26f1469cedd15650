// The sum's rules row (session/game_rules.hpp): sums of the single games
// (session/sum_setup.hpp), normal play only (Grundy values add up under normal play only).
#include <initializer_list>
#include <string_view>
#include <vector>

#include "session/game_rules.hpp"
#include "session/sum_setup.hpp"

namespace marienbad::app {

namespace {

// A preset's parts in the engine's grammar of a part (sum_part.hpp); the texts are constants,
// checked by the tests.
std::vector<SumPart> parts_of(std::initializer_list<std::string_view> texts) {
  std::vector<SumPart> parts;
  for (std::string_view text : texts) parts.push_back(parse_sum_part(text).value());
  return parts;
}

}  // namespace

// The sum's own choices of parts, which name the games they add (session/sum_setup.hpp).
std::span<const SumPreset> sum_presets() {
  static const std::vector<SumPreset> presets = {
      {"setup.sum.classic", parts_of({"nim:1,3,5", "subtraction:21:1,2,3", "wythoff:3,5"})},
      {"setup.sum.pair", parts_of({"subtraction:15:1,3,4", "wythoff:4,6"})},
      {"setup.sum.four", parts_of({"nim:2,3", "subtraction:10:1,2,3", "wythoff:2,6", "nim:4,5,6"})},
  };
  return presets;
}

const GameRules& sum_rules() {
  static const GameRules rules = {
      .kind = GameKind::Sum,
      .standard = standard_sum_setup,
      .check_start = check_sum_start,
      .make_game = make_sum_game,
      .normal_only = true,
  };
  return rules;
}

}  // namespace marienbad::app
