// marienbad-cli analyze --values and review on the subtraction game (seed 001's 21): the
// JSON contract, the text, the 10000 plies and a heap of 10^6 solved exactly.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <string>

#include "cli_run.hpp"

using marienbad::test::check_refused;
using marienbad::test::Run;
using marienbad::test::run_cli;
using marienbad::test::run_json;

namespace {

std::string countdown(int from) {  // "from;from-1;...;0"
  std::string text;
  for (int n = from; n >= 0; --n) {
    if (!text.empty()) text += ';';
    text += std::to_string(n);
  }
  return text;
}

}  // namespace

TEST_CASE("analyze --values: remoteness and the value of every move (21 under {1,2,3})") {
  const auto out = run_json("analyze --game subtraction --heaps 21 --values --json");
  CHECK(out["outcome"] == "N");
  CHECK(out["remoteness"] == 11);
  const nlohmann::json expected = nlohmann::json::parse(R"([
      {"move": "1", "to": [20], "value": "win", "remoteness": 10},
      {"move": "2", "to": [19], "value": "lose", "remoteness": 9},
      {"move": "3", "to": [18], "value": "lose", "remoteness": 9}])");
  CHECK(out["values"] == expected);
  CHECK_FALSE(out.contains("values_truncated"));
  // Key order: move, to, value, remoteness.
  CHECK(out["values"][0].begin().key() == "move");
  // Without --values the output is unchanged.
  const auto plain = run_json("analyze --game subtraction --heaps 21 --json");
  CHECK_FALSE(plain.contains("values"));
  CHECK_FALSE(plain.contains("remoteness"));
  // A heap of 10^6 is solved exactly (bottom-up).
  const auto heap = run_json("analyze --game subtraction --set 1 --heaps 1000000 --values --json");
  CHECK(heap["remoteness"] == 1000000);
  CHECK(heap["values"][0]["remoteness"] == 999999);
}

TEST_CASE("analyze --values: text (21 under {1,2,3})") {
  const Run run = run_cli("analyze --game subtraction --heaps 21 --values");
  REQUIRE(run.code == 0);
  CHECK(run.out.find("remoteness 11") != std::string::npos);
  CHECK(run.out.find("1     -> 20  win    10") != std::string::npos);
  CHECK(run.out.find("2     -> 19  lose   9") != std::string::npos);
}

TEST_CASE("review --json: the seeds' games (21)") {
  const auto out = run_json("review --game subtraction --positions '21;19;16;15;12' --json");
  CHECK(out["game"] == "subtraction");
  CHECK(out["rule"] == "normal");
  const auto& moves = out["moves"];
  REQUIRE(moves.size() == 4);
  CHECK(moves[0] == nlohmann::json::parse(R"({"ply": 1, "from": [21], "to": [19],
      "rating": "blunder", "remoteness_before": 11, "remoteness_after": 9,
      "better": [{"move": "1", "to": [20]}]})"));
  CHECK(moves[1]["rating"] == "winning");
  CHECK(moves[1]["better"].empty());
  CHECK(moves[2]["rating"] == "lost");
  CHECK(moves[3]["ply"] == 4);
  CHECK(moves[3]["remoteness_after"] == 6);
}

TEST_CASE("review: text, one line per move (21)") {
  const Run run = run_cli("review --game subtraction --positions '21;19;16;15'");
  REQUIRE(run.code == 0);
  CHECK(run.out ==
        "ply 1  21 -> 19  blunder (loses in 9; winning was 1 -> 20)\n"
        "ply 2  19 -> 16  winning (wins in 8)\n"
        "ply 3  16 -> 15  lost (loses in 7)\n");
}

TEST_CASE("review: 10000 plies at most (a heap taken one by one)") {
  const auto longest =
      run_json("review --game subtraction --set 1 --positions '" + countdown(10000) + "' --json");
  REQUIRE(longest["moves"].size() == 10000);
  CHECK(longest["moves"][0]["remoteness_before"] == 10000);
  CHECK(longest["moves"][9999]["remoteness_after"] == 0);
  CHECK(check_refused("review --game subtraction --set 1 --positions '" + countdown(10001) + "'") ==
        "marienbad-cli: --positions has 10002 positions, at most 10001 (10000 plies)\n");
  CHECK(check_refused("review --game subtraction --positions '21;17'") ==
        "marienbad-cli: ply 1: 21 -> 17 is not a legal move\n");
}
