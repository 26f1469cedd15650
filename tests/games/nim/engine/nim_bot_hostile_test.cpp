// Hostile bots (issue #34) against BotSession on Nim from 1,3,5,7: a child that leaves the
// bot's process group (setsid) and holds its output ends with the bot, a bot that exits is
// seen at once whatever holds its pipes, a long info line is cut at the protocol's limit, a
// forfeit quotes the bot's last stderr line cut at a whole word, and a wrong number of heaps
// is a malformed answer.
#include <catch2/catch.hpp>

#include "bot_session_support.hpp"
#include "bot_test_support.hpp"
#include "marienbad/bot/bot_session.hpp"
#include "marienbad/bot/protocol.hpp"
#include "nim_bot_support.hpp"

using namespace marienbad;
using namespace marienbad::bot;
using namespace std::chrono_literals;
using marienbad::test::BotRecords;
using marienbad::test::check_all_stopped;
using marienbad::test::cut_run;
using marienbad::test::nim_session;
using marienbad::test::test_bot_command;

TEST_CASE("hostile bot: a child that calls setsid ends with the bot, after quit") {
  const BotRecords records;
  {
    SessionOptions options;
    options.move_time = 5s;
    BotSession session = nim_session(test_bot_command("escapes"), options);
    CHECK(session.choose({1, 3, 5, 7}).ok());
  }  // the destructor quits: the bot exits, its child (another session) is an orphan of ours
  check_all_stopped(records, 2);
}

TEST_CASE("hostile bot: a child that calls setsid ends with the bot, after kill()") {
  const BotRecords records;
  SessionOptions options;
  options.move_time = 5s;
  BotSession session = nim_session(test_bot_command("escapes"), options);
  CHECK(session.choose({1, 3, 5, 7}).ok());
  session.kill();  // as after a forfeit or on quitting the window: SIGKILL at once
  check_all_stopped(records, 2);
}

TEST_CASE("hostile bot: a bot that exits while its child holds its output is seen at once") {
  const BotRecords records;
  SessionOptions options;
  options.move_time = 20s;  // never waited: the bot's exit is the end
  BotSession session = nim_session(test_bot_command("exits-holding"), options);
  const auto asked = Clock::now();
  auto move = session.choose({1, 3, 5, 7});
  const auto took = Clock::now() - asked;
  REQUIRE_FALSE(move.ok());
  // "between moves" or "instead of moving": whether it had exited before the `go` or not.
  CHECK(move.error().rfind("the bot exited normally ", 0) == 0);
  CHECK(took < 1s);
  check_all_stopped(records, 2);
}

TEST_CASE("hostile bot: a 60,000-byte info line is cut to 1024 bytes") {
  const BotRecords records;
  std::vector<std::string> infos;
  SessionOptions options;
  options.move_time = 5s;
  options.on_info = [&](std::string_view text) { infos.emplace_back(text); };
  BotSession session = nim_session(test_bot_command("long-info"), options);
  CHECK(session.choose({1, 3, 5, 7}).ok());
  REQUIRE(infos.size() == 1);
  CHECK(infos[0] == cut_run(kMaxInfoBytes - 3, 'i'));
}

TEST_CASE("hostile bot: the last stderr line in a forfeit is cut at a word, never in a path") {
  const BotRecords records;
  SessionOptions options;
  options.move_time = 5s;
  BotSession session = nim_session(test_bot_command("quoted-path"), options);
  auto move = session.choose({1, 3, 5, 7});
  REQUIRE_FALSE(move.ok());
  CHECK(move.error() ==
        "the bot exited with code 2 instead of moving (the start of the last line on stderr: "
        "'python3: can't open file …')");
}

TEST_CASE("hostile bot: one heap too many is a malformed answer, not an illegal move") {
  const BotRecords records;
  SessionOptions options;
  options.move_time = 5s;
  BotSession session = nim_session(test_bot_command("extra-heap"), options);
  auto move = session.choose({1, 3, 5, 7});
  REQUIRE_FALSE(move.ok());
  CHECK(move.error() == "malformed answer 'to 0,3,5,7,0': 5 heaps where the position has 4");
}
