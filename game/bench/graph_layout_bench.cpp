// marienbad-graph-bench: the time layout_graph takes (kernel band, barycentre sweeps, the
// crossings counted after each) on the graphs the graph view (G) draws and on the largest it
// accepts (kGraphViewNodes positions with the most arrows), and the crossings it removes.
//   build/bin/marienbad-graph-bench
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include "boards/graph/graph_layout.hpp"
#include "scenes/graph_scene.hpp"
#include "sum/sum.hpp"
#include "sum/sum_part.hpp"

namespace {

using namespace marienbad;
using namespace marienbad::app;

void measure(const char* name, const Game& game, const Heaps& start) {
  const auto graph = build_game_graph(game, start, kGraphViewNodes, kMaxGraphEdges);
  if (!graph) {
    std::printf("%-28s %s\n", name, graph.error().c_str());
    return;
  }
  GraphLayoutOptions options;
  options.kernel_aside = true;
  const int runs = 20;
  const auto begin = std::chrono::steady_clock::now();
  GraphLayout layout;
  for (int i = 0; i < runs; ++i) layout = layout_graph(*graph, options);
  const std::chrono::duration<double, std::milli> took = std::chrono::steady_clock::now() - begin;
  GraphLayoutOptions unswept = options;
  unswept.sweeps = 0;
  std::printf(
      "%-28s %4zu positions %6zu arrows %3zu rows %3zu columns  %8.2f ms  crossings %zu -> %zu\n",
      name, graph->nodes.size(), graph->edges.size(), layout.levels, layout.widest,
      took.count() / runs, count_crossings(*graph, layout_graph(*graph, unswept)),
      count_crossings(*graph, layout));
}

}  // namespace

int main() {
  const Game nim = Game::make(GameKind::Nim, Rule::Normal).value();
  const Game dornim = Game::make(GameKind::Wythoff, Rule::Normal).value();
  const Game sum = Game(
      SumGame::make({parse_sum_part("nim:2,3").value(), parse_sum_part("subtraction:15").value()})
          .value());
  measure("Nim 1, 2, 3 (lesson 3)", nim, {1, 2, 3});
  measure("Nim 1, 3, 5", nim, {1, 3, 5});
  measure("Dornim (5, 9)", dornim, {5, 9});
  measure("sum 2, 3 | 15", sum, sum.standard_start());
  measure("Nim 4, 4, 7", nim, {4, 4, 7});
  measure("Nim 1, 2, 3, 4, 4", nim, {1, 2, 3, 4, 4});
  measure("Dornim (9, 19)", dornim, {9, 19});
  measure("Nim 1, 99", nim, {1, 99});
  measure("Nim 199", nim, {199});
  return 0;
}
