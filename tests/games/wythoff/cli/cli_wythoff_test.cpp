// marienbad-cli end to end on Wythoff's game (Dornim): analyze and table against the seeds' facts.
#include <array>
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <string>

#include "cli_run.hpp"

using marienbad::test::check_refused;
using marienbad::test::Run;
using marienbad::test::run_cli;
using marienbad::test::run_json;

TEST_CASE("analyze Wythoff's game: a cold and a hot square of rank 566") {
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

TEST_CASE("Dornim refuses one number, a table of no rank and one of ranks past 64 bits") {
  for (const char* args : {"analyze --game wythoff --heaps 5", "table --count 0 wythoff",
                           "table --game wythoff --from-rank 3523014627193176565 --count 2"}) {
    check_refused(args);
  }
}
