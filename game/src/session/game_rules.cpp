#include "session/game_rules.hpp"

#include <algorithm>
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

// Rows of pieces side by side (matches, pins): as many rows, and pieces a row, as the board
// shows.
Status check_rows(const MatchSetup& setup, const char* too_long) {
  if (setup.start.size() > static_cast<std::size_t>(L::kMaxRows)) {
    return too_big("too many rows", static_cast<Count>(L::kMaxRows));
  }
  for (Count row : setup.start) {
    if (row > L::kMaxMatches) return too_big(too_long, L::kMaxMatches);
  }
  return Ok{};
}

Status check_nim_start(const MatchSetup& setup) {
  return check_rows(setup, "a row has too many matches");
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

// Uniform over the squares off the two edges and the diagonal: from those, the first
// player cannot reach the corner in one move (a match that ends at once is no game).
// A 2 × 2 board has none: any square but the corner.
Result<Heaps> random_wythoff_square(const MatchSetup& setup, Rng& squares) {
  if (setup.board_size < 2) return Error{"the Dornim board needs at least 2 × 2 squares"};
  const Count n = setup.board_size;
  if (n >= 3) {
    const Count x = 1 + squares.below(n - 1);
    Count y = 1 + squares.below(n - 2);
    if (y >= x) ++y;
    return Heaps{x, y};
  }
  const Count cell = 1 + squares.below(n * n - 1);
  return Heaps{cell % n, cell / n};
}

// The smallest board the setup page offers that holds the square.
Count wythoff_board_for(const Heaps& start) {
  Count side = L::kMinBoard;
  for (Count coordinate : start) side = std::max(side, coordinate + 1);
  return std::min(side, L::kMaxBoard);
}

Result<Game> make_single_game(const MatchSetup& setup) {
  return Game::make(setup.kind, setup.rule, setup.set);
}

const std::array<GameRules, 5> kRules = {{
    {GameKind::Nim,
     [] {
       return standard_of(GameKind::Nim, Rule::Misere, {1, 3, 5, 7});
     },
     check_nim_start,
     make_single_game,
     false,
     nullptr,
     nullptr,
     {{GameKind::Nim, {}, {1, 3, 5}},
      {GameKind::Nim, {}, {2, 3}},
      {GameKind::Nim, {}, {4, 5, 6}},
      {GameKind::Nim, {}, {1, 3, 5, 7}}}},
    // "21": whoever takes the last token wins.
    {GameKind::Subtraction,
     [] { return standard_of(GameKind::Subtraction, Rule::Normal, {21}); },
     check_subtraction_start,
     make_single_game,
     false,
     nullptr,
     nullptr,
     {{GameKind::Subtraction, {1, 2, 3}, {21}},
      {GameKind::Subtraction, {1, 2, 3}, {10}},
      {GameKind::Subtraction, {1, 3, 4}, {15}},
      {GameKind::Subtraction, {2, 5}, {12}}}},
    // Whoever reaches the corner wins; no start: a random square.
    {GameKind::Wythoff,
     [] { return standard_of(GameKind::Wythoff, Rule::Normal, {}); },
     check_wythoff_start,
     make_single_game,
     false,
     random_wythoff_square,
     wythoff_board_for,
     {{GameKind::Wythoff, {}, {3, 5}},
      {GameKind::Wythoff, {}, {4, 6}},
      {GameKind::Wythoff, {}, {2, 6}},
      {GameKind::Wythoff, {}, {7, 9}}}},
    // Rows of pins: each row is checked as the board shows it (as many rows and pins per row as
    // Marienbad's matches); misère only as far as the engine's search is exact (its
    // check_position says so, and the setup page does not offer it beyond).
    {GameKind::Kayles,
     [] {
       return standard_of(GameKind::Kayles, Rule::Normal, {3, 5, 7});
     },
     [](const MatchSetup& setup) { return check_rows(setup, "a row has too many pins"); },
     make_single_game,
     false,
     nullptr,
     nullptr,
     {{GameKind::Kayles, {}, {3, 5}},
      {GameKind::Kayles, {}, {1, 4}},
      {GameKind::Kayles, {}, {2, 3, 5}},
      {GameKind::Kayles, {}, {7}}}},
    // Sums of the games above (session/sum_setup.hpp), normal play only.
    {GameKind::Sum, standard_sum_setup, check_sum_start, make_sum_game, true},
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

bool offers_misere(const MatchSetup& setup) {
  const GameRules& rules = game_rules(setup.kind);
  if (rules.normal_only) return false;
  MatchSetup misere = setup;
  misere.rule = Rule::Misere;
  const auto game = rules.make_game(misere);
  return game.ok() && (misere.start.empty() || game.value().check_position(misere.start).ok());
}

std::optional<GameKind> game_of_name(std::string_view name) {
  for (const GameRules& rules : kRules) {
    if (to_string(rules.kind) == name) return rules.kind;
  }
  return std::nullopt;
}

}  // namespace marienbad::app
