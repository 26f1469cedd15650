// marienbad-cli move and ladder on Nim: perfect wins (13,12,8), (1,3,5,6) in misère; a
// finished position and hours of play refused.
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
    const auto run = run_cli(args);
    CHECK(run.code == 2);
    CHECK(run.out.empty());
    REQUIRE_FALSE(run.err.empty());
    CHECK(run.err.find('\n') == run.err.size() - 1);
  }
}
