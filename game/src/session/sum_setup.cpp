#include "session/sum_setup.hpp"

#include <algorithm>
#include <string>

#include "session/game_rules.hpp"

namespace marienbad::app {

MatchSetup sum_setup(std::vector<SumPart> parts) {
  MatchSetup setup;
  setup.kind = GameKind::Sum;
  setup.rule = Rule::Normal;
  setup.start = {};
  setup.parts = std::move(parts);
  return setup;
}

MatchSetup standard_sum_setup() {
  return sum_setup(sum_presets().front().parts);
}

Result<Game> make_sum_game(const MatchSetup& setup) {
  auto sum = SumGame::make(setup.parts, setup.rule);
  if (!sum) return Error{sum.error()};
  return Game(std::move(sum).value());
}

Result<std::vector<MatchSetup>> sum_part_setups(const MatchSetup& setup) {
  auto sum = SumGame::make(setup.parts, setup.rule);
  if (!sum) return Error{sum.error()};
  std::vector<SumPart> parts = setup.parts;
  if (!setup.start.empty()) {
    if (auto valid = sum->check_position(setup.start); !valid) return Error{valid.error()};
    parts = sum->parts(setup.start);
  }
  std::vector<MatchSetup> setups;
  for (const SumPart& part : parts) {
    MatchSetup one = setup;
    one.kind = part.kind;
    one.rule = Rule::Normal;
    one.start = part.heaps;
    one.parts.clear();
    one.set = part.parameter;  // empty but for a game that takes a parameter
    if (const auto board_for = game_rules(part.kind).board_for)
      one.board_size = board_for(part.heaps);
    setups.push_back(std::move(one));
  }
  return setups;
}

Status check_sum_start(const MatchSetup& setup) {
  if (setup.parts.size() < kMinShownSumParts || setup.parts.size() > kMaxShownSumParts) {
    return Error{"a sum on screen has " + std::to_string(kMinShownSumParts) + " to " +
                 std::to_string(kMaxShownSumParts) + " parts, got " +
                 std::to_string(setup.parts.size())};
  }
  auto parts = sum_part_setups(setup);
  if (!parts) return Error{parts.error()};
  for (std::size_t i = 0; i < parts->size(); ++i) {
    const MatchSetup& part = (*parts)[i];
    // A game the engine takes as a part but the window has no board for yet: refused,
    // never shown as another game's board (game_rules falls back to the first row).
    if (game_rules(part.kind).kind != part.kind) {
      return Error{"part " + std::to_string(i + 1) + ": " + std::string(to_string(part.kind)) +
                   " is not offered in the window yet"};
    }
    if (auto shown = game_rules(part.kind).check_start(part); !shown) {
      return Error{"part " + std::to_string(i + 1) + ": " + shown.error()};
    }
  }
  return Ok{};
}

}  // namespace marienbad::app
