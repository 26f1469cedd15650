#include "session/setup_checks.hpp"

#include <string>

#include "marienbad/registry.hpp"

namespace marienbad::app {

MatchSetup standard_setup(GameKind kind, Rule rule, Heaps start) {
  MatchSetup setup;
  setup.kind = kind;
  setup.rule = rule;
  setup.start = std::move(start);
  // A game made from a parameter (a set, a code) starts from its usual one.
  if (game_info(kind).parameter != nullptr) setup.set = default_parameter(game_info(kind));
  return setup;
}

Error too_big(const char* what, Count limit) {
  return Error{std::string(what) + " (the board shows at most " + std::to_string(limit) + ")"};
}

Status check_rows(const MatchSetup& setup, const char* too_long) {
  if (setup.start.size() > static_cast<std::size_t>(SetupLimits::kMaxRows)) {
    return too_big("too many rows", static_cast<Count>(SetupLimits::kMaxRows));
  }
  for (Count row : setup.start) {
    if (row > SetupLimits::kMaxMatches) return too_big(too_long, SetupLimits::kMaxMatches);
  }
  return Ok{};
}

Result<Game> make_single_game(const MatchSetup& setup) {
  return Game::make(setup.kind, setup.rule, setup.set);
}

}  // namespace marienbad::app
