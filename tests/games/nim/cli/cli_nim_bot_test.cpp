// marienbad-cli move --bot and ladder --bot on Nim, with the example bots (examples/bots)
// and the test bot (tests/bots/test_bot.py): the output of move --level, the protocol in
// order, one line per forfeit, the forfeit within the move time + 3 s, a fresh process after
// a crash, and no bot process left behind.
#include <catch2/catch.hpp>
#include <chrono>
#include <nlohmann/json.hpp>

#include "bot_test_support.hpp"
#include "cli_bot_support.hpp"
#include "cli_run.hpp"

using namespace marienbad::test;
using Lines = std::vector<std::string>;
using namespace std::chrono_literals;

TEST_CASE(
    "move --bot prints the bot's move on Nim as move --level does, after the exact protocol") {
  const BotRecords records;
  const auto text = run_cli("move --game nim --heaps 1,3,5,7 " + bot(test_bot_command("good")));
  INFO(text.err);
  CHECK(text.code == 0);
  CHECK(text.out == "1-1 -> 0,3,5,7\n");
  CHECK(text.err.empty());
  CHECK(records.received() ==
        Lines{"marienbad 1", "new nim normal", "position 1,3,5,7", "go", "quit"});
  // --verbose: the bot's info lines on stderr, the move on stdout as before.
  const auto verbose =
      run_cli("move --game nim --heaps 1,3,5,7 " + bot(test_bot_command("info")) + " --verbose");
  CHECK(verbose.code == 0);
  CHECK(verbose.out == "1-1 -> 0,3,5,7\n");
  CHECK(verbose.err == "marienbad-cli: bot info 'thinking hard'\n");
  check_no_bot_left(records);
}

// Every kind of forfeit is checked in tests/games/nim/engine/nim_bot_session_test.cpp; here
// the CLI's side.
TEST_CASE("move --bot: a forfeit exits 1 with one line naming the reason, no process left") {
  const BotRecords records;
  const std::pair<const char*, const char*> cases[] = {
      {"illegal",
       "marienbad-cli: the bot 'Test bot (illegal)' forfeits: illegal move: 1,3,5,7 "
       "-> 2,3,5,7 is not a legal move\n"},
      {"silent", "marienbad-cli: the bot 'Test bot (silent)' forfeits: no move within 1 s\n"},
  };
  for (const auto& [mode, message] : cases) {
    INFO(mode);
    const auto started = std::chrono::steady_clock::now();
    const auto run = run_cli("move --game nim --heaps 1,3,5,7 " + bot(test_bot_command(mode)) +
                             " --move-time 1");
    // Python's start (up to a second or two on a busy machine) + 1 s + 3 s.
    CHECK(std::chrono::steady_clock::now() - started < 2s + 1s + 3s);
    CHECK(run.code == 1);
    CHECK(run.out.empty());
    CHECK(run.err == message);
  }
  check_no_bot_left(records);
}

TEST_CASE("move --bot: a finished Nim position exits 2 with one line and starts nothing") {
  const BotRecords records;
  const auto finished = run_cli("move --game nim --heaps 0,0 " + bot(test_bot_command("good")));
  CHECK(finished.code == 2);
  CHECK(finished.err ==
        "marienbad-cli: the position 0,0 is already finished: there is no move to play\n");
  CHECK(records.pids().empty());
}

TEST_CASE("ladder --bot: nim_sum_bot never loses a won Nim position") {
  // 2,3,5,7 is won for the player to move under both rules: the bot wins every game it
  // starts (1 and 3); perfect, starting games 2 and 4, wins those.
  for (const char* rule : {"", " --misere"}) {
    INFO(rule);
    const auto json = run_json("ladder nim --heaps 2,3,5,7" + std::string(rule) + " " +
                               bot(example_bot_command("nim_sum_bot")) + " --games 4 --json");
    CHECK(json["bot"] == "Nim sum bot");
    for (const auto& row : json["rows"]) {
      INFO(row.dump());
      CHECK(row["won"].get<int>() >= 2);
      CHECK(row["forfeits"] == 0);
    }
    CHECK(json["rows"][4]["won"] == 2);
    CHECK(json["rows"][4]["lost"] == 2);
  }
}

TEST_CASE("ladder --bot: after a forfeit the next game starts a fresh process") {
  // The first process crashes in game 1 (against random); the second plays every other game.
  const BotRecords records;
  const auto json =
      run_json("ladder nim --heaps 1,2 " + bot(test_bot_command("crash-first")) + " --json");
  CHECK(json["rows"][0]["forfeits"] == 1);
  CHECK(json["rows"][0]["forfeit_reasons"] ==
        nlohmann::json::parse(R"([{"reason": "the bot was killed by signal 11 (SIGSEGV) )"
                              R"(instead of moving", "games": 1}])"));
  for (const auto& row : json["rows"]) {
    CHECK(row["won"].get<int>() + row["lost"].get<int>() + row["forfeits"].get<int>() == 10);
  }
  for (std::size_t level = 1; level < 5; ++level) CHECK(json["rows"][level]["forfeits"] == 0);
  const auto pids = records.pids();
  REQUIRE(pids.size() == 2);
  CHECK(pids[0] != pids[1]);
  const Lines lines = records.received();
  CHECK(std::count(lines.begin(), lines.end(), "marienbad 1") == 2);  // a new handshake
  CHECK(std::count(lines.begin(), lines.end(), "new nim normal") == 50);
  check_no_bot_left(records);
}

TEST_CASE("move and ladder --bot: a bot's child that calls setsid is ended too, none is left") {
  const BotRecords records;
  const auto move = run_cli("move --game nim --heaps 1,3,5,7 " + bot(test_bot_command("escapes")));
  INFO(move.err);
  CHECK(move.code == 0);
  CHECK(move.out == "1-1 -> 0,3,5,7\n");
  const auto ladder =
      run_cli("ladder nim --heaps 1,2 " + bot(test_bot_command("escapes")) + " --games 2");
  INFO(ladder.err);
  CHECK(ladder.code == 0);
  CHECK(records.pids().size() == 4);  // each run: the bot and its child in a session of its own
  check_no_bot_left(records);
}

TEST_CASE("move --bot --verbose: the bot's stderr and info lines are escaped") {
  const BotRecords records;
  const auto run = run_cli("move --game nim --heaps 1,3,5,7 " +
                           bot(test_bot_command("stderr-escapes")) + " --verbose");
  CHECK(run.code == 0);
  // Read from two pipes, the two lines may come in either order.
  CHECK(std::count(run.err.begin(), run.err.end(), '\n') == 2);
  CHECK(run.err.find("marienbad-cli: bot info '\\x1b[31mred\\x00\\xff'\n") != std::string::npos);
  CHECK(run.err.find("marienbad-cli: bot stderr '\\x1b]0;title\\x07\\x00\\xff end'\n") !=
        std::string::npos);
  check_no_bot_left(records);
}
