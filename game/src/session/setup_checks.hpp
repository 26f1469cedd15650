#pragma once
// What the games' rules rows (game/src/games/ID/ID_rules.cpp) check alike: a setup made from
// its parts, and a start within what a board shows.
#include "marienbad/result.hpp"
#include "session/match_setup.hpp"

namespace marienbad::app {

// A setup of `kind` under `rule` from `start`, the other choices at their defaults.
MatchSetup standard_setup(GameKind kind, Rule rule, Heaps start);
// "`what` (the board shows at most `limit`)".
Error too_big(const char* what, Count limit);
// Rows of pieces side by side (matches, pins): as many rows, and pieces a row, as the board
// shows; `too_long` names a row that has too many.
Status check_rows(const MatchSetup& setup, const char* too_long);
// The engine's game for a single game's setup (its kind, rule and set).
Result<Game> make_single_game(const MatchSetup& setup);

}  // namespace marienbad::app
