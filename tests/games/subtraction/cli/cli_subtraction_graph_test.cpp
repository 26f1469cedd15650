// `marienbad-cli graph` on a subtraction game: misère's dead ends outside the kernel.
#include <algorithm>
#include <catch2/catch.hpp>
#include <string>

#include "cli_graph_support.hpp"
#include "cli_run.hpp"

using marienbad::test::check_graph_json;
using marienbad::test::run_cli;
using marienbad::test::run_json;
using namespace marienbad;

TEST_CASE("graph --json: a subtraction set and misère's dead ends") {
  const Game misere_25 = Game::make(GameKind::Subtraction, Rule::Misere, {2, 5}).value();
  const auto out = run_json("graph subtraction --heaps 9 --set 2,5 --misere --json");
  CHECK(check_graph_json(out, misere_25, {9}) == 8);  // 9, 7, 4, 5, 2, 3, 0, 1
  // Heap 1 or 0 has no move: under misère the loser is forced there, outside the kernel.
  for (const auto& node : out.at("nodes")) {
    if (node.at("heaps")[0].get<Count>() < 2) CHECK(node.at("kernel") == false);
  }
}
