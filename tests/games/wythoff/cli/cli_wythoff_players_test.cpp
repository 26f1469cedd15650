// marienbad-cli move on Dornim: perfect wins from 11,15 and from a square near 10^18.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "cli_run.hpp"
#include "marienbad/game.hpp"

using namespace marienbad;
using marienbad::test::run_cli;
using marienbad::test::run_json;

namespace {

// marienbad-cli's perfect move from `from` is legal and leaves a lost position.
void check_perfect_wins(const std::string& args, const Game& game, const Heaps& from) {
  INFO(args);
  const auto out = run_json("move " + args + " --level perfect --seed 7 --json");
  const auto move = game.parse_move(out["move"].get<std::string>());
  REQUIRE(move.ok());
  const auto to = game.try_apply(from, *move);
  REQUIRE(to.ok());
  CHECK(game.outcome(*to) == Outcome::P);
}

}  // namespace

TEST_CASE("move --json: perfect wins Dornim, near 10^18 in misère too") {
  check_perfect_wins("--game wythoff --heaps 11,15",
                     Game::make(GameKind::Wythoff, Rule::Normal).value(), {11, 15});
  check_perfect_wins("--game wythoff --heaps 1000000000000000000,1 --misere",
                     Game::make(GameKind::Wythoff, Rule::Misere).value(),
                     {1000000000000000000ULL, 1});
}
