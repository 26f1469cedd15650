// marienbad-cli move --bot and ladder --bot end to end, whatever the game, with the example
// bots (examples/bots) and the test bot (tests/bots/test_bot.py): one line per bad option,
// the example bots in every game at every level, a bot that never greets or exits at once,
// and no bot process left behind. Each game's own runs (its positions, its protocol lines)
// are in its home, tests/games/ID/cli/cli_ID_bot_test.cpp.
#include <catch2/catch.hpp>
#include <chrono>
#include <nlohmann/json.hpp>

#include "bot_test_support.hpp"
#include "cli_bot_support.hpp"
#include "cli_run.hpp"
#include "marienbad/game_lists.hpp"
#include "marienbad/registry.hpp"

using namespace marienbad::test;
using namespace std::chrono_literals;

namespace {

// The sample game of the runs where the game plays no part (the bot fails before moving): the
// first single game of the registry, from its standard start.
const marienbad::GameInfo& sample_info() {
  for (const marienbad::GameInfo& info : marienbad::game_registry()) {
    if (info.single) return info;
  }
  FAIL("no single game");
  return marienbad::game_registry().front();
}
std::string sample_game_id() {
  return std::string(sample_info().id);
}
std::string sample_game() {
  return "--game " + sample_game_id() + " --heaps " +
         marienbad::position_text(sample_info(), sample_info().start);
}

}  // namespace

TEST_CASE("move --bot: bad options exit 2 with one line and start nothing") {
  const BotRecords records;
  const std::pair<std::string, std::string> cases[] = {
      {"--bot ''", "--bot is empty: give the command that starts the bot"},
      {"--bot '\"python3 bot.py'", "--bot has an unterminated double quote"},
      {"--bot 'python3 bot.py | tee'",
       "--bot is not run through a shell: quote '|' to pass it to the program as it is"},
      {"--bot /nonexistent/bot", "cannot start '/nonexistent/bot': No such file or directory"},
      {"--bot x --move-time 0", "--move-time must be more than 0 and at most 3600 seconds, got 0"},
      {"--bot x --move-time 3601",
       "--move-time must be more than 0 and at most 3600 seconds, got 3601"},
      {"--bot x --move-time 1.2345",
       "--move-time '1.2345' is not a number of seconds such as 2 or 0.5"},
      {"--bot x --move-time .5", "--move-time '.5' is not a number of seconds such as 2 or 0.5"},
      {"--bot x --move-time 1e3", "--move-time '1e3' is not a number of seconds such as 2 or 0.5"},
      {"--level perfect --move-time 1", "--move-time goes with --bot"},
      {"--level perfect --verbose", "--verbose goes with --bot"},
      {"--level perfect --bot x", "give --level or --bot, not both"},
      {"--bot x --seed 1", "--seed goes with --level, not with --bot"},
      {"", "move needs --level NAME (random, easy, medium, hard, perfect) or --bot CMD"},
  };
  std::size_t games = 0;
  for (const marienbad::GameInfo& info : marienbad::game_registry()) {
    if (!info.single) continue;  // a sum needs its parts
    ++games;
    const std::string game =
        "--game " + std::string(info.id) + " --heaps " + marienbad::position_text(info, info.start);
    for (const auto& [options, message] : cases) {
      INFO(game << " " << options);
      const auto run = run_cli("move " + game + " " + options);
      CHECK(run.code == 2);
      CHECK(run.out.empty());
      CHECK(run.err == "marienbad-cli: " + message + "\n");
    }
    const auto ladder = run_cli("ladder " + std::string(info.id) + " --move-time 2");
    CHECK(ladder.code == 2);
    CHECK(ladder.err == "marienbad-cli: --move-time goes with --bot\n");
  }
  CHECK(games > 0);
  CHECK(records.pids().empty());
}

TEST_CASE("ladder --bot: the example bots play every level in every game") {
  // nim_sum_bot: in Nim's home (tests/games/nim/cli/cli_nim_bot_test.cpp; its moves outside
  // Nim are my_bot's first legal move).
  // Each game under each rule it offers, random_bot then my_bot (the sums: in the sum's home).
  std::vector<std::string> ladders;
  std::size_t games = 0;
  for (const marienbad::GameInfo& info : marienbad::game_registry()) {
    if (!info.single) continue;
    ++games;
    const std::string id(info.id);
    ladders.push_back(id + " --random-starts --seed 3 --bot \"$R\"");
    ladders.push_back(id + (info.misere ? " --misere" : "") + " --bot \"$M\"");
  }
  for (const std::string& args : ladders) check_example_ladder(args);
  CHECK(ladders.size() == 2 * games);
}

TEST_CASE("ladder --bot: a bot that never answers the handshake exits 1 with one line") {
  const BotRecords records;
  const auto started = std::chrono::steady_clock::now();
  const auto run =
      run_cli("ladder " + sample_game_id() + " " + bot(test_bot_command("no-handshake")));
  CHECK(std::chrono::steady_clock::now() - started < 5s + 3s);
  CHECK(run.code == 1);
  CHECK(run.out.empty());
  CHECK(run.err ==
        "marienbad-cli: the bot forfeits: no handshake within 5 s (expected 'ok NAME' after "
        "'marienbad 1')\n");
  check_one_line(run.err);
  check_no_bot_left(records);
}

TEST_CASE("move --bot: a bot that exits while its child holds its output is seen at once") {
  const BotRecords records;
  const auto started = std::chrono::steady_clock::now();
  const auto run = run_cli("move " + sample_game() + " " + bot(test_bot_command("exits-holding")) +
                           " --move-time 20");
  // Python's start (up to a second or two on a busy machine) + 1 s, never the 20 s.
  CHECK(std::chrono::steady_clock::now() - started < 2s + 1s);
  CHECK(run.code == 1);
  // "... between moves" or "... instead of moving": whether it had exited before the `go`.
  CHECK(run.err.rfind("marienbad-cli: the bot 'Test bot (exits-holding)' forfeits: the bot exited "
                      "normally ",
                      0) == 0);
  check_one_line(run.err);
  check_no_bot_left(records);
}
