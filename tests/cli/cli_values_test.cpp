// marienbad-cli analyze --values and review: the JSON contract, the text
// output, the limits (10000 values, 10000 plies, the memo) and exit codes.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <string>

#include "cli_run.hpp"

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

  // Without --values the output is unchanged.
  const auto plain = run_json("analyze --game subtraction --heaps 21 --json");
  CHECK_FALSE(plain.contains("values"));
  CHECK_FALSE(plain.contains("remoteness"));
}

TEST_CASE("analyze --values: at most 10000 values, remoteness null when too big") {
  const auto wythoff = run_json("analyze --game wythoff --heaps 5000,6000 --values --json");
  CHECK(wythoff["remoteness"].is_null());
  REQUIRE(wythoff["values"].size() == 10000);
  CHECK(wythoff["values_truncated"] == true);
  CHECK(wythoff["values"][0]["move"] == "x-1");
  CHECK(wythoff["values"][0]["to"] == nlohmann::json::array({4999, 6000}));
  CHECK(wythoff["values"][9999]["move"] == "y-5000");
  CHECK(wythoff["values"][0]["remoteness"].is_null());

  const auto nim = run_json("analyze --heaps 1000000,1000000,1000000 --values --json");
  CHECK(nim["remoteness"].is_null());
  CHECK(nim["values"].size() == 10000);
  CHECK(nim["values_truncated"] == true);
  // The values themselves stay exact: (999999, 10^6, 10^6) has nim-sum != 0, so the mover loses.
  CHECK(nim["values"][0]["value"] == "lose");

  // A subtraction heap of 10^6 is solved exactly (bottom-up).
  const auto heap = run_json("analyze --game subtraction --set 1 --heaps 1000000 --values --json");
  CHECK(heap["remoteness"] == 1000000);
  CHECK(heap["values"][0]["remoteness"] == 999999);
}

TEST_CASE("analyze --values: text") {
  const Run run = run_cli("analyze --game subtraction --heaps 21 --values");
  REQUIRE(run.code == 0);
  CHECK(run.out.find("remoteness 11") != std::string::npos);
  CHECK(run.out.find("1     -> 20  win    10") != std::string::npos);
  CHECK(run.out.find("2     -> 19  lose   9") != std::string::npos);
  const Run big = run_cli("analyze --game wythoff --heaps 5000,6000 --values");
  REQUIRE(big.code == 0);
  CHECK(big.out.find("remoteness ? (unknown") != std::string::npos);
  CHECK(big.out.find("the first 10000 of 16000 moves") != std::string::npos);
}

TEST_CASE("review --json: the seeds' games") {
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

  // 1-3-5-7 is P under both rules: any first move is lost.
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
}

TEST_CASE("review: text, one line per move") {
  const Run run = run_cli("review --game subtraction --positions '21;19;16;15'");
  REQUIRE(run.code == 0);
  CHECK(run.out ==
        "ply 1  21 -> 19  blunder (loses in 9; winning was 1 -> 20)\n"
        "ply 2  19 -> 16  winning (wins in 8)\n"
        "ply 3  16 -> 15  lost (loses in 7)\n");
  const Run nim = run_cli("review --positions '1,3,5,7;1,3,5,6'");
  CHECK(nim.out == "ply 1  1,3,5,7 -> 1,3,5,6  lost (loses in 15)\n");
}

TEST_CASE("review: 10000 plies at most, bad games exit 2 with one line") {
  const auto longest =
      run_json("review --game subtraction --set 1 --positions '" + countdown(10000) + "' --json");
  REQUIRE(longest["moves"].size() == 10000);
  CHECK(longest["moves"][0]["remoteness_before"] == 10000);
  CHECK(longest["moves"][9999]["remoteness_after"] == 0);

  const std::pair<std::string, std::string> cases[] = {
      {"review --positions '1,3,5,7;1,3,5,9'",
       "marienbad-cli: ply 1: 1,3,5,7 -> 1,3,5,9 is not a legal move\n"},
      {"review --positions '1,3,5,7;1,3,5,6;1,3,5,6'",
       "marienbad-cli: ply 2: 1,3,5,6 -> 1,3,5,6 is not a legal move\n"},
      {"review --positions '1,3,5,7;1,3,4,6'",
       "marienbad-cli: ply 1: 1,3,5,7 -> 1,3,4,6 is not a legal move\n"},
      {"review --game subtraction --positions '21;17'",
       "marienbad-cli: ply 1: 21 -> 17 is not a legal move\n"},
      {"review --heaps 1,3,5,6 --positions '1,3,5,7;1,3,5,6'",
       "marienbad-cli: --heaps 1,3,5,6 is not the start of --positions (1,3,5,7)\n"},
      {"review --game subtraction --set 1 --positions '" + countdown(10001) + "'",
       "marienbad-cli: --positions has 10002 positions, at most 10001 (10000 plies)\n"},
      {"review",
       "marienbad-cli: review needs --positions \"P0;P1;...\" (the positions of a game)\n"},
      {"review --positions ''", "marienbad-cli: --positions is empty\n"},
      {"review --positions '1,3;'", "marienbad-cli: --positions P1 is empty\n"},
      {"review --game wythoff --positions '1,3;1,2,3'",
       "marienbad-cli: --positions P1: wythoff has exactly two heaps (x,y), got 3\n"},
  };
  for (const auto& [args, message] : cases) {
    const Run run = run_cli(args);
    INFO("marienbad-cli " << args.substr(0, 200));
    CHECK(run.code == 2);
    CHECK(run.out.empty());
    CHECK(run.err == message);
  }
}

TEST_CASE("review and analyze --values in --help") {
  const Run usage = run_cli("--help");
  CHECK(usage.out.find("review  POSITION --positions") != std::string::npos);
  CHECK(usage.out.find("analyze POSITION [--values] [--json]") != std::string::npos);
  const Run review = run_cli("review --help");
  CHECK(review.code == 0);
  CHECK(review.out.find("usage: marienbad-cli review POSITION --positions") != std::string::npos);
  const Run analyze = run_cli("analyze --help");
  CHECK(analyze.out.find("--values") != std::string::npos);
}
