// marienbad-cli end to end on Marienbad (Nim): analyze and table against the seeds' facts.
#include <array>
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <string>

#include "cli_run.hpp"

using marienbad::test::check_refused;
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

TEST_CASE("analyze under both rules (Marienbad's 1-3-5-7)") {
  for (const char* rule : {"--normal", "--misere"}) {
    const auto out =
        run_json(std::string("analyze --game marienbad --heaps 1,3,5,7 --json ") + rule);
    CHECK(out["outcome"] == "P");
    CHECK(out["winning_moves"].empty());
  }
  CHECK(run_json("analyze --game marienbad --misere --json")["rule"] == "misere");
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

TEST_CASE("analyze keeps 64-bit rows exact in JSON") {
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

TEST_CASE("analyze: human-readable output, the rows in base 2") {
  const Run analyze = run_cli("analyze --game nim --heaps 13,12,8");
  CHECK(analyze.code == 0);
  CHECK(analyze.out.find("winning moves (3)") != std::string::npos);
  CHECK(analyze.out.find("1101") != std::string::npos);
}

TEST_CASE("table: too many Nim positions below the start exits 2") {
  for (const char* args :
       {"table --game nim --heaps 100,100,100", "table --game nim --heaps 9223372036854775807,1"}) {
    check_refused(args);
  }
}
