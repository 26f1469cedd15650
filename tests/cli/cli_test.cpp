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

using marienbad::test::Run;
using marienbad::test::run_cli;
using marienbad::test::run_json;

TEST_CASE("analyze keeps 64-bit integers exact in JSON") {
  const Run run = run_cli("analyze --heaps 9223372036854775807,9223372036854775806 --json");
  REQUIRE(run.code == 0);
  CHECK(run.out.find("9223372036854775807") != std::string::npos);
  const auto out = nlohmann::json::parse(run.out);
  CHECK(out["heaps"][0].is_number_integer());
  CHECK(out["heaps"][0].get<std::uint64_t>() == 9223372036854775807ULL);
  CHECK(out["nim_sum"].get<std::uint64_t>() == 1);
  REQUIRE(out["winning_moves"].size() == 1);
  CHECK(out["winning_moves"][0]["move"] == "1-1");
  CHECK(out["winning_moves"][0]["to"][0].get<std::uint64_t>() == 9223372036854775806ULL);
}

TEST_CASE("human-readable output, --help and --version") {
  const Run analyze = run_cli("analyze --game nim --heaps 13,12,8");
  CHECK(analyze.code == 0);
  CHECK(analyze.out.find("winning moves (3)") != std::string::npos);
  CHECK(analyze.out.find("1101") != std::string::npos);
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

TEST_CASE("bad input exits 2 with one line on stderr") {
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
           "analyze --game subtraction --set ''",
           "analyze --game subtraction --set 0,1",
           "analyze --game subtraction --set 1,,2",
           "analyze --game subtraction --heaps 3,4",
           "analyze --game wythoff --heaps 5",
           "analyze --game wythoff --heaps 1,2,3",
           "analyze --game nim --set 1,2",
           "analyze --misere --normal",
           "analyze --json=yes",
           "analyze --bogus",
           "analyze stray",
           "analyze --game nim --game wythoff",
           "analyze --json --json",
           "analyze --misere --misere",
           "analyze --normal --normal",
           "table --count 0 wythoff",
           "table --count 100001 wythoff",
           "table --count -3 wythoff",
           "table --game nim --heaps 100,100,100",
           "table --game nim --heaps 9223372036854775807,1",
           "table --game subtraction --heaps 1000000000",
           "table --game wythoff --from-rank 3523014627193176565 --count 2",
       }) {
    const Run run = run_cli(args);
    INFO("marienbad-cli " << args << "\nstdout: " << run.out << "\nstderr: " << run.err);
    CHECK(run.code == 2);
    CHECK(run.out.empty());
    REQUIRE_FALSE(run.err.empty());
    CHECK(run.err.rfind("marienbad-cli: ", 0) == 0);
    CHECK(run.err.find('\n') == run.err.size() - 1);  // exactly one line
  }
}
