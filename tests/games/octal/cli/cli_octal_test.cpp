// marienbad-cli on octal games (--game octal --code C, or a preset): analyze's JSON against
// the generic solver, the table's values, period and proof, the commands that take a position,
// and bad codes or rows as one line with exit 2.
#include <algorithm>
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <string>

#include "cli_run.hpp"
#include "marienbad/game.hpp"
#include "marienbad/octal_values.hpp"
#include "marienbad/solver.hpp"

using marienbad::test::Run;
using marienbad::test::run_cli;
using marienbad::test::run_json;
using namespace marienbad;

TEST_CASE("octal cli: analyze --json agrees with the generic solver, both rules") {
  for (std::string_view code : {"0.137", "0.15", "4.07"}) {
    for (const Rule rule : {Rule::Normal, Rule::Misere}) {
      const OctalGame game(OctalCode::parse(code).value(), rule);
      Solver solver(game);
      for (const Heaps& rows : std::vector<Heaps>{{3, 5, 7}, {9}, {4, 4}, {1, 2}}) {
        const std::string args = "analyze --json --game octal --code " + std::string(code) +
                                 " --rows " + join_counts(rows) +
                                 (rule == Rule::Misere ? " --misere" : "");
        INFO(args);
        const auto out = run_json(args);
        CHECK(out["game"] == "octal");
        CHECK(out["code"] == std::string(code));
        CHECK(out["outcome"] == std::string(to_string(solver.solve(rows).outcome)));
        std::vector<std::string> expected;
        for (const Move& move : game.moves(rows)) {
          if (solver.solve(game.apply(rows, move)).outcome == Outcome::P) {
            expected.push_back(game.move_text(move));
          }
        }
        std::vector<std::string> listed;
        for (const auto& move : out["winning_moves"]) listed.push_back(move["move"]);
        CHECK(listed == expected);
        if (rule == Rule::Normal) CHECK(out["grundy"] == solver.solve(rows).grundy);
      }
    }
  }
}

TEST_CASE("octal cli: table lists the values, the period and where it is proven") {
  const auto chess = run_json("table dawson-chess --json --count 40");
  CHECK(chess["game"] == "octal");
  CHECK(chess["code"] == "0.137");
  CHECK(chess["period"] == 34);
  CHECK(chess["preperiod"] == 52);
  CHECK(chess["proven_at"] == 141);
  const auto naive = naive_octal_values(OctalCode::parse("0.137").value(), 40);
  REQUIRE(chess["grundy"].size() == 41);
  for (std::size_t n = 0; n <= 40; ++n) CHECK(chess["grundy"][n] == naive[n]);
  const auto open = run_json("table --game octal --code 0.6 --json --count 10");
  CHECK(open["period"].is_null());
  CHECK(open["proven_at"].is_null());
  CHECK(open["exact_up_to"] == kOctalValueBound - 1);
  const Run text = run_cli("table --game octal --code 0.77 --count 12");
  REQUIRE(text.code == 0);
  CHECK(text.out.find("period 12 from row 71 on, proven by the Guy-Smith theorem") !=
        std::string::npos);
  // Every preset's table, by its name.
  for (const GamePreset& preset : game_info(GameKind::Octal).presets) {
    INFO(preset.id);
    const auto out = run_json("table " + std::string(preset.id) + " --json --count 3");
    CHECK(out["code"] == std::string(preset.parameter));
  }
}

TEST_CASE("octal cli: every command takes an octal position") {
  CHECK(run_cli("move --game guiles --rows 10,11 --level perfect").code == 0);
  CHECK(run_cli("graph --game octal --code 0.07 --rows 6").code == 0);
  CHECK(run_cli("review --game dawson-chess --positions \"7;4\" --json").code == 0);
  CHECK(run_cli("ladder --game octal --code 0.15 --rows 8 --games 2").code == 0);
  const auto moved = run_json("move --game octal --code 0.137 --rows 7,9 --level perfect --json");
  CHECK(moved["to"].size() >= 2);
  const auto summed = run_json(
      "analyze --game sum --component octal:3,5:0.15 "
      "--component dawson-chess:4 --json");
  CHECK(summed["components"][0]["code"] == "0.15");
  CHECK(summed["components"][1]["code"] == "0.137");
}

TEST_CASE("octal cli: a bad code, a misplaced --code and rows past what is exact exit 2") {
  const std::vector<std::pair<std::string, std::string>> bad = {
      {"analyze --game octal --code 0.8", "has a digit that is not 0 to 7"},
      {"analyze --game octal --code 2.1", "must start with 0 or 4"},
      {"analyze --game octal --code 0.12345670123456701", "more than 16 digits"},
      {"analyze --game octal --code ''", "is empty"},
      {"analyze --game kayles --code 0.77", "--code is only for octal"},
      {"analyze --game dawson-chess --code 0.77", "--code is not for dawson-chess"},
      {"analyze --game octal --set 1,2", "--set is only for subtraction"},
      {"analyze --game octal --code 0.6 --rows 20000", "not proven periodic"},
      {"analyze --game octal --rows 30,20 --misere", "solved exactly up to 40 pins"},
  };
  for (const auto& [args, reason] : bad) {
    INFO(args);
    const Run run = run_cli(args);
    CHECK(run.code == 2);
    CHECK(run.err.find(reason) != std::string::npos);
    CHECK(std::count(run.err.begin(), run.err.end(), '\n') == 1);
  }
}
