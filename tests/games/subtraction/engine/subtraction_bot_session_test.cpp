// BotSession against the test bot (tests/bots/test_bot.py) on the subtraction game: its set
// in the `new` line, the bot's move read back.
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
