// marienbad-cli analyze --values and review on Dornim: at most 10000 values of a large board.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <string>

#include "cli_run.hpp"

using marienbad::test::check_refused;
using marienbad::test::Run;
using marienbad::test::run_cli;
using marienbad::test::run_json;

TEST_CASE("analyze --values: Dornim at 5000,6000, the first 10000 of 16000 moves") {
  const auto wythoff = run_json("analyze --game wythoff --heaps 5000,6000 --values --json");
  CHECK(wythoff["remoteness"].is_null());
  REQUIRE(wythoff["values"].size() == 10000);
  CHECK(wythoff["values_truncated"] == true);
  CHECK(wythoff["values"][0]["move"] == "x-1");
  CHECK(wythoff["values"][0]["to"] == nlohmann::json::array({4999, 6000}));
  CHECK(wythoff["values"][9999]["move"] == "y-5000");
  CHECK(wythoff["values"][0]["remoteness"].is_null());
  const Run big = run_cli("analyze --game wythoff --heaps 5000,6000 --values");
  REQUIRE(big.code == 0);
  CHECK(big.out.find("remoteness ? (unknown") != std::string::npos);
  CHECK(big.out.find("the first 10000 of 16000 moves") != std::string::npos);
}

TEST_CASE("review: a Dornim position of three numbers exits 2") {
  CHECK(check_refused("review --game wythoff --positions '1,3;1,2,3'") ==
        "marienbad-cli: --positions P1: wythoff has exactly two heaps (x,y), got 3\n");
}
