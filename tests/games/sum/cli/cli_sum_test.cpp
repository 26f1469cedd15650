// marienbad-cli on sums of games (--game sum --component SPEC ...): the JSON
// contract of analyze and move, every winning move against the generic solver,
// the other commands on sums, and every bad spec as one line with exit 2.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "cli_run.hpp"
#include "marienbad/game.hpp"
#include "marienbad/solver.hpp"

using marienbad::test::Run;
using marienbad::test::run_cli;
using marienbad::test::run_json;
using namespace marienbad;

namespace {

std::string components_args(const std::vector<std::string>& specs) {
  std::string args = "--game sum";
  for (const auto& spec : specs) args += " --component " + spec;
  return args;
}

SumGame sum_of(const std::vector<std::string>& specs) {
  std::vector<SumPart> parts;
  for (const auto& spec : specs) parts.push_back(parse_sum_part(spec).value());
  return SumGame::make(parts).value();
}

nlohmann::json heaps_json(const Heaps& heaps) {
  nlohmann::json array = nlohmann::json::array();
  for (Count h : heaps) array.push_back(h);
  return array;
}

// What analyze --json must say, from the solver that knows no Grundy value:
// each winning move as {"component", "move", "to"}, in the order of the moves.
nlohmann::json solver_winning_moves(const std::vector<std::string>& specs) {
  const SumGame sum = sum_of(specs);
  Solver solver(sum);
  nlohmann::json moves = nlohmann::json::array();
  const Heaps& start = sum.start();
  for (const Move& move : sum.moves(start)) {
    const Heaps after = sum.apply(start, move);
    if (solver.solve(after).outcome != Outcome::P) continue;
    const std::size_t part = sum.part_of(move);
    moves.push_back({{"component", part},
                     {"move", sum.part(part).move_text(sum.part_move(move))},
                     {"to", heaps_json(sum.part_heaps(after, part))}});
  }
  return moves;
}

}  // namespace

TEST_CASE("sum: analyze --json prints the parts, their Grundy values and their XOR") {
  const auto out = run_json(
      "analyze --game sum --component nim:1,3,5 --component subtraction:21:1,3,4 "
      "--component wythoff:3,5 --json");
  CHECK(out["game"] == "sum");
  CHECK(out["rule"] == "normal");
  CHECK(out["outcome"] == "N");
  CHECK(out["grundy"] == 7);
  const nlohmann::json components = nlohmann::json::parse(R"([
    {"game": "nim", "heaps": [1, 3, 5], "grundy": 7},
    {"game": "subtraction", "heaps": [21], "set": [1, 3, 4], "grundy": 0},
    {"game": "wythoff", "heaps": [3, 5], "grundy": 0}])");
  CHECK(out["components"] == components);
  CHECK(out["winning_moves"] ==
        nlohmann::json::parse(R"([{"component": 0, "move": "3-3", "to": [1, 3, 2]}])"));
}

TEST_CASE("sum: analyze --json lists every winning move, as the solver finds them") {
  const std::vector<std::vector<std::string>> sums = {
      {"nim:1,3,5", "subtraction:21:1,3,4", "wythoff:3,5"},
      {"nim:2,2", "wythoff:6,5"},
      {"subtraction:17:2,5", "wythoff:4,7", "nim:6"},
      {"wythoff:6,6", "wythoff:5,7"},
      {"subtraction:9", "subtraction:10:1,3,4", "subtraction:11:2,5", "nim:3,1"},
      {"nim:1,2,3", "wythoff:3,5"},  // both parts worth 0: lost for the player to move
      {"marienbad:7"},
  };
  for (const auto& specs : sums) {
    const auto out = run_json("analyze " + components_args(specs) + " --json");
    const SumGame sum = sum_of(specs);
    INFO(out.dump());
    CHECK(out["grundy"] == sum.grundy(sum.start()));
    CHECK(out["outcome"] == (sum.grundy(sum.start()) == 0 ? "P" : "N"));
    REQUIRE(out["components"].size() == specs.size());
    Count xor_of_parts = 0;
    for (std::size_t i = 0; i < specs.size(); ++i) {
      CHECK(out["components"][i]["heaps"] == heaps_json(sum.part_heaps(sum.start(), i)));
      xor_of_parts ^= out["components"][i]["grundy"].get<Count>();
    }
    CHECK(out["grundy"] == xor_of_parts);
    CHECK(out["winning_moves"] == solver_winning_moves(specs));
  }
}

TEST_CASE("sum: the default set, the game word, 8 parts, Wythoff at the limit, 64-bit heaps") {
  const auto out = run_json("analyze sum --component subtraction:21 --json");
  CHECK(out["components"][0]["set"] == nlohmann::json::array({1, 2, 3}));
  CHECK(out["grundy"] == 1);
  CHECK(out["winning_moves"] ==
        nlohmann::json::parse(R"([{"component": 0, "move": "1", "to": [20]}])"));
  std::string eight;
  for (int i = 1; i <= 8; ++i) eight += " --component nim:" + std::to_string(i);
  CHECK(run_json("analyze --game sum" + eight + " --json")["grundy"] == 8);
  const auto corner = run_json("analyze --game sum --component wythoff:2000,2000 --json");
  CHECK(corner["components"][0]["heaps"] == nlohmann::json::array({2000, 2000}));
  CHECK(corner["outcome"] == "N");
  const auto big = run_json(
      "analyze --game sum --component nim:9223372036854775807 --component "
      "subtraction:9223372036854775807 --json");
  CHECK(big["components"][0]["grundy"].get<Count>() == 9223372036854775807ULL);
  CHECK(big["components"][1]["grundy"] == 3);  // 2^63-1 mod 4
  CHECK(big["grundy"].get<Count>() == (9223372036854775807ULL ^ 3));
}

