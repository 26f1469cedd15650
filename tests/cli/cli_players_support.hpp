#pragma once
// What marienbad-cli's players are checked for, whatever the game.
#include <catch2/catch.hpp>
#include <string>

#include "cli_run.hpp"
#include "marienbad/game.hpp"

namespace marienbad::test {

// marienbad-cli's perfect move from `from` is legal and leaves a lost position.
inline void check_perfect_wins(const std::string& args, const Game& game, const Heaps& from) {
  INFO(args);
  const auto out = run_json("move " + args + " --level perfect --seed 7 --json");
  const auto move = game.parse_move(out["move"].get<std::string>());
  REQUIRE(move.ok());
  const auto to = game.try_apply(from, *move);
  REQUIRE(to.ok());
  if (out["to"].is_array()) CHECK(out["to"].get<Heaps>() == *to);  // a picture is text
  CHECK(game.outcome(*to) == Outcome::P);
}

}  // namespace marienbad::test
