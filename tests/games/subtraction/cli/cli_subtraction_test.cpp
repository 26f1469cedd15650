// marienbad-cli end to end on the subtraction game: analyze and table against the seeds' facts.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <string>

#include "cli_run.hpp"

using marienbad::test::check_refused;
using marienbad::test::Run;
using marienbad::test::run_cli;
using marienbad::test::run_json;

TEST_CASE("analyze the subtraction game: 21, and a heap of 10^18") {
  const auto twenty_one = run_json("analyze --game subtraction --heaps 21 --json");
  CHECK(twenty_one["set"] == nlohmann::json::array({1, 2, 3}));
  REQUIRE(twenty_one["winning_moves"].size() == 1);
  CHECK(twenty_one["winning_moves"][0]["move"] == "1");
  CHECK(twenty_one["winning_moves"][0]["to"] == nlohmann::json::array({20}));
  const auto huge = run_json("analyze --game subtraction --heaps 1000000000000000000 --json");
  CHECK(huge["outcome"] == "P");  // a multiple of 4
  CHECK(huge["grundy"] == 0);
  CHECK(huge["period"] == 4);
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

TEST_CASE("the subtraction game refuses a bad set, two heaps and a table too long") {
  for (const char* args :
       {"analyze --game subtraction --set 0,1", "analyze --game subtraction --set 1,,2",
        "analyze --game subtraction --heaps 3,4", "table --game subtraction --heaps 1000000000"}) {
    check_refused(args);
  }
}
