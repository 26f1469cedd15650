#include "session/match_setup.hpp"

#include "marienbad/player.hpp"
#include "marienbad/rng.hpp"
#include "session/game_rules.hpp"

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
  const auto games = all_game_rules();
  for (std::size_t i = 0; i < games.size(); ++i) {
    if (games[i]->kind == kind) return games[(i + 1) % games.size()]->kind;
  }
  return games.front()->kind;
}

MatchSetup default_setup(GameKind kind) {
  return game_rules(kind).standard();
}

Result<Match> make_match(const MatchSetup& setup, std::uint64_t seed) {
  auto game = game_rules(setup.kind).make_game(setup);
  if (!game) return Error{game.error()};
  // Separate streams, so the start square does not depend on who starts.
  const Rng base(seed);
  Heaps start = setup.start;
  const GameRules& rules = game_rules(setup.kind);
  if (start.empty() && rules.random_start != nullptr) {
    Rng squares = base.derive(1);
    auto drawn = rules.random_start(setup, squares);
    if (!drawn) return Error{drawn.error()};
    start = std::move(drawn).value();
  }
  if (start.empty() && game.value().is_sum()) start = game.value().standard_start();
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
      controllers = {"human", setup.bot ? std::string(kBotController) : setup.level};
      break;
    case Opponent::SecondPerson:
      controllers = {"human", "human"};
      break;
    case Opponent::Demo:
      controllers = {setup.bot ? std::string(kBotController) : setup.level, setup.level};
      break;
  }
  const bool uses_level =
      setup.opponent == Opponent::Demo || (setup.opponent == Opponent::Computer && !setup.bot);
  if (uses_level && !is_level(setup.level)) {
    auto described = describe(setup.level);
    return Error{described ? "unknown level" : described.error()};
  }
  return Match::make(std::move(game).value(), std::move(start), first, std::move(controllers));
}

Status check_playable(const MatchSetup& setup) {
  if (auto start = game_rules(setup.kind).check_start(setup); !start) return start;
  if (auto match = make_match(setup, 0); !match) return Error{match.error()};
  return Ok{};
}

}  // namespace marienbad::app
