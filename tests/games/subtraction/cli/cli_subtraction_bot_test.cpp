// marienbad-cli move --bot and ladder --bot on the subtraction game, with the test bot
// (tests/bots/test_bot.py): the set in the protocol, one process for a ladder, a text table.
#include <catch2/catch.hpp>
#include <chrono>
#include <nlohmann/json.hpp>

#include "bot_test_support.hpp"
#include "cli_bot_support.hpp"
#include "cli_run.hpp"

using namespace marienbad::test;
using Lines = std::vector<std::string>;
using namespace std::chrono_literals;

TEST_CASE("move --bot on the subtraction game: its set in the protocol, the move as JSON") {
  const BotRecords records;
  const auto json = run_json("move --game subtraction --set 1,3,4 --heaps 10 --misere " +
                             bot(test_bot_command("good")) + " --json");
  CHECK(json == nlohmann::json::parse(R"({"move": "1", "to": [9]})"));
  CHECK(records.received().at(1) == "new subtraction misere 1,3,4");
  check_no_bot_left(records);
}

TEST_CASE("ladder --bot: one process for the ladder, the protocol in order, a text table") {
  const BotRecords records;
  const auto run =
      run_cli("ladder subtraction --heaps 5 " + bot(test_bot_command("good")) + " --games 2");
  INFO(run.err);
  REQUIRE(run.code == 0);
  CHECK(run.err.empty());  // no progress line: stderr is not a terminal
  CHECK(run.out.find("ladder: bot 'Test bot (good)' (python3 ") == 0);
  CHECK(run.out.find("subtraction normal {1, 2, 3}, from 5, 2 games per level") !=
        std::string::npos);
  CHECK(run.out.find("\nlevel       won  lost  forfeits\nrandom  ") != std::string::npos);
  CHECK(run.out.find("forfeits:") == std::string::npos);
  CHECK(records.pids().size() == 1);
  const Lines lines = records.received();
  REQUIRE(lines.size() >= 3);
  CHECK(lines.front() == "marienbad 1");
  CHECK(lines.back() == "quit");
  CHECK(std::count(lines.begin(), lines.end(), "marienbad 1") == 1);
  CHECK(std::count(lines.begin(), lines.end(), "new subtraction normal 1,2,3") == 10);
  CHECK(std::count(lines.begin(), lines.end(), "quit") == 1);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (lines[i] == "go") CHECK(lines.at(i - 1).rfind("position ", 0) == 0);
    if (lines[i].rfind("position ", 0) == 0) CHECK(lines.at(i + 1) == "go");
  }
  check_no_bot_left(records);
}
