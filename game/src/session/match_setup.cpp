#include "session/match_setup.hpp"

#include "marienbad/player.hpp"
#include "marienbad/rng.hpp"

namespace marienbad::app {

std::string_view to_string(Opponent opponent) {
  switch (opponent) {
    case Opponent::Computer:
      return "computer";
    case Opponent::SecondPerson:
      return "person";
    case Opponent::Demo:
      return "demo";
  }
  return "computer";
}

std::string_view to_string(FirstMover first) {
  switch (first) {
    case FirstMover::Human:
      return "human";
    case FirstMover::Computer:
      return "computer";
    case FirstMover::Random:
      return "random";
  }
  return "human";
}

std::optional<Opponent> parse_opponent(std::string_view name) {
  for (Opponent o : {Opponent::Computer, Opponent::SecondPerson, Opponent::Demo}) {
    if (to_string(o) == name) return o;
  }
  return std::nullopt;
}

std::optional<FirstMover> parse_first_mover(std::string_view name) {
  for (FirstMover f : {FirstMover::Human, FirstMover::Computer, FirstMover::Random}) {
    if (to_string(f) == name) return f;
  }
  return std::nullopt;
}

GameKind next_game(GameKind kind) {
  for (std::size_t i = 0; i < kGames.size(); ++i) {
    if (kGames[i] == kind) return kGames[(i + 1) % kGames.size()];
  }
  return kGames.front();
}

MatchSetup default_setup(GameKind kind) {
  MatchSetup setup;
  setup.kind = kind;
  switch (kind) {
    case GameKind::Nim:
      setup.rule = Rule::Misere;  // the film
      setup.start = {1, 3, 5, 7};
      break;
    case GameKind::Subtraction:
      setup.rule = Rule::Normal;  // "21": whoever takes the last token wins
      setup.start = {21};
      setup.set = {1, 2, 3};
      break;
    case GameKind::Wythoff:
      setup.rule = Rule::Normal;  // whoever reaches the corner wins
      setup.start = {};           // a random square
      setup.board_size = 16;
      break;
  }
  return setup;
}

Result<Match> make_match(const MatchSetup& setup, std::uint64_t seed) {
  auto game = Game::make(setup.kind, setup.rule, setup.set);
  if (!game) return Error{game.error()};
  // Separate streams, so the start square does not depend on who starts.
  const Rng base(seed);
  Heaps start = setup.start;
  if (setup.kind == GameKind::Wythoff && start.empty()) {
    if (setup.board_size < 2) return Error{"the Dornim board needs at least 2 × 2 squares"};
    // Uniform over the squares off the two edges and the diagonal: from those, the first
    // player cannot reach the corner in one move (a match that ends at once is no game).
    // A 2 × 2 board has none: any square but the corner.
    Rng squares = base.derive(1);
    const Count n = setup.board_size;
    if (n >= 3) {
      const Count x = 1 + squares.below(n - 1);
      Count y = 1 + squares.below(n - 2);
      if (y >= x) ++y;
      start = {x, y};
    } else {
      const Count cell = 1 + squares.below(n * n - 1);
      start = {cell % n, cell / n};
    }
  }
  int first = 0;
  switch (setup.first) {
    case FirstMover::Human:
      first = 0;
      break;
    case FirstMover::Computer:
      first = 1;
      break;
    case FirstMover::Random: {
      Rng coin = base.derive(2);
      first = static_cast<int>(coin.below(2));
      break;
    }
  }
  std::array<std::string, 2> controllers;
  switch (setup.opponent) {
    case Opponent::Computer:
      controllers = {"human", setup.level};
      break;
    case Opponent::SecondPerson:
      controllers = {"human", "human"};
      break;
    case Opponent::Demo:
      controllers = {setup.level, setup.level};
      break;
  }
  if (setup.opponent != Opponent::SecondPerson && !is_level(setup.level)) {
    auto described = describe(setup.level);
    return Error{described ? "unknown level" : described.error()};
  }
  return Match::make(std::move(game).value(), std::move(start), first, std::move(controllers));
}

Status check_playable(const MatchSetup& setup) {
  using L = SetupLimits;
  const auto too_big = [](const char* what, Count limit) {
    return Error{std::string(what) + " (the board shows at most " + std::to_string(limit) + ")"};
  };
  switch (setup.kind) {
    case GameKind::Nim:
      if (setup.start.size() > static_cast<std::size_t>(L::kMaxRows)) {
        return too_big("too many rows", static_cast<Count>(L::kMaxRows));
      }
      for (Count row : setup.start) {
        if (row > L::kMaxMatches) return too_big("a row has too many matches", L::kMaxMatches);
      }
      break;
    case GameKind::Subtraction:
      for (Count heap : setup.start) {
        if (heap > L::kMaxHeap) return too_big("the heap is too large", L::kMaxHeap);
      }
      for (Count amount : setup.set) {
        if (amount > static_cast<Count>(L::kMaxAmount)) {
          return too_big("an amount in the set is too large", static_cast<Count>(L::kMaxAmount));
        }
      }
      break;
    case GameKind::Wythoff:
      for (Count coordinate : setup.start) {
        if (coordinate >= L::kMaxBoard) {
          return too_big("the square is off the board", L::kMaxBoard - 1);
        }
      }
      break;
  }
  if (auto match = make_match(setup, 0); !match) return Error{match.error()};
  return Ok{};
}

}  // namespace marienbad::app
