// `marienbad-cli graph`: the JSON contract (node 0 the position, every
// reachable position once, kernel = P-positions per the engine), --dot, and
// the limit on the number of positions.
#include <algorithm>
#include <catch2/catch.hpp>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "cli_run.hpp"
#include "marienbad/game.hpp"

using marienbad::test::run_cli;
using marienbad::test::run_json;
using namespace marienbad;

namespace {

// Checks a graph printed by --json for `game`; returns its number of nodes.
std::size_t check_graph_json(const nlohmann::json& out, const Game& game, const Heaps& start) {
  const auto& nodes = out.at("nodes");
  const auto& edges = out.at("edges");
  CHECK(out.at("game") == std::string(to_string(game.kind())));
  CHECK(out.at("rule") == std::string(to_string(game.rule())));
  REQUIRE(!nodes.empty());
  CHECK(nodes[0].at("heaps").get<Heaps>() == start);
  std::map<Heaps, std::size_t> seen;
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    const Heaps heaps = nodes[i].at("heaps").get<Heaps>();
    CHECK(nodes[i].at("id") == i);
    CHECK(seen.emplace(heaps, i).second);
    const bool p = game.outcome(heaps) == Outcome::P;
    CHECK(nodes[i].at("outcome") == (p ? "P" : "N"));
    CHECK(nodes[i].at("kernel") == p);
  }
  std::vector<std::vector<std::size_t>> out_edges(nodes.size());
  for (const auto& edge : edges) {
    out_edges.at(edge.at(0).get<std::size_t>()).push_back(edge.at(1).get<std::size_t>());
  }
  for (const auto& [heaps, id] : seen) {
    // One arrow per position a move reaches, in the order of the moves.
    std::vector<std::size_t> expected;
    for (const Move& move : game.moves(heaps)) {
      const std::size_t to = seen.at(game.apply(heaps, move));
      if (std::find(expected.begin(), expected.end(), to) == expected.end()) expected.push_back(to);
    }
    CHECK(out_edges[id] == expected);
    bool into_kernel = false;
    for (std::size_t to : expected) into_kernel = into_kernel || nodes[to].at("kernel") == true;
    if (nodes[id].at("kernel") == true) {
      CHECK_FALSE(into_kernel);  // stable
    } else if (!expected.empty()) {
      CHECK(into_kernel);  // absorbing
    }
  }
  return nodes.size();
}

}  // namespace

TEST_CASE("graph --json: 1,2,3 and 3,1 (rows in their order), both rules") {
  for (Rule rule : {Rule::Normal, Rule::Misere}) {
    const std::string flag = rule == Rule::Misere ? " --misere" : "";
    const Game nim = Game::make(GameKind::Nim, rule).value();
    CHECK(check_graph_json(run_json("graph --heaps 1,2,3 --json" + flag), nim, {1, 2, 3}) == 24);
    CHECK(check_graph_json(run_json("graph --heaps 3,1 --json" + flag), nim, {3, 1}) == 8);
  }
}

TEST_CASE("graph --json: subtraction sets and the Dornim board") {
  const Game misere_25 = Game::make(GameKind::Subtraction, Rule::Misere, {2, 5}).value();
  const auto out = run_json("graph subtraction --heaps 9 --set 2,5 --misere --json");
  CHECK(check_graph_json(out, misere_25, {9}) == 8);  // 9, 7, 4, 5, 2, 3, 0, 1
  // Heap 1 or 0 has no move: under misère the loser is forced there, outside the kernel.
  for (const auto& node : out.at("nodes")) {
    if (node.at("heaps")[0].get<Count>() < 2) CHECK(node.at("kernel") == false);
  }
  const Game wythoff = Game::make(GameKind::Wythoff, Rule::Normal).value();
  check_graph_json(run_json("graph wythoff --heaps 4,6 --json"), wythoff, {4, 6});
}

TEST_CASE("graph --json: Kayles, two moves to one position drawn as one arrow") {
  const Game kayles = Game::make(GameKind::Kayles, Rule::Normal).value();
  // 3 -> 2 (pin 1 or pin 3), 1,1 (pin 2), 1 (pins 1-2 or 2-3): three arrows, not five.
  const auto out = run_json("graph --game kayles --rows 3 --json");
  CHECK(check_graph_json(out, kayles, {3}) == 5);
  CHECK(out.at("edges").size() == 3 + 2 + 1 + 1);
  check_graph_json(run_json("graph --game kayles --rows 2,4 --json"), kayles, {2, 4});
}

TEST_CASE("graph --dot: a Graphviz graph with the kernel filled") {
  const auto run = run_cli("graph --heaps 1,2 --dot");
  REQUIRE(run.code == 0);
  CHECK(run.out.rfind("digraph marienbad {", 0) == 0);
  CHECK(run.out.find("n0 -> n") != std::string::npos);
  const auto json = run_json("graph --heaps 1,2 --json");
  std::size_t kernel = 0;
  for (const auto& node : json.at("nodes")) kernel += node.at("kernel") == true ? 1 : 0;
  std::size_t filled = 0;
  for (auto at = run.out.find("style=filled"); at != std::string::npos;
       at = run.out.find("style=filled", at + 1)) {
    ++filled;
  }
  CHECK(filled == kernel);
}

TEST_CASE("graph: more positions than --max-nodes is one line and exit 2") {
  CHECK(run_json("graph --heaps 1,3,5,7 --max-nodes 384 --json").at("nodes").size() == 384);
  for (const std::string args :
       {"graph --heaps 1,3,5,7 --max-nodes 383", "graph --heaps 10,10,10,10",
        "graph --heaps 4611686018427387904", "graph --heaps 1 --max-nodes 0",
        "graph --heaps 1 --max-nodes 100001", "graph --heaps 1 --json --dot",
        "graph --heaps 1 --dot=1", "graph --heaps 1,2 --game wythoff --heaps 1"}) {
    const auto run = run_cli(args);
    INFO(args << " -> " << run.err);
    CHECK(run.code == 2);
    CHECK(run.out.empty());
    CHECK(run.err.rfind("marienbad-cli: ", 0) == 0);
    CHECK(std::count(run.err.begin(), run.err.end(), '\n') == 1);
  }
  CHECK(run_cli("graph --heaps 10,10,10,10").err.find("more than 2000 positions") !=
        std::string::npos);
}

TEST_CASE("graph: more moves than --max-edges is one line and exit 2, before they are listed") {
  // 1,2 has 6 positions and 9 moves.
  CHECK(run_json("graph --heaps 1,2 --max-edges 9 --json").at("edges").size() == 9);
  for (const std::string args :
       {"graph --heaps 1,2 --max-edges 8", "graph --heaps 1 --max-edges 0",
        "graph --heaps 1 --max-edges 1000001", "graph --heaps 1 --max-edges x",
        // 99,856 positions, within --max-nodes, but 42 million moves: gigabytes as JSON.
        "graph --game wythoff --heaps 315,315 --max-nodes 100000 --json",
        "graph --game wythoff --heaps 315,315 --max-nodes 100000 --max-edges 1000000 --json"}) {
    const auto run = run_cli(args);
    INFO(args << " -> " << run.err);
    CHECK(run.code == 2);
    CHECK(run.out.empty());
    CHECK(run.err.rfind("marienbad-cli: ", 0) == 0);
    CHECK(std::count(run.err.begin(), run.err.end(), '\n') == 1);
  }
  CHECK(run_cli("graph --game wythoff --heaps 315,315 --max-nodes 100000")
            .err.find("more than 100000 moves") != std::string::npos);
}
