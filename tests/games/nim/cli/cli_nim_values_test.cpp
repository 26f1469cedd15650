// marienbad-cli analyze --values and review on Nim: 1-3-5-7 lost under both rules, positions too
// large to solve keep exact values, and the review's refusals.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <string>

#include "cli_run.hpp"

using marienbad::test::check_refused;
using marienbad::test::Run;
using marienbad::test::run_cli;
using marienbad::test::run_json;

TEST_CASE("analyze --values: 1-3-5-7 in misère, every move loses") {
  // 1-3-5-7 is P: every move loses, and each remoteness is below the position's.
  const auto nim = run_json("analyze --heaps 1,3,5,7 --misere --values --json");
  CHECK(nim["outcome"] == "P");
  REQUIRE(nim["values"].size() == 16);
  for (const auto& value : nim["values"]) {
    CHECK(value["value"] == "lose");
    CHECK(value["remoteness"].get<int>() < nim["remoteness"].get<int>());
  }
  // A finished position: remoteness 0, no values.
  const auto over = run_json("analyze --heaps 0,0 --values --json");
  CHECK(over["remoteness"] == 0);
  CHECK(over["values"].empty());
}

TEST_CASE("analyze --values: Nim rows of 10^6, 10000 values, exact, remoteness null") {
  const auto nim = run_json("analyze --heaps 1000000,1000000,1000000 --values --json");
  CHECK(nim["remoteness"].is_null());
  CHECK(nim["values"].size() == 10000);
  CHECK(nim["values_truncated"] == true);
  // The values themselves stay exact: (999999, 10^6, 10^6) has nim-sum != 0, so the mover loses.
  CHECK(nim["values"][0]["value"] == "lose");
}

TEST_CASE("review --json: 1-3-5-7's first move is lost under both rules") {
  for (const char* rule : {"--normal", "--misere"}) {
    const auto nim = run_json(std::string("review --positions '1,3,5,7;1,3,5,6' --json ") + rule);
    REQUIRE(nim["moves"].size() == 1);
    CHECK(nim["moves"][0]["rating"] == "lost");
    CHECK(nim["moves"][0]["from"] == nlohmann::json::array({1, 3, 5, 7}));
    CHECK(nim["moves"][0]["to"] == nlohmann::json::array({1, 3, 5, 6}));
  }
  // --heaps, when given, is the start; a lone start is an empty review.
  CHECK(run_json("review --heaps 1,3,5,7 --positions '1,3,5,7;1,3,5,6' --json")["moves"].size() ==
        1);
  CHECK(run_json("review --positions 1,3,5,7 --json")["moves"].empty());
  // Too big to solve: the ratings stay exact, the remoteness is null.
  const auto big =
      run_json("review --positions '1000000,1000000,1000000;1000000,1000000,0;0,1000000,0' --json");
  CHECK(big["moves"][0]["rating"] == "winning");
  CHECK(big["moves"][0]["remoteness_before"].is_null());
  CHECK(big["moves"][1]["rating"] == "lost");
  CHECK(big["moves"][1]["remoteness_after"] == 1);  // (0, 10^6, 0) is solved: one more move
  const Run text = run_cli("review --positions '1,3,5,7;1,3,5,6'");
  CHECK(text.out == "ply 1  1,3,5,7 -> 1,3,5,6  lost (loses in 15)\n");
}

TEST_CASE("review: illegal Nim moves and a start that is not the first position exit 2") {
  const std::pair<std::string, std::string> cases[] = {
      {"review --positions '1,3,5,7;1,3,5,9'",
       "marienbad-cli: ply 1: 1,3,5,7 -> 1,3,5,9 is not a legal move\n"},
      {"review --positions '1,3,5,7;1,3,5,6;1,3,5,6'",
       "marienbad-cli: ply 2: 1,3,5,6 -> 1,3,5,6 is not a legal move\n"},
      {"review --positions '1,3,5,7;1,3,4,6'",
       "marienbad-cli: ply 1: 1,3,5,7 -> 1,3,4,6 is not a legal move\n"},
      {"review --heaps 1,3,5,6 --positions '1,3,5,7;1,3,5,6'",
       "marienbad-cli: --heaps 1,3,5,6 is not the start of --positions (1,3,5,7)\n"},
  };
  for (const auto& [args, message] : cases) {
    CHECK(check_refused(args) == message);
  }
}
