// marienbad-cli end to end: runs the built binary and checks its JSON, exit
// codes, and the one-line errors on bad input.
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

namespace {

std::size_t nim_sum(const nlohmann::json& heaps) {
  std::size_t sum = 0;
  for (const auto& h : heaps) sum ^= h.get<std::size_t>();
  return sum;
}

}  // namespace

TEST_CASE("analyze --json prints the three winning moves of (13, 12, 8)") {
  const auto out = run_json("analyze --game nim --heaps 13,12,8 --json");
  CHECK(out["game"] == "nim");
  CHECK(out["rule"] == "normal");
  CHECK(out["heaps"] == nlohmann::json::array({13, 12, 8}));
  CHECK(out["outcome"] == "N");
  CHECK(out["nim_sum"] == 9);
  CHECK(out["grundy"] == 9);
  REQUIRE(out["winning_moves"].size() == 3);
  const std::array<std::pair<const char*, std::array<int, 3>>, 3> expected = {
      {{"1-9", {4, 12, 8}}, {"2-7", {13, 5, 8}}, {"3-7", {13, 12, 1}}}};
  for (std::size_t i = 0; i < 3; ++i) {
    CHECK(out["winning_moves"][i]["move"] == expected[i].first);
    CHECK(out["winning_moves"][i]["to"] == nlohmann::json(expected[i].second));
    CHECK(nim_sum(out["winning_moves"][i]["to"]) == 0);
  }
  const auto& table = out["digital_sum"];
  CHECK(table["sum"] == 9);
  CHECK(table["sum_binary"] == "1001");
  CHECK(table["rows"][0]["binary"] == "1101");
  CHECK(table["column_parity"] == nlohmann::json::array({1, 0, 0, 1}));
  CHECK(table["key_row"] == 1);
  CHECK(table["suggested"]["move"] == "1-9");
}

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

TEST_CASE("analyze under both rules and for every game") {
  for (const char* rule : {"--normal", "--misere"}) {
    const auto out =
        run_json(std::string("analyze --game marienbad --heaps 1,3,5,7 --json ") + rule);
    CHECK(out["outcome"] == "P");
    CHECK(out["winning_moves"].empty());
  }
  CHECK(run_json("analyze --game marienbad --misere --json")["rule"] == "misere");
  const auto twenty_one = run_json("analyze --game subtraction --heaps 21 --json");
  CHECK(twenty_one["set"] == nlohmann::json::array({1, 2, 3}));
  REQUIRE(twenty_one["winning_moves"].size() == 1);
  CHECK(twenty_one["winning_moves"][0]["move"] == "1");
  CHECK(twenty_one["winning_moves"][0]["to"] == nlohmann::json::array({20}));
  const auto huge = run_json("analyze --game subtraction --heaps 1000000000000000000 --json");
  CHECK(huge["outcome"] == "P");  // a multiple of 4
  CHECK(huge["grundy"] == 0);
  CHECK(huge["period"] == 4);
  const auto cold = run_json("analyze --game wythoff --heaps 915,1481 --json");
  CHECK(cold["outcome"] == "P");
  CHECK_FALSE(cold.contains("grundy"));
  const auto hot = run_json("analyze --game wythoff --heaps 915,1500 --json");
  CHECK(hot["outcome"] == "N");
  REQUIRE(hot["winning_moves"].size() >= 1);
  CHECK(hot["winning_moves"][0]["move"] == "y-19");
}

TEST_CASE("table reproduces seed 004's cold positions") {
  const std::array<int, 21> y = {0,  1,  3,  4,  6,  8,  9,  11, 12, 14, 16,
                                 17, 19, 21, 22, 24, 25, 27, 29, 30, 32};
  const auto out = run_json("table wythoff --json");
  REQUIRE(out["cold_positions"].size() == 21);
  for (std::size_t d = 0; d < 21; ++d) {
    CHECK(out["cold_positions"][d]["d"] == d);
    CHECK(out["cold_positions"][d]["y_d"] == y[d]);
    CHECK(out["cold_positions"][d]["x_d"] == y[d] + static_cast<int>(d));
  }
  const auto rank566 = run_json("table --game wythoff --from-rank 566 --count 1 --json");
  CHECK(rank566["cold_positions"][0]["y_d"] == 915);
  CHECK(rank566["cold_positions"][0]["x_d"] == 1481);
  const Run text = run_cli("table wythoff --count 3");
  CHECK(text.code == 0);
  CHECK(text.out.find("y_d") != std::string::npos);
}

TEST_CASE("table of every position from 1-3-5-7 (seed 001), both rules") {
  for (const char* rule : {"", "--misere"}) {
    const auto out = run_json(std::string("table --game nim --json ") + rule);
    REQUIRE(out["positions"].size() == 384);
    CHECK(out["count"] == 384);
    std::size_t lost = 0;
    for (const auto& row : out["positions"]) {
      // DESIGN.md: lost iff (all rows <= 1 and an odd number of 1s) or (a row >= 2 and nim-sum 0).
      std::size_t big = 0, ones = 0;
      for (const auto& h : row["heaps"]) {
        big += h.get<int>() >= 2;
        ones += h.get<int>() == 1;
      }
      const bool misere = std::string(rule) == "--misere";
      const bool p = misere && big == 0 ? ones % 2 == 1 : nim_sum(row["heaps"]) == 0;
      CHECK(row["outcome"] == (p ? "P" : "N"));
      CHECK(row["winning_moves"].empty() ==
            (p || big + ones == 0));  // misère 0,0,0,0: won, no move
      lost += p;
    }
    CHECK(out["p_positions"] == lost);
  }
}

TEST_CASE("table of a subtraction game's P-positions and period") {
  const auto out = run_json("table --game subtraction --json");
  CHECK(out["p_positions"] == nlohmann::json::array({0, 4, 8, 12, 16, 20}));
  CHECK(out["period"] == 4);
  CHECK(out["preperiod"] == 0);
  // {1,3,4} (seed 003's question): lost iff n mod 7 is 0 or 2.
  const auto other = run_json("table --game subtraction --set 1,3,4 --count 30 --json");
  CHECK(other["p_positions"] == nlohmann::json::array({0, 2, 7, 9, 14, 16, 21, 23, 28, 30}));
  CHECK(other["period"] == 7);
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
