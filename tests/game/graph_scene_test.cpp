// The game graph view, headless, in every game: G on the play screen opens the graph of its
// standard start, the kernel drawn is the engine's, its labels clear of nodes and of each
// other; crossings counted as drawn. Each game's own graphs (the moves played from the graph,
// the neighbourhood of a large one, the layout's levels): tests/games/ID/game/
// ID_graph_scene_test.cpp.
#include <catch2/catch.hpp>

#include "graph_scene_support.hpp"
#include "marienbad/registry.hpp"
#include "session/game_rules.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

TEST_CASE("graph view: G opens the graph of the position, its kernel is the engine's") {
  // Every game of the window from its standard start, where its graph is drawn whole.
  int drawn = 0;
  std::size_t games = 0;
  for (const GameRules* rules : all_game_rules()) {
    ++games;
    for (Rule rule : {Rule::Normal, Rule::Misere}) {
      if (rule == Rule::Misere && rules->normal_only) continue;
      INFO(to_string(rules->kind) << " " << to_string(rule));
      Playing playing(rules->kind, default_setup(rules->kind).start, rule);
      const Game& game = playing.play->match().game();
      const Heaps start = playing.play->match().position();
      const auto whole = build_game_graph(game, start, 200);
      if (!whole.ok()) continue;  // drawn as the neighbourhood, tested in the games' homes
      GraphScene& view = playing.open_graph();
      REQUIRE(view.graph());
      if (!view.whole()) continue;  // too wide for the window: the neighbourhood
      ++drawn;
      const GameGraph& graph = view.drawn();
      CHECK(graph.nodes.size() == whole.value().nodes.size());
      CHECK(graph.nodes[0].heaps == start);
      check_kernel_drawn_inside(game, view, graph);
      check_labels_clear(view.labels(), [&](std::size_t i) { return node_box(view, i); });
      key(*playing.app, SDLK_ESCAPE);
      CHECK(playing.app->scenes().top()->name() == "play");
    }
  }
  CHECK(games == game_registry().size());
  CHECK(drawn >= 2);
}

TEST_CASE("graph layout: crossings counted as drawn") {
  // Two arrows from the top corners to the bottom opposite corners cross once; arrows that
  // share a node never count.
  GameGraph graph;
  graph.nodes.resize(4);
  graph.edges = {{0, 3}, {1, 2}, {0, 2}};
  GraphLayout layout;
  layout.places = {{0, 0}, {1, 0}, {0, 1}, {1, 1}};
  CHECK(count_crossings(graph, layout) == 1);
  layout.places = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};
  CHECK(count_crossings(graph, layout) == 0);
}
