// `marienbad-cli graph` on Nim: rows kept in their order, the limits on positions and moves.
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

TEST_CASE("graph --json: 1,2,3 and 3,1 (rows in their order), both rules") {
  for (Rule rule : {Rule::Normal, Rule::Misere}) {
    const std::string flag = rule == Rule::Misere ? " --misere" : "";
    const Game nim = Game::make(GameKind::Nim, rule).value();
    CHECK(check_graph_json(run_json("graph --heaps 1,2,3 --json" + flag), nim, {1, 2, 3}) == 24);
    CHECK(check_graph_json(run_json("graph --heaps 3,1 --json" + flag), nim, {3, 1}) == 8);
  }
}

TEST_CASE("graph: Nim positions past --max-nodes or --max-edges are one line and exit 2") {
  CHECK(run_json("graph --heaps 1,3,5,7 --max-nodes 384 --json").at("nodes").size() == 384);
  // 1,2 has 6 positions and 9 moves.
  CHECK(run_json("graph --heaps 1,2 --max-edges 9 --json").at("edges").size() == 9);
  for (const std::string args :
       {"graph --heaps 1,3,5,7 --max-nodes 383", "graph --heaps 10,10,10,10",
        "graph --heaps 4611686018427387904", "graph --heaps 1,2 --max-edges 8"}) {
    check_refused(args);
  }
  CHECK(run_cli("graph --heaps 10,10,10,10").err.find("more than 2000 positions") !=
        std::string::npos);
}
