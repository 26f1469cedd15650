#pragma once
// Copy link (L on the play screen, in the page: docs/web.md): the options that open the
// position on the board, with the same names as the command line, as an address's query
// ("game=nim&heaps=1,3,5&misere&level=perfect&first=human"). The page turns the query back
// into the command line (game/web/index.html), so the link opens what `marienbad --game nim
// --heaps 1,3,5 --misere --level perfect --first human` opens.
#include <string>

#include "marienbad/game.hpp"
#include "session/match_setup.hpp"

namespace marienbad::app {

struct LinkedPosition {
  const MatchSetup* setup = nullptr;  // the game, its rule, set, level and parts
  const Game* game = nullptr;         // the match's game (a sum splits the position by part)
  Heaps position;                     // the position to open
  bool person_moves = true;           // whose turn it is there: --first human or computer
  bool hint = false;                  // the hint is shown: --hint
};

// The query, without the '?'. Every value is one the command line accepts for this setup;
// characters an address does not carry as they are (none of the games' names, levels or
// numbers has any) are percent-encoded.
std::string position_query(const LinkedPosition& linked);

}  // namespace marienbad::app