TEST_CASE("sum: move --json adds the component, and every level plays a legal move") {
  const std::string sum =
      "--game sum --component nim:1,3,5 --component subtraction:21:1,3,4 --component wythoff:3,5";
  const auto perfect = run_json("move " + sum + " --level perfect --json");
  CHECK(perfect == nlohmann::json::parse(R"({"component": 0, "move": "3-3", "to": [1, 3, 2]})"));
  for (const char* level : {"random", "easy", "medium", "hard"}) {
    for (int seed = 0; seed < 3; ++seed) {
      const auto move = run_json("move " + sum + " --level " + level + " --seed " +
                                 std::to_string(seed) + " --json");
      REQUIRE(move["component"].is_number_unsigned());
      REQUIRE(move["component"].get<std::size_t>() < 3);
      CHECK(move["move"].is_string());
      CHECK(move["to"].is_array());
    }
  }
  const Run text = run_cli("move " + sum + " --level perfect");
  CHECK(text.code == 0);
  CHECK(text.out == "1:3-3 -> 1,3,2 | 21 | 3,5\n");
}

TEST_CASE("sum: readable text output, table, review and analyze --values") {
  const Run analysis = run_cli(
      "analyze --game sum --component nim:1,3,5 --component subtraction:21:1,3,4 "
      "--component wythoff:3,5");
  REQUIRE(analysis.code == 0);
  for (const char* line : {"game       sum of 3 parts", "position   1,3,5 | 21 | 3,5",
                           "grundy     7", "  part 1  nim 1,3,5                      7  111",
                           "  part 2  subtraction 21, set {1, 3, 4}  0  000",
                           "  part 3  wythoff 3,5                    0  000",
                           "  sum (XOR)                              7  111   (not zero)",
                           "  1:3-3  -> 1,3,2 | 21 | 3,5"}) {
    INFO(analysis.out);
    CHECK(analysis.out.find(line) != std::string::npos);
  }

  const auto table =
      run_json("table --game sum --component nim:1,2 --component wythoff:2,1 --json");
  CHECK(table["game"] == "sum");
  CHECK(table["count"] == 2 * 3 * 3 * 2);
  CHECK(table["positions"].size() == 36);

  const auto values = run_json(
      "analyze --game sum --component nim:2 --component subtraction:3:1,2 --values --json");
  CHECK(values["remoteness"] == 3);  // 2 + 3 tokens, worth 2 and 0: take 2, then answer in kind
  REQUIRE(values["values"].size() == 4);
  CHECK(values["values"][0] == nlohmann::json::parse(
                                   R"({"component": 0, "move": "1-1", "to": [1], "value": "lose",
                                       "remoteness": 3})"));

  const auto review = run_json(
      "review --game sum --component nim:1,3,5 --component wythoff:3,5 "
      "--positions '1,3,5,3,5;1,3,2,3,5;1,3,2,1,3' --json");
  REQUIRE(review["moves"].size() == 2);
  CHECK(review["moves"][0]["rating"] == "winning");
  CHECK(review["moves"][1]["rating"] == "lost");
  const Run illegal = run_cli(
      "review --game sum --component nim:1,3,5 --component wythoff:3,5 "
      "--positions '1,3,5,3,5;1,3,4,2,5'");
  CHECK(illegal.code == 2);
}

TEST_CASE("sum: bad specs exit 2 with one line") {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"--game sum", "a sum needs --component SPEC"},
      {"--game sum --component chess:1", "unknown game 'chess'"},
      {"--game sum --component sum:1", "unknown game 'sum'"},
      {"--game sum --component ''", "--component is empty"},
      {"--game sum --component nim", "expected nim:ROWS"},
      {"--game sum --component nim:", "rows is empty"},
      {"--game sum --component subtraction:5:0,1", "the subtraction set cannot contain 0"},
      {"--game sum --component subtraction:5:", "the set is empty"},
      {"--game sum --component subtraction:5:1,1", "repeats 1"},
      {"--game sum --component wythoff:2001,3", "beyond the exact Grundy table"},
      {"--game sum --component wythoff:3", "two numbers x,y"},
      {"--game sum --component nim:1 --misere", "normal rule only"},
      {"--game sum --component nim:1 --heaps 1", "--heaps is not for a sum"},
      {"--game sum --component nim:1 --set 1,2", "--set is not for a sum"},
      {"--game nim --component nim:1", "--component is only for --game sum"},
      {"--component nim:1", "--component is only for --game sum"},
      {"--game sum --component", "--component needs a value"},
      {"--game chess", "expected " + game_id_list(true)},
      {"--game sum --component nim:1 --component nim:2 --component nim:3 --component nim:4 "
       "--component nim:5 --component nim:6 --component nim:7 --component nim:8 --component nim:9",
       "at most 8 parts, got 9"},
  };
  for (std::size_t i = 0; i < cases.size(); ++i) {
    const auto& [args, reason] = cases[i];
    // Every command resolves a position the same way: analyze for every case,
    // the others for a few.
    std::vector<std::string> commands = {"analyze"};
    if (i % 6 == 0) commands.insert(commands.end(), {"move --level perfect", "table", "review"});
    for (const std::string& command : commands) {
      const Run run = run_cli(command + " " + args);
      INFO("marienbad-cli " << command << " " << args << "\nstderr: " << run.err);
      CHECK(run.code == 2);
      CHECK(run.out.empty());
      CHECK(run.err.find(reason) != std::string::npos);
      CHECK(run.err.find('\n') == run.err.size() - 1);
    }
  }
  const Run finished =
      run_cli("move --game sum --component nim:0 --component wythoff:0,0 --level perfect");
  CHECK(finished.code == 2);
  CHECK(finished.err.find("already finished") != std::string::npos);
}
