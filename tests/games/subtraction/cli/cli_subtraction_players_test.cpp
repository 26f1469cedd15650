// marienbad-cli move and ladder on the subtraction game: perfect wins 21; the ladder's
// perfect crushes random; 10^9 moves refused.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "cli_players_support.hpp"
#include "cli_run.hpp"
#include "marienbad/game.hpp"

using namespace marienbad;
using marienbad::test::check_perfect_wins;
using marienbad::test::check_refused;
using marienbad::test::run_cli;
using marienbad::test::run_json;

TEST_CASE("move --json: perfect wins 21") {
  check_perfect_wins("--game subtraction --heaps 21",
                     Game::make(GameKind::Subtraction, Rule::Normal).value(), {21});
}

TEST_CASE("ladder: perfect crushes random at the subtraction game") {
  const auto out = run_json("ladder subtraction --games 40 --seed 3 --random-starts --json");
  CHECK(out["win_rate"][4][0].get<double>() > 0.75);
}

TEST_CASE("ladder refuses 10^9 moves of the subtraction game") {
  const std::vector<std::string> bad = {
      "ladder subtraction --set 1 --heaps 10000 --games 100000"};  // a hang
  for (const std::string& args : bad) {
    INFO(args);
    check_refused(args);
  }
}
