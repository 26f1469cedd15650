// marienbad-cli move and ladder on Nim: perfect wins (13,12,8), (1,3,5,6) in misère; a
// finished position and hours of play refused.
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

TEST_CASE("move --json: perfect wins Nim from 13,12,8 and, in misère, 1,3,5,6") {
  check_perfect_wins("--game nim --heaps 13,12,8", Game::make(GameKind::Nim, Rule::Normal).value(),
                     {13, 12, 8});
  check_perfect_wins("--game marienbad --heaps 1,3,5,6 --misere",
                     Game::make(GameKind::Nim, Rule::Misere).value(), {1, 3, 5, 6});
}

TEST_CASE("move and ladder refuse a finished Nim position and hours of play") {
  const std::vector<std::string> bad = {"move --game nim --heaps 0,0 --level perfect",
                                        "ladder nim --heaps 5000,5000 --games 201"};
  for (const std::string& args : bad) {
    INFO(args);
    check_refused(args);
  }
}
