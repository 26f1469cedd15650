#pragma once
// What Nim's bot tests share: the game the test bot (tests/bots/test_bot.py) plays, and a bot
// ready to play it.
#include <string_view>
#include <utility>

#include "bot_session_support.hpp"
#include "marienbad/game.hpp"

namespace marienbad::test {

inline const Game kNim = Game::make(GameKind::Nim, Rule::Normal).value();

// A bot past its handshake, with a game of Nim started.
inline bot::BotSession nim_session(std::string_view command,
                                   bot::SessionOptions options = fast_options()) {
  bot::BotSession session = launch_bot(command, std::move(options));
  REQUIRE(session.wait_for_handshake().ok());
  REQUIRE(session.new_game(kNim).ok());
  return session;
}

}  // namespace marienbad::test
