// marienbad-cli end to end: runs the built binary and checks its JSON, exit
// codes, and the one-line errors on bad input. Each game's own answers:
// tests/games/ID/cli/.
#include <array>
#include <catch2/catch.hpp>
#include <cstdio>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "cli_run.hpp"
#include "marienbad/game.hpp"

using namespace marienbad;
using marienbad::test::check_refused;
using marienbad::test::Run;
using marienbad::test::run_cli;
using marienbad::test::run_json;

TEST_CASE("--help and --version") {
  for (const char* args : {"--help", "analyze --help", "table --help"}) {
    const Run help = run_cli(args);
    INFO(args);
    CHECK(help.code == 0);
    CHECK(help.out.find("usage") != std::string::npos);
  }
  const Run version = run_cli("--version");
  CHECK(version.code == 0);
  CHECK(version.out.rfind("marienbad-cli ", 0) == 0);
}

namespace {

// What marienbad-cli refuses of any game: a position that is not one, a parameter the game does
// not take or an empty one, a second --game, a table too long.
std::vector<std::string> bad_arguments_of_each_game() {
  std::vector<std::string> bad;
  for (const GameInfo& info : game_registry()) {
    if (!info.single) continue;
    const std::string game = "--game " + std::string(info.id);
    for (const char* heaps : {"''", "1,,2", "1,x", "99999999999999999999999", "-1"}) {
      bad.push_back("analyze " + game + " --heaps " + heaps);
    }
    if (info.min_heaps == info.max_heaps) {  // one more number than the position has
      bad.push_back("analyze " + game + " --heaps " + join_counts(Heaps(info.max_heaps + 1, 1)));
    }
    if (info.parameter != nullptr) {
      bad.push_back("analyze " + game + " --" + std::string(info.parameter->name) + " ''");
    }
    for (const GameInfo& other : game_registry()) {  // another game's parameter
      if (other.parameter != nullptr && other.parameter != info.parameter) {
        bad.push_back("analyze " + game + " --" + std::string(other.parameter->name) + " " +
                      std::string(other.parameter->fallback));
      }
    }
    bad.push_back("analyze " + game + " " + game);
    if (&info != &game_registry().front()) {  // two games
      bad.push_back("analyze " + game + " --game " + std::string(game_registry().front().id));
    }
    for (const char* count : {"100001", "-3"}) {
      bad.push_back("table --count " + std::string(count) + " " + std::string(info.id));
    }
  }
  return bad;
}

}  // namespace

TEST_CASE("bad input exits 2 with one line on stderr") {
  std::vector<std::string> cases = bad_arguments_of_each_game();
  for (const char* args : {
           "",
           "frobnicate",
           "analyze --game chess",
           "analyze --heaps 1,x,3",
           "analyze --heaps -1",
           "analyze --heaps 1,-3",
           "analyze --heaps 9223372036854775808",
           "analyze --heaps 99999999999999999999999",
           "analyze --heaps ''",
           "analyze --heaps 1,,2",
           "analyze --heaps",
           "analyze --misere --normal",
           "analyze --json=yes",
           "analyze --bogus",
           "analyze stray",
           "analyze --json --json",
           "analyze --misere --misere",
           "analyze --normal --normal",
       }) {
    cases.emplace_back(args);
  }
  for (const std::string& args : cases) {
    check_refused(args);
  }
}
