// The graph layout of the subtraction game {1, 3, 4}: one heap, each position its own level.
#include <catch2/catch.hpp>

#include "graph_scene_support.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

TEST_CASE("graph layout: the subtraction game {1, 3, 4}: one level a number of items left") {
  const Game game = Game::make(GameKind::Subtraction, Rule::Normal, {1, 3, 4}).value();
  for (const Heaps& start : std::vector<Heaps>{{0}, {9}}) {
    const GameGraph graph = build_game_graph(game, start, 100).value();
    const GraphLayout layout = layout_graph(graph);
    REQUIRE(layout.places.size() == graph.nodes.size());
    CHECK(layout.levels == graph.nodes.size());  // one heap: each position its own level
    for (std::size_t i = 0; i < graph.nodes.size(); ++i) {
      for (std::size_t j = 0; j < graph.nodes.size(); ++j) {
        if (graph.nodes[i].items > graph.nodes[j].items) {
          CHECK(layout.places[i].y < layout.places[j].y);
        }
      }
    }
  }
}
