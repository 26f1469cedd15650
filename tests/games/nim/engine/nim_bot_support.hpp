#pragma once
// What Nim's bot tests share: the game the test bot (tests/bots/test_bot.py) plays.
#include "marienbad/game.hpp"

namespace marienbad::test {

inline const Game kNim = Game::make(GameKind::Nim, Rule::Normal).value();

}  // namespace marienbad::test
