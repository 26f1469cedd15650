// marienbad-cli move and ladder end to end: the move is legal and, for
// `perfect` in a won position, winning; the ladder's JSON is a consistent
// round robin; bad input exits 2 with one line.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "cli_run.hpp"
#include "marienbad/analysis.hpp"

using marienbad::Heaps;
using marienbad::test::run_cli;
using marienbad::test::run_json;

namespace {

Heaps heaps_of(const nlohmann::json& array) {
  Heaps heaps;
  for (const auto& h : array) heaps.push_back(h.get<marienbad::Count>());
  return heaps;
}

}  // namespace

TEST_CASE("move --json: perfect plays a winning move in every game") {
  struct Case {
    const char* args;
    marienbad::GameKind kind;
    marienbad::Rule rule;
    Heaps from;
  };
  const Case cases[] = {
      {"--game nim --heaps 13,12,8",
       marienbad::GameKind::Nim,
       marienbad::Rule::Normal,
       {13, 12, 8}},
      {"--game marienbad --heaps 1,3,5,6 --misere",
       marienbad::GameKind::Nim,
       marienbad::Rule::Misere,
       {1, 3, 5, 6}},
      {"--game subtraction --heaps 21",
       marienbad::GameKind::Subtraction,
       marienbad::Rule::Normal,
       {21}},
      {"--game wythoff --heaps 11,15",
       marienbad::GameKind::Wythoff,
       marienbad::Rule::Normal,
       {11, 15}},
      {"--game wythoff --heaps 1000000000000000000,1 --misere",
       marienbad::GameKind::Wythoff,
       marienbad::Rule::Misere,
       {1000000000000000000ULL, 1}},
  };
  for (const Case& c : cases) {
    INFO(c.args);
    const auto out = run_json(std::string("move ") + c.args + " --level perfect --seed 7 --json");
    const auto game = marienbad::Game::make(c.kind, c.rule).value();
    const auto move = game.parse_move(out["move"].get<std::string>());
    REQUIRE(move.ok());
    const auto to = game.try_apply(c.from, *move);
    REQUIRE(to.ok());
    CHECK(*to == heaps_of(out["to"]));
    CHECK(game.outcome(*to) == marienbad::Outcome::P);
  }
}

TEST_CASE("move is deterministic for a seed and legal at every level") {
  for (const char* level : {"random", "easy", "medium", "hard", "perfect"}) {
    INFO(level);
    const std::string args =
        std::string("move --game nim --heaps 3,5,7,9 --level ") + level + " --seed 42 --json";
    const auto first = run_json(args);
    CHECK(first == run_json(args));
    const auto move = marienbad::NimGame().parse_move(first["move"].get<std::string>());
    REQUIRE(move.ok());
    CHECK(marienbad::NimGame().check_move({3, 5, 7, 9}, *move).ok());
  }
}

TEST_CASE("ladder --json is a round robin of every level") {
  const auto out = run_json("ladder subtraction --games 40 --seed 3 --random-starts --json");
  const auto& levels = out["levels"];
  REQUIRE(levels == nlohmann::json::array({"random", "easy", "medium", "hard", "perfect"}));
  const auto& rate = out["win_rate"];
  REQUIRE(rate.size() == levels.size());
  for (std::size_t i = 0; i < levels.size(); ++i) {
    REQUIRE(rate[i].size() == levels.size());
    for (std::size_t j = 0; j < levels.size(); ++j) {
      if (i == j) continue;
      // Every game has one winner: i's share against j and j's against i add up to 1.
      CHECK(rate[i][j].get<double>() + rate[j][i].get<double>() == Approx(1.0));
    }
  }
  CHECK(rate[4][0].get<double>() > 0.75);  // perfect crushes random
}

TEST_CASE("move and ladder reject bad input with exit 2 and one line") {
  const char* bad[] = {
      "move --game nim --heaps 1,3,5,7 --level genius",
      "move --game nim --heaps 1,3,5,7",
      "move --game nim --heaps 0,0 --level perfect",
      "move --game nim --heaps 1,3 --level perfect --seed -1",
      "move --game nim --heaps 1,3 --level perfect --seed 99999999999999999999999",
      "ladder nim --games 0",
      "ladder nim --games 100000000",
      "ladder subtraction --set 1 --heaps 10000 --games 100000",  // 10^9 moves: a hang
      "ladder nim --heaps 5000,5000 --games 201",
      "ladder chess",
  };
  for (const char* args : bad) {
    INFO(args);
    const auto run = run_cli(args);
    CHECK(run.code == 2);
    CHECK(run.out.empty());
    REQUIRE_FALSE(run.err.empty());
    CHECK(run.err.find('\n') == run.err.size() - 1);
  }
}
