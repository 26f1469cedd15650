#include "session/game_rules.hpp"

#include <array>
#include <string>

#include "session/sum_setup.hpp"

namespace marienbad::app {

namespace {

using L = SetupLimits;

Error too_big(const char* what, Count limit) {
  return Error{std::string(what) + " (the board shows at most " + std::to_string(limit) + ")"};
}

MatchSetup standard_of(GameKind kind, Rule rule, Heaps start) {
  MatchSetup setup;
  setup.kind = kind;
  setup.rule = rule;
  setup.start = std::move(start);
  return setup;
}

Status check_nim_start(const MatchSetup& setup) {
  if (setup.start.size() > static_cast<std::size_t>(L::kMaxRows)) {
    return too_big("too many rows", static_cast<Count>(L::kMaxRows));
  }
  for (Count row : setup.start) {
    if (row > L::kMaxMatches) return too_big("a row has too many matches", L::kMaxMatches);
  }
  return Ok{};
}

Status check_subtraction_start(const MatchSetup& setup) {
  for (Count heap : setup.start) {
    if (heap > L::kMaxHeap) return too_big("the heap is too large", L::kMaxHeap);
  }
  for (Count amount : setup.set) {
    if (amount > static_cast<Count>(L::kMaxAmount)) {
      return too_big("an amount in the set is too large", static_cast<Count>(L::kMaxAmount));
    }
  }
  return Ok{};
}

Status check_wythoff_start(const MatchSetup& setup) {
  for (Count coordinate : setup.start) {
    if (coordinate >= L::kMaxBoard) return too_big("the square is off the board", L::kMaxBoard - 1);
  }
  return Ok{};
}

Result<Game> make_single_game(const MatchSetup& setup) {
  return Game::make(setup.kind, setup.rule, setup.set);
}

const std::array<GameRules, 4> kRules = {{
    {GameKind::Nim,
     [] {
       return standard_of(GameKind::Nim, Rule::Misere, {1, 3, 5, 7});
     },
     check_nim_start, make_single_game},
    // "21": whoever takes the last token wins.
    {GameKind::Subtraction, [] { return standard_of(GameKind::Subtraction, Rule::Normal, {21}); },
     check_subtraction_start, make_single_game},
    // Whoever reaches the corner wins; no start: a random square.
    {GameKind::Wythoff, [] { return standard_of(GameKind::Wythoff, Rule::Normal, {}); },
     check_wythoff_start, make_single_game},
    // Sums of the three games (session/sum_setup.hpp), normal play only.
    {kSumKind, standard_sum_setup, check_sum_start, make_sum_game, true},
}};

}  // namespace

std::span<const GameRules> all_game_rules() {
  return kRules;
}

const GameRules& game_rules(GameKind kind) {
  for (const GameRules& rules : kRules) {
    if (rules.kind == kind) return rules;
  }
  return kRules.front();
}

std::optional<GameKind> game_of_name(std::string_view name) {
  for (const GameRules& rules : kRules) {
    if (to_string(rules.kind) == name) return rules.kind;
  }
  return std::nullopt;
}

}  // namespace marienbad::app
