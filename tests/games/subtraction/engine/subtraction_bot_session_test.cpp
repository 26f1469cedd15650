// BotSession against the test bot (tests/bots/test_bot.py) on the subtraction game: its set
// in the `new` line, the bot's move read back, and a game of another kind after it.
#include <catch2/catch.hpp>

#include "bot_session_support.hpp"
#include "bot_test_support.hpp"
#include "marienbad/bot/bot_session.hpp"
#include "marienbad/game.hpp"

using namespace marienbad;
using namespace marienbad::bot;
using namespace std::chrono_literals;
using marienbad::test::BotRecords;
using marienbad::test::fast_options;
using marienbad::test::is_gone;
using marienbad::test::launch_bot;
using marienbad::test::test_bot_command;

TEST_CASE("bot session: a well-behaved bot plays the subtraction game in protocol order") {
  const BotRecords records;
  std::vector<std::string> infos;
  SessionOptions options = fast_options();
  options.on_info = [&](std::string_view text) { infos.emplace_back(text); };
  BotSession session = launch_bot(test_bot_command("info"), options);
  REQUIRE(session.wait_for_handshake().ok());
  CHECK(session.name() == "Test bot (info)");
  const Game subtraction = Game::make(GameKind::Subtraction, Rule::Misere, {1, 3, 4}).value();
  REQUIRE(session.new_game(subtraction).ok());
  CHECK(session.choose({10}).value() == Move{0, 1, false});
  CHECK(infos == std::vector<std::string>(1, "thinking hard"));
  const pid_t pid = session.pid();
  const auto quit_at = Clock::now();
  session.quit();
  CHECK(Clock::now() - quit_at < 1s);  // it leaves at once on quit
  CHECK(is_gone(pid));
  CHECK(records.received() == std::vector<std::string>{"marienbad 1",
                                                       "new subtraction misere 1,3,4",
                                                       "position 10", "go", "quit"});
  CHECK_FALSE(session.choose({1}).ok());  // over: an error, never a hang
}

TEST_CASE("bot session: after the subtraction game, the same bot plays Marienbad") {
  // One process for games of two kinds: each game its `new` line, then its own positions.
  const BotRecords records;
  BotSession session = launch_bot(test_bot_command("good"), fast_options());
  REQUIRE(session.wait_for_handshake().ok());
  const Game subtraction = Game::make(GameKind::Subtraction, Rule::Misere, {1, 3, 4}).value();
  REQUIRE(session.new_game(subtraction).ok());
  CHECK(session.choose({10}).value() == Move{0, 1, false});
  const Game marienbad = Game::make(GameKind::Nim, Rule::Normal).value();
  REQUIRE(session.new_game(marienbad).ok());
  CHECK(session.choose({0, 3, 5, 7}).value() == Move{1, 1, false});
  CHECK(session.choose({0, 2, 5, 0}).value() == Move{1, 1, false});
  session.quit();
  CHECK(records.received() ==
        std::vector<std::string>{"marienbad 1", "new subtraction misere 1,3,4", "position 10", "go",
                                 "new nim normal", "position 0,3,5,7", "go", "position 0,2,5,0",
                                 "go", "quit"});
}
