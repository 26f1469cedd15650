// `marienbad-cli graph` on Dornim: a board drawn whole, and one with too many moves refused.
#include <algorithm>
#include <catch2/catch.hpp>
#include <string>

#include "cli_graph_support.hpp"
#include "cli_run.hpp"

using marienbad::test::check_graph_json;
using marienbad::test::check_refused;
using marienbad::test::run_cli;
using marienbad::test::run_json;
using namespace marienbad;

TEST_CASE("graph --json: the Dornim board from 4,6") {
  const Game wythoff = Game::make(GameKind::Wythoff, Rule::Normal).value();
  check_graph_json(run_json("graph wythoff --heaps 4,6 --json"), wythoff, {4, 6});
}

TEST_CASE("graph: Dornim from 315,315, 42 million moves, is refused before they are listed") {
  for (const std::string args :
       {// 99,856 positions, within --max-nodes, but 42 million moves: gigabytes as JSON.
        "graph --game wythoff --heaps 315,315 --max-nodes 100000 --json",
        "graph --game wythoff --heaps 315,315 --max-nodes 100000 --max-edges 1000000 --json",
        "graph --heaps 1,2 --game wythoff --heaps 1"}) {
    check_refused(args);
  }
  CHECK(run_cli("graph --game wythoff --heaps 315,315 --max-nodes 100000")
            .err.find("more than 100000 moves") != std::string::npos);
}
