// marienbad-cli move on Dornim: perfect wins from 11,15 and from a square near 10^18.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "cli_players_support.hpp"
#include "cli_run.hpp"
#include "marienbad/game.hpp"

using namespace marienbad;
using marienbad::test::check_perfect_wins;
using marienbad::test::run_cli;
using marienbad::test::run_json;

TEST_CASE("move --json: perfect wins Dornim, near 10^18 in misère too") {
  check_perfect_wins("--game wythoff --heaps 11,15",
                     Game::make(GameKind::Wythoff, Rule::Normal).value(), {11, 15});
  check_perfect_wins("--game wythoff --heaps 1000000000000000000,1 --misere",
                     Game::make(GameKind::Wythoff, Rule::Misere).value(),
                     {1000000000000000000ULL, 1});
}
