// `marienbad-cli graph` for every game: the JSON contract (node 0 the position, every
// reachable position once, kernel = P-positions per the engine) from its standard start, --dot
// with the kernel filled, and the refusals of bad limits. Each game's own graphs:
// tests/games/ID/cli/cli_ID_graph_test.cpp.
#include <algorithm>
#include <catch2/catch.hpp>
#include <string>

#include "cli_graph_support.hpp"
#include "cli_run.hpp"
#include "marienbad/game_graph.hpp"

using marienbad::test::check_graph_json;
using marienbad::test::check_refused;
using marienbad::test::run_cli;
using marienbad::test::run_json;
using namespace marienbad;

namespace {

// Every single game under each rule it offers, where its standard start's graph is small.
template <typename Check>
int for_each_small_graph(Check check) {
  int checked = 0;
  for (const GameInfo& info : game_registry()) {
    if (!info.single) continue;
    for (const Rule rule : {Rule::Normal, Rule::Misere}) {
      if (rule == Rule::Misere && !info.misere) continue;
      const Game game = Game::make(info.kind, rule).value();
      if (!build_game_graph(game, info.start, 2000).ok()) continue;
      INFO(info.id << " " << to_string(rule));
      check(game, "graph --game " + std::string(info.id) +
                      (rule == Rule::Misere ? " --misere" : "") + " ");
      ++checked;
    }
  }
  return checked;
}

}  // namespace

TEST_CASE("graph --json: every game's standard start, both rules") {
  CHECK(for_each_small_graph([](const Game& game, const std::string& command) {
          check_graph_json(run_json(command + "--json"), game, game.standard_start());
        }) >= 4);
}

TEST_CASE("graph --dot: a Graphviz graph with the kernel filled, every game") {
  const int checked = for_each_small_graph([](const Game&, const std::string& command) {
    const auto run = run_cli(command + "--dot");
    REQUIRE(run.code == 0);
    CHECK(run.out.rfind("digraph marienbad {", 0) == 0);
    CHECK(run.out.find("n0 -> n") != std::string::npos);
    const auto json = run_json(command + "--json");
    std::size_t kernel = 0;
    for (const auto& node : json.at("nodes")) kernel += node.at("kernel") == true ? 1 : 0;
    std::size_t filled = 0;
    for (auto at = run.out.find("style=filled"); at != std::string::npos;
         at = run.out.find("style=filled", at + 1)) {
      ++filled;
    }
    CHECK(filled == kernel);
  });
  CHECK(checked >= 4);
}

TEST_CASE("graph: bad limits and outputs are one line and exit 2, in every game") {
  for (const GameInfo& info : game_registry()) {
    if (!info.single) continue;
    const std::string game = "graph --game " + std::string(info.id) + " ";
    for (const std::string bad : {"--max-nodes 0", "--max-nodes 100001", "--json --dot", "--dot=1",
                                  "--max-edges 0", "--max-edges 1000001", "--max-edges x"}) {
      const std::string args = game + bad;
      check_refused(args);
    }
  }
}
