// The game graph view, headless: G on the play screen opens it, the kernel drawn is the
// engine's, ←/→ + Enter or a click on a position one move away plays that move, a click
// elsewhere explains why nothing was played, and a big position says it is too big.
#include <catch2/catch.hpp>

#include "boards/graph/graph_layout.hpp"
#include "scenes/graph_scene.hpp"
#include "scenes/play_scene.hpp"
#include "test_app.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

namespace {

struct Playing {
  TempDir home{"graph"};
  std::unique_ptr<App> app;
  PlayScene* play = nullptr;

  explicit Playing(Heaps start, Rule rule = Rule::Normal, WindowSize size = {1280, 720}) {
    Options options;
    options.size = size;
    app = make_app(home.path(), options);
    REQUIRE(app);
    MatchSetup setup = default_setup(GameKind::Nim);
    setup.start = std::move(start);
    setup.rule = rule;
    setup.level = "perfect";
    setup.first = FirstMover::Human;
    auto match = make_match(setup, 3);
    REQUIRE(match.ok());
    auto scene = std::make_unique<PlayScene>(app->context(), std::move(match).value(), setup);
    play = scene.get();
    app->scenes().push(std::move(scene));
    app->step();
  }
  GraphScene& open_graph() {
    key(*app, SDLK_g);
    app->step();
    return top_as<GraphScene>(*app);
  }
};

}  // namespace

TEST_CASE("graph view: G opens the graph of the position, its kernel is the engine's") {
  for (Rule rule : {Rule::Normal, Rule::Misere}) {
    Playing playing({1, 2, 3}, rule);
    GraphScene& view = playing.open_graph();
    REQUIRE(view.graph());
    const GameGraph& graph = *view.graph();
    CHECK(graph.nodes.size() == 24);
    CHECK(graph.nodes[0].heaps == Heaps{1, 2, 3});
    const Game& game = playing.play->match().game();
    for (const GraphNode& node : graph.nodes) {
      CHECK(node.kernel == (game.outcome(node.heaps) == Outcome::P));
    }
    // Every node is drawn inside the window, the start above the rest.
    for (std::size_t i = 0; i < graph.nodes.size(); ++i) {
      const Point p = view.node_center(i);
      CHECK(p.x > 0);
      CHECK(p.x < 1280);
      CHECK(p.y > 0);
      CHECK(p.y < 720);
      if (i > 0) CHECK(p.y > view.node_center(0).y);
    }
    key(*playing.app, SDLK_ESCAPE);
    CHECK(playing.app->scenes().top()->name() == "play");
  }
}

TEST_CASE("graph view: the keyboard chooses a move and Enter plays it") {
  Playing playing({1, 2, 3});
  GraphScene& view = playing.open_graph();
  key(*playing.app, SDLK_RIGHT);
  const auto chosen = view.shown_node();
  REQUIRE(chosen);
  const Heaps target = view.graph()->nodes[*chosen].heaps;
  key(*playing.app, SDLK_RETURN);
  REQUIRE(playing.app->scenes().top()->name() == "play");
  CHECK(playing.play->match().cursor() == 1);
  CHECK(playing.play->match().position_at(1) == target);
}

TEST_CASE("graph view: a click plays to a position one move away, not to another") {
  Playing playing({1, 2, 4}, Rule::Normal, {800, 600});  // 1 ⊕ 2 ⊕ 4 = 7: a winning move
  GraphScene& view = playing.open_graph();
  const GameGraph& graph = *view.graph();
  // A node two moves away: the click explains and plays nothing.
  std::size_t far = 0;
  for (std::size_t i = 1; i < graph.nodes.size(); ++i) {
    bool direct = false;
    for (const auto& [a, b] : graph.edges) direct = direct || (a == 0 && b == i);
    if (!direct) far = i;
  }
  REQUIRE(far != 0);
  click(*playing.app, view.node_center(far));
  REQUIRE(playing.app->scenes().top()->name() == "graph");
  CHECK(playing.play->match().cursor() == 0);
  // The winning move: into the kernel.
  std::optional<std::size_t> winning;
  for (const auto& [a, b] : graph.edges) {
    if (a == 0 && graph.nodes[b].kernel) winning = b;
  }
  REQUIRE(winning);
  const Heaps target = graph.nodes[*winning].heaps;
  click(*playing.app, view.node_center(*winning));
  REQUIRE(playing.app->scenes().top()->name() == "play");
  CHECK(playing.play->match().position_at(1) == target);
}

TEST_CASE("graph view: more than 200 positions is said, not drawn") {
  Playing playing({1, 3, 5, 7});  // 384 positions
  GraphScene& view = playing.open_graph();
  CHECK(view.graph() == nullptr);
  key(*playing.app, SDLK_RETURN);  // nothing to choose: stays
  CHECK(playing.app->scenes().top()->name() == "graph");
  CHECK(playing.play->match().cursor() == 0);
}

TEST_CASE("graph layout: one level a number of items left, distinct places in a level") {
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
  const Game nim = Game::make(GameKind::Nim, Rule::Normal).value();
  const GameGraph graph = build_game_graph(nim, {2, 2}, 100).value();
  const GraphLayout layout = layout_graph(graph);
  CHECK(layout.levels == 5);  // 4, 3, 2, 1, 0 items
  CHECK(layout.widest == 3);  // 2 items: (2,0), (1,1), (0,2)
  for (std::size_t i = 0; i < graph.nodes.size(); ++i) {
    CHECK(layout.places[i].x > 0);
    CHECK(layout.places[i].x < 1);
    for (std::size_t j = i + 1; j < graph.nodes.size(); ++j) {
      if (graph.nodes[i].items == graph.nodes[j].items) {
        CHECK(layout.places[i].x != layout.places[j].x);
      }
    }
  }
  CHECK(moves_from_start(graph).size() == 4);
}
