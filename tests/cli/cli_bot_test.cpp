// marienbad-cli move --bot and ladder --bot end to end, with the example bots
// (examples/bots) and the test bot (tests/bots/test_bot.py): the output of
// move --level, the protocol in order, one line per forfeit or bad option, the
// forfeit within the move time + 3 s, and no bot process left behind.
#include <catch2/catch.hpp>
#include <chrono>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "bot_test_support.hpp"
#include "cli_run.hpp"
#include "marienbad/game_lists.hpp"
#include "marienbad/registry.hpp"
#include "test_paths.hpp"

using marienbad::test::BotRecords;
using marienbad::test::example_bot_command;
using marienbad::test::run_cli;
using marienbad::test::run_json;
using marienbad::test::stops_running;
using marienbad::test::test_bot_command;
using marienbad::test::test_bots_dir;
using Lines = std::vector<std::string>;
using namespace std::chrono_literals;

namespace {

// --bot "CMD" as shell text (the commands hold single quotes, never double ones).
std::string bot(const std::string& command) {
  return "--bot \"" + command + "\"";
}

void check_no_bot_left(const BotRecords& records) {
  const auto pids = records.pids();
  CHECK_FALSE(pids.empty());
  for (pid_t pid : pids) {
    INFO("pid " << pid);
    CHECK(stops_running(pid));
  }
}

void check_one_line(const std::string& text) {
  CHECK(!text.empty());
  CHECK(text.find('\n') == text.size() - 1);
}

}  // namespace

TEST_CASE("move --bot prints the bot's move as move --level does, after the exact protocol") {
  const BotRecords records;
  const auto text = run_cli("move --heaps 1,3,5,7 " + bot(test_bot_command("good")));
  INFO(text.err);
  CHECK(text.code == 0);
  CHECK(text.out == "1-1 -> 0,3,5,7\n");
  CHECK(text.err.empty());
  CHECK(records.received() ==
        Lines{"marienbad 1", "new nim normal", "position 1,3,5,7", "go", "quit"});
  const auto json = run_json("move --game subtraction --set 1,3,4 --heaps 10 --misere " +
                             bot(test_bot_command("good")) + " --json");
  CHECK(json == nlohmann::json::parse(R"({"move": "1", "to": [9]})"));
  CHECK(records.received().at(6) == "new subtraction misere 1,3,4");
  // --verbose: the bot's info lines on stderr, the move on stdout as before.
  const auto verbose =
      run_cli("move --heaps 1,3,5,7 " + bot(test_bot_command("info")) + " --verbose");
  CHECK(verbose.code == 0);
  CHECK(verbose.out == "1-1 -> 0,3,5,7\n");
  CHECK(verbose.err == "marienbad-cli: bot info 'thinking hard'\n");
  check_no_bot_left(records);
}

TEST_CASE("move --bot: the command is split into words, never run by a shell") {
  const BotRecords records;
  const auto dir = std::filesystem::temp_directory_path() / "marienbad bots with spaces";
  std::filesystem::create_directories(dir);
  std::filesystem::copy_file(test_bots_dir() + "/test_bot.py", dir / "test_bot.py",
                             std::filesystem::copy_options::overwrite_existing);
  // python3 gets two arguments: the path with its spaces, and the mode.
  const auto json = run_json("move --game wythoff --heaps 3,5 --bot \"python3 '" +
                             (dir / "test_bot.py").string() + "' good\" --json");
  std::filesystem::remove_all(dir);
  CHECK(json == nlohmann::json::parse(R"({"move": "x-1", "to": [2, 5]})"));
}

// Every kind of forfeit is checked in tests/engine/bot_session_test.cpp; here the CLI's side.
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
    const auto run =
        run_cli("move --heaps 1,3,5,7 " + bot(test_bot_command(mode)) + " --move-time 1");
    // Python's start (up to a second or two on a busy machine) + 1 s + 3 s.
    CHECK(std::chrono::steady_clock::now() - started < 2s + 1s + 3s);
    CHECK(run.code == 1);
    CHECK(run.out.empty());
    CHECK(run.err == message);
  }
  check_no_bot_left(records);
}

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
  for (const auto& [options, message] : cases) {
    INFO(options);
    const auto run = run_cli("move --heaps 1,3,5,7 " + options);
    CHECK(run.code == 2);
    CHECK(run.out.empty());
    CHECK(run.err == "marienbad-cli: " + message + "\n");
  }
  const auto finished = run_cli("move --heaps 0,0 " + bot(test_bot_command("good")));
  CHECK(finished.code == 2);
  CHECK(finished.err ==
        "marienbad-cli: the position 0,0 is already finished: there is no move to play\n");
  const auto ladder = run_cli("ladder nim --move-time 2");
  CHECK(ladder.code == 2);
  CHECK(ladder.err == "marienbad-cli: --move-time goes with --bot\n");
  CHECK(records.pids().empty());
}

