#pragma once
// What the BotSession tests share, whatever game they play (each game's own bot tests are in
// its home, tests/games/ID/engine/): a bot started from its command line, and quick times.
#include <catch2/catch.hpp>
#include <chrono>
#include <string>
#include <string_view>
#include <utility>
#include <variant>

#include "bot_test_support.hpp"
#include "marienbad/bot/bot_session.hpp"
#include "marienbad/bot/command_words.hpp"
#include "marienbad/bot/forfeit.hpp"

namespace marienbad::test {

// 1 s per move; the handshake keeps its 5 s, as Python alone may take more than 1 s
// to start on a busy machine.
inline bot::SessionOptions fast_options() {
  bot::SessionOptions options;
  options.move_time = std::chrono::seconds(1);
  return options;
}

// The bot that `command` starts; the test fails, naming the reason, when it cannot start.
inline bot::BotSession launch_bot(std::string_view command, bot::SessionOptions options) {
  auto session =
      bot::BotSession::launch(bot::split_command_words(command).value(), std::move(options));
  INFO(command << ": " << (session ? "" : session.error()));
  REQUIRE(session.ok());
  return std::move(session).value();
}

// The test bot (tests/bots/test_bot.py) in `mode`.
inline bot::BotSession launch_test_bot(std::string_view mode, bot::SessionOptions options) {
  return launch_bot(test_bot_command(mode), std::move(options));
}

// Every process the test bot recorded (`expected` of them) stops running.
inline void check_all_stopped(const BotRecords& records, std::size_t expected) {
  const auto pids = records.pids();
  CHECK(pids.size() == expected);
  for (pid_t pid : pids) {
    INFO("pid " << pid);
    CHECK(stops_running(pid));
  }
}

// A run of `count` letters then "…" (appended, not operator+: GCC 12 warns falsely on
// string + literal at -O1, -Warray-bounds).
inline std::string cut_run(std::size_t count, char letter) {
  std::string text(count, letter);
  text += "…";
  return text;
}

// The forfeit a reading gave (a copy: the reading is often a temporary).
template <class T>
bot::Forfeit forfeit_in(const bot::OrForfeit<T>& read) {
  REQUIRE(std::holds_alternative<bot::Forfeit>(read));
  return std::get<bot::Forfeit>(read);
}

}  // namespace marienbad::test
