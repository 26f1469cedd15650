#pragma once
// What the BotSession tests share: the game they play and a bot started from its
// command line.
#include <catch2/catch.hpp>
#include <string_view>
#include <utility>

#include "marienbad/bot/bot_session.hpp"
#include "marienbad/bot/command_words.hpp"
#include "marienbad/game.hpp"

namespace marienbad::test {

inline const Game kNim = Game::make(GameKind::Nim, Rule::Normal).value();

// The bot that `command` starts; the test fails, naming the reason, when it cannot start.
inline bot::BotSession launch_bot(std::string_view command, bot::SessionOptions options) {
  auto session =
      bot::BotSession::launch(bot::split_command_words(command).value(), std::move(options));
  INFO(command << ": " << (session ? "" : session.error()));
  REQUIRE(session.ok());
  return std::move(session).value();
}

}  // namespace marienbad::test