TEST_CASE("ladder --bot: the example bots play every level in every game") {
  // nim_sum_bot: in the test below (its moves outside Nim are my_bot's first legal move).
  // Each game under each rule it offers, random_bot then my_bot; and two sums.
  std::vector<std::string> ladders;
  for (const marienbad::GameInfo& info : marienbad::game_registry()) {
    if (!info.single) continue;
    const std::string id(info.id);
    ladders.push_back(id + " --random-starts --seed 3 --bot \"$R\"");
    ladders.push_back(id + (info.misere ? " --misere" : "") + " --bot \"$M\"");
  }
  for (const bool with_parameter : {false, true}) {
    ladders.push_back("--game sum --component " + marienbad::part_example(with_parameter) +
                      " --component " + marienbad::part_example(!with_parameter) +
                      (with_parameter ? " --bot \"$R\"" : " --bot \"$M\""));
  }
  for (std::string args : ladders) {
    for (const auto& [variable, name] :
         {std::pair{"$R", "random_bot"}, std::pair{"$M", "my_bot"}}) {
      if (const auto at = args.find(variable); at != std::string::npos) {
        args.replace(at, 2, example_bot_command(name));
      }
    }
    INFO(args);
    const auto json = run_json("ladder " + args + " --games 2 --json");
    REQUIRE(json["rows"].size() == 5);
    const char* levels[] = {"random", "easy", "medium", "hard", "perfect"};
    for (std::size_t i = 0; i < 5; ++i) {
      const auto& row = json["rows"][i];
      CHECK(row["level"] == levels[i]);
      CHECK(row["won"].get<int>() + row["lost"].get<int>() + row["forfeits"].get<int>() == 2);
      CHECK(row["forfeits"] == 0);
    }
  }
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

TEST_CASE("ladder --bot: a bot that never answers the handshake exits 1 with one line") {
  const BotRecords records;
  const auto started = std::chrono::steady_clock::now();
  const auto run = run_cli("ladder nim " + bot(test_bot_command("no-handshake")));
  CHECK(std::chrono::steady_clock::now() - started < 5s + 3s);
  CHECK(run.code == 1);
  CHECK(run.out.empty());
  CHECK(run.err ==
        "marienbad-cli: the bot forfeits: no handshake within 5 s (expected 'ok NAME' after "
        "'marienbad 1')\n");
  check_one_line(run.err);
  check_no_bot_left(records);
}

TEST_CASE("move and ladder --bot: a bot's child that calls setsid is ended too, none is left") {
  const BotRecords records;
  const auto move = run_cli("move --heaps 1,3,5,7 " + bot(test_bot_command("escapes")));
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

TEST_CASE("move --bot: a bot that exits while its child holds its output is seen at once") {
  const BotRecords records;
  const auto started = std::chrono::steady_clock::now();
  const auto run =
      run_cli("move --heaps 1,3,5,7 " + bot(test_bot_command("exits-holding")) + " --move-time 20");
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

TEST_CASE("move --bot --verbose: the bot's stderr and info lines are escaped") {
  const BotRecords records;
  const auto run =
      run_cli("move --heaps 1,3,5,7 " + bot(test_bot_command("stderr-escapes")) + " --verbose");
  CHECK(run.code == 0);
  // Read from two pipes, the two lines may come in either order.
  CHECK(std::count(run.err.begin(), run.err.end(), '\n') == 2);
  CHECK(run.err.find("marienbad-cli: bot info '\\x1b[31mred\\x00\\xff'\n") != std::string::npos);
  CHECK(run.err.find("marienbad-cli: bot stderr '\\x1b]0;title\\x07\\x00\\xff end'\n") !=
        std::string::npos);
  check_no_bot_left(records);
}
