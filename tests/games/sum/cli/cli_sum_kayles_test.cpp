// marienbad-cli on sums with a Kayles part (--component kayles:ROWS): analyze's
// JSON (a Kayles part's "to" is its rows after the move, without the room the
// sum keeps for it), move at every level, ladder, review (positions part by
// part, "3,5/2"), graph, analyze --values, and bad parts as one line, exit 2.
// The independent check of the values is tests/games/kayles/oracle/kayles_oracle.py.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <string>

#include "cli_run.hpp"

using marienbad::test::Run;
using marienbad::test::run_cli;
using marienbad::test::run_json;

namespace {

const std::string kSum = "--game sum --component kayles:3,5 --component nim:2";

}  // namespace

TEST_CASE("sum with kayles: analyze --json, the part's rows and its winning moves") {
  const auto out = run_json("analyze " + kSum + " --json");
  // g(3) ^ g(5) = 3 ^ 4 = 7, and nim 2: 7 ^ 2 = 5.
  CHECK(out["grundy"] == 5);
  CHECK(out["outcome"] == "N");
  CHECK(out["components"][0] ==
        nlohmann::json::parse(R"({"game": "kayles", "heaps": [3, 5], "grundy": 7})"));
  CHECK(out["components"][1] ==
        nlohmann::json::parse(R"({"game": "nim", "heaps": [2], "grundy": 2})"));
  // Which moves win is the oracle's to check (tests/games/kayles/oracle); here their shape: a
  // Kayles part's move is ROW:PIN[-PIN] and its "to" the part's rows, no room's 0s.
  bool kayles_move = false;
  for (const auto& move : out["winning_moves"]) {
    REQUIRE(move["component"].is_number_unsigned());
    if (move["component"] == 0) {
      kayles_move = true;
      CHECK(move["move"].get<std::string>().find(':') != std::string::npos);
      for (const auto& row : move["to"]) CHECK(row.get<unsigned long long>() > 0);
    }
  }
  CHECK(kayles_move);
  // The position's heaps: the part's rows, then its room (3 + 5 pins: 2 + 3 rows at most).
  CHECK(out["heaps"] == nlohmann::json::parse("[3, 5, 0, 0, 0, 2]"));
  const Run text = run_cli("analyze " + kSum);
  CHECK(text.code == 0);
  CHECK(text.out.find("position   3,5 | 2") != std::string::npos);
  CHECK(text.out.find("part 1  kayles 3,5") != std::string::npos);
}

TEST_CASE("sum with kayles: move at every level, ladder, review, graph, --values") {
  const auto perfect = run_json("move " + kSum + " --level perfect --json");
  CHECK(perfect["component"].is_number_unsigned());
  for (const char* level : {"random", "easy", "medium", "hard"}) {
    for (int seed = 0; seed < 3; ++seed) {
      const auto move = run_json("move " + kSum + " --level " + level + " --seed " +
                                 std::to_string(seed) + " --json");
      REQUIRE(move["component"].get<std::size_t>() < 2);
      CHECK(move["to"].is_array());
    }
  }
  const auto ladder = run_json("ladder " + kSum + " --games 4 --json");
  CHECK(ladder.contains("win_rate"));
  // A 10^18-pin row in a sum: the perfect player still answers at once.
  const auto huge = run_json(
      "move --game sum --component kayles:1000000000000000000 --component nim:5 --level perfect "
      "--json");
  CHECK(huge["component"].is_number_unsigned());

  // 3,5 | 2 -> 3,2,2 | 2 (row 2, pin 3) -> 3,2,2 | 0; part by part, and the padded form.
  const auto review = run_json("review " + kSum + " --positions '3,5/2;3,2,2/2;3,2,2/0' --json");
  REQUIRE(review["moves"].size() == 2);
  const auto padded =
      run_json("review " + kSum + " --positions '3,5,0,0,0,2;3,2,2,0,0,2;3,2,2,0,0,0' --json");
  CHECK(padded["moves"] == review["moves"]);
  for (const char* bad : {"3,5/2;3,5/1,1", "3,5/2;1,1,1,1,1,1/2", "3,5/2;3,4/1", "3,5/2;3,5"}) {
    INFO(bad);
    const Run run = run_cli("review " + kSum + " --positions '" + bad + "'");
    CHECK(run.code == 2);
    CHECK(run.out.empty());
    CHECK(std::count(run.err.begin(), run.err.end(), '\n') == 1);
  }

  const auto graph = run_json("graph --game sum --component kayles:3 --component nim:1 --json");
  CHECK(graph["nodes"].size() > 3);
  const Run dot = run_cli("graph --game sum --component kayles:3 --component nim:1");
  CHECK(dot.code == 0);
  CHECK(dot.out.find("1,1 | 1") != std::string::npos);

  const auto values = run_json("analyze --values " + kSum + " --json");
  REQUIRE(values["values"].size() == (3 + 2) + (5 + 4) + 2);  // pins, pairs; nim's 2
  CHECK(values.contains("remoteness"));
}

TEST_CASE("sum with kayles: bad parts are one line, exit 2") {
  for (const char* spec :
       {"kayles:", "kayles:3,x", "kayles:-1", "kayles:18446744073709551616", "kayles:3:1,2"}) {
    INFO(spec);
    const Run run = run_cli(std::string("analyze --game sum --component ") + spec);
    CHECK(run.code == 2);
    CHECK(run.out.empty());
    CHECK(std::count(run.err.begin(), run.err.end(), '\n') == 1);
  }
  // Rows up to 2^64-1 are a part's rows, as in --game kayles.
  CHECK(run_cli("analyze --game sum --component kayles:18446744073709551615").code == 0);
}
