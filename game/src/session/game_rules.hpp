#pragma once
// What differs between the games in a match's setup, one row per game (no SDL): its
// standard setup and the limits of what its board can show. Each game's row is in its folder
// (games/ID/ID_rules.cpp: `const GameRules& ID_rules()`), collected by the generated
// game_rules_list.cpp; the boards' table (boards/game_table.hpp) adds what is drawn.
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "marienbad/game.hpp"
#include "marienbad/result.hpp"
#include "marienbad/rng.hpp"
#include "session/match_setup.hpp"

namespace marienbad::app {

struct GameRules {
  GameKind kind;
  // The standard setup: Marienbad 1-3-5-7 misère (the film), 21 with {1,2,3}, a random
  // square on a 16×16 Dornim board.
  MatchSetup (*standard)();
  // Whether the board can show this start (and set): a clear reason otherwise.
  Status (*check_start)(const MatchSetup& setup);
  // The engine's game for the setup (its rule, set or parts).
  Result<Game> (*make_game)(const MatchSetup& setup);
  // Only the normal rule is offered (a sum: Grundy values add up under normal play only).
  bool normal_only = false;
  // A start drawn at random when the setup has none (Dornim: a square of its board, from
  // `squares`); null: the engine's standard start.
  Result<Heaps> (*random_start)(const MatchSetup& setup, Rng& squares) = nullptr;
  // The side of the smallest square board that shows `start` (Dornim); null: no board.
  Count (*board_for)(const Heaps& start) = nullptr;
  // The starts the setup page offers for it as a part of a sum (its engine entry's
  // part_grundy says whether it can be one); empty: none.
  std::vector<SumPart> part_starts = {};
};

// Every game, in menu order: the single games in the order of MARIENBAD_GAMES, then the sum.
std::span<const GameRules* const> all_game_rules();
const GameRules& game_rules(GameKind kind);
// Whether the setup's game may be played under the misère rule from its start: not for a game
// offered under the normal rule only, nor where the engine is not exact (a start of more
// pins than its misère search covers).
bool offers_misere(const MatchSetup& setup);
// The game of an engine id as the player's files write it (one of all_game_rules()),
// never an alias.
std::optional<GameKind> game_of_name(std::string_view name);

}  // namespace marienbad::app
