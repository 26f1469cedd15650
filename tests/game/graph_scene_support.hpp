#pragma once
// What the graph view's tests share, whatever the game: a match on the play screen with its
// graph opened (G), and the checks of what is drawn (the kernel, labels clear of nodes and of
// each other, the layout's levels and crossings). Each game's graphs are checked in its home
// (tests/games/ID/game/ID_graph_scene_test.cpp).
#include <catch2/catch.hpp>

#include <functional>

#include "boards/graph/graph_layout.hpp"
#include "boards/graph/graph_view.hpp"
#include "scenes/graph_scene.hpp"
#include "scenes/play_scene.hpp"
#include "test_app.hpp"

namespace marienbad::app::test {

struct Playing {
  TempDir home{"graph"};
  std::unique_ptr<App> app;
  PlayScene* play = nullptr;

  Playing(GameKind kind, Heaps start, Rule rule = Rule::Normal, WindowSize size = {1280, 720},
          std::vector<SumPart> parts = {}) {
    Options options;
    options.size = size;
    app = make_app(home.path(), options);
    REQUIRE(app);
    MatchSetup setup = default_setup(kind);
    setup.start = std::move(start);
    setup.rule = rule;
    if (!parts.empty()) setup.parts = std::move(parts);
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

// The graph drawn in a 1280x720 window: its kernel is the engine's P-positions, every node
// is inside the window and the start above the rest.
inline void check_kernel_drawn_inside(const Game& game, const GraphScene& view,
                                      const GameGraph& graph) {
  for (const GraphNode& node : graph.nodes) {
    CHECK(node.kernel == (game.outcome(node.heaps) == Outcome::P));
  }
  for (std::size_t i = 0; i < graph.nodes.size(); ++i) {
    const Point p = view.node_center(i);
    CHECK(p.x > 0);
    CHECK(p.x < 1280);
    CHECK(p.y > 0);
    CHECK(p.y < 720);
    if (i > 0) CHECK(p.y > view.node_center(0).y);
  }
}

// Two boxes overlap (touching edges do not).
inline bool overlap(Rect a, Rect b) {
  return a.x < b.right() && b.x < a.right() && a.y < b.bottom() && b.y < a.bottom();
}

// Every label placed covers no other node's disc and no other label.
inline void check_labels_clear(const std::vector<std::optional<Rect>>& labels,
                               const std::function<Rect(std::size_t)>& node_box) {
  for (std::size_t i = 0; i < labels.size(); ++i) {
    if (!labels[i]) continue;
    for (std::size_t j = 0; j < labels.size(); ++j) {
      if (j == i) continue;
      INFO("label " << i << " and node " << j);
      CHECK_FALSE(overlap(*labels[i], node_box(j)));
      if (labels[j]) CHECK_FALSE(overlap(*labels[i], *labels[j]));
    }
  }
}

// The box of node `i`'s disc as the view draws it.
inline Rect node_box(const GraphScene& view, std::size_t i) {
  const Point p = view.node_center(i);
  const float r = view.node_radius();
  return Rect{p.x - r, p.y - r, 2 * r, 2 * r};
}

// The graph of `start` (a sum: of `parts`) at 1280x720 and 800x600: drawn whole when it has
// at most 60 positions, every label clear of the nodes and of the other labels, also with a
// node chosen (its labels go first).
inline void check_graph_labels_clear(GameKind kind, const Heaps& start,
                                     const std::vector<SumPart>& parts = {}) {
  for (const WindowSize size : {WindowSize{1280, 720}, WindowSize{800, 600}}) {
    Playing playing(kind, start, Rule::Normal, size, parts);
    GraphScene& view = playing.open_graph();
    REQUIRE(view.graph());
    const std::size_t n = view.graph()->nodes.size();
    INFO(n << " positions at " << size.width << "x" << size.height);
    if (n <= 60) CHECK(view.whole());
    const auto box = [&](std::size_t i) { return node_box(view, i); };
    check_labels_clear(view.labels(), box);
    if (view.whole()) {
      // Each position named: graph_fits promised room for every label.
      for (const auto& label : view.labels()) CHECK(label);
    }
    key(*playing.app, SDLK_RIGHT);  // the chosen node's labels go first: still clear
    playing.app->step();
    check_labels_clear(view.labels(), box);
  }
}

// The layout of the graph of `game` from `start` with the kernel aside: every arrow down,
// the kernel in its band, and fewer crossings after the sweeps than before.
inline void check_layout_sweeps(const Game& game, const Heaps& start) {
  const GameGraph graph = build_game_graph(game, start, 200).value();
  INFO(graph.nodes.size() << " positions");
  GraphLayoutOptions aside;
  aside.kernel_aside = true;
  const GraphLayout layout = layout_graph(graph, aside);
  for (const auto& [a, b] : graph.edges) CHECK(layout.places[a].y < layout.places[b].y);
  REQUIRE(layout.kernel_band > 0);
  for (std::size_t i = 0; i < graph.nodes.size(); ++i) {
    CHECK((layout.places[i].x < layout.kernel_band) == graph.nodes[i].kernel);
    CHECK(layout.places[i].x > 0);
    CHECK(layout.places[i].x < 1);
  }
  // The sweeps keep the best order seen: never more crossings than none, here fewer.
  GraphLayoutOptions unswept = aside;
  unswept.sweeps = 0;
  const std::size_t before = count_crossings(graph, layout_graph(graph, unswept));
  const std::size_t after = count_crossings(graph, layout);
  INFO(before << " crossings before the sweeps, " << after << " after");
  CHECK(after < before);
}

}  // namespace marienbad::app::test
