// Marienbad's game graphs, headless: the lesson's graph (1, 2, 3) whole with the engine's
// kernel and its labels clear, ←/→ + Enter or a click on a position one move away playing
// that move, 1, 3, 5, 7 and larger graphs drawn as the position's neighbourhood, the layout's
// levels and crossings.
#include <catch2/catch.hpp>

#include "graph_scene_support.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

TEST_CASE("graph view: the lesson's graph, 1, 2, 3: its 24 positions, the engine's kernel") {
  for (Rule rule : {Rule::Normal, Rule::Misere}) {
    Playing playing(GameKind::Nim, {1, 2, 3}, rule);
    GraphScene& view = playing.open_graph();
    REQUIRE(view.graph());
    REQUIRE(view.whole());
    const GameGraph& graph = *view.graph();
    CHECK(graph.nodes.size() == 24);
    CHECK(graph.nodes[0].heaps == Heaps{1, 2, 3});
    const Game& game = playing.play->match().game();
    check_kernel_drawn_inside(game, view, graph);
    key(*playing.app, SDLK_ESCAPE);
    CHECK(playing.app->scenes().top()->name() == "play");
  }
}

TEST_CASE("graph view: the keyboard chooses a move and Enter plays it") {
  Playing playing(GameKind::Nim, {1, 2, 3});
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
  Playing playing(GameKind::Nim, {1, 2, 4}, Rule::Normal,
                  {800, 600});  // 1 ⊕ 2 ⊕ 4 = 7: a winning move
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

TEST_CASE("graph view: a graph too large to draw whole shows the position's neighbourhood") {
  Playing playing(GameKind::Nim, {1, 3, 5, 7});  // 384 positions
  GraphScene& view = playing.open_graph();
  REQUIRE(view.graph());
  CHECK(view.graph()->nodes.size() == 384);
  CHECK_FALSE(view.whole());
  // The position, where its moves lead (the winning ones first), the kernel one move further.
  const GameGraph& near = view.drawn();
  const Game& game = playing.play->match().game();
  CHECK(near.nodes[0].heaps == Heaps{1, 3, 5, 7});
  std::size_t moves = 0;
  for (const auto& [a, b] : near.edges) {
    if (a == 0) {
      ++moves;
      CHECK(b == moves);
      continue;
    }
    CHECK(a <= moves);  // from a move, to a kernel position
    CHECK(game.outcome(near.nodes[a].heaps) == Outcome::N);
    CHECK(near.nodes[b].kernel);
    CHECK(game.outcome(near.nodes[b].heaps) == Outcome::P);
  }
  CHECK(moves >= 4);
  CHECK(near.nodes.size() > moves + 1);
  check_labels_clear(view.labels(), [&](std::size_t i) {
    const Point c = view.node_center(i);
    const float r = view.node_radius();
    return Rect{c.x - r, c.y - r, 2 * r, 2 * r};
  });
  // ←/→ and Enter still play.
  key(*playing.app, SDLK_RIGHT);
  const auto chosen = view.shown_node();
  REQUIRE(chosen);
  const Heaps target = near.nodes[*chosen].heaps;
  key(*playing.app, SDLK_RETURN);
  REQUIRE(playing.app->scenes().top()->name() == "play");
  CHECK(playing.play->match().position_at(1) == target);
}

TEST_CASE("graph neighbourhood: a heap of 2^40 lists its winning moves, not every move") {
  const Game nim = Game::make(GameKind::Nim, Rule::Normal).value();
  const Count big = Count{1} << 40;
  const Neighbourhood near = neighbourhood_graph(nim, {big, 5}, 8, 8);
  CHECK(near.moves == big + 5);
  REQUIRE(near.moves_shown == 1);
  CHECK(near.graph.nodes[1].heaps == Heaps{5, 5});  // 5 ⊕ 5 = 0: the one winning move
  CHECK(near.graph.nodes[1].kernel);
  CHECK(near.graph.nodes.size() == 2);  // a kernel position leads only outside the kernel
}

TEST_CASE("graph view: past 2,000 positions the neighbourhood is still drawn") {
  Playing playing(GameKind::Nim, {9, 10, 11, 12});  // 10·11·12·13 positions
  GraphScene& view = playing.open_graph();
  CHECK(view.graph() == nullptr);
  CHECK_FALSE(view.whole());
  CHECK(view.drawn().nodes.size() > 1);
  key(*playing.app, SDLK_RETURN);  // nothing chosen yet: stays
  CHECK(playing.app->scenes().top()->name() == "graph");
  CHECK(playing.play->match().cursor() == 0);
}

TEST_CASE("graph view: the lesson's graph (1, 2, 3) labels cover no neighbouring node") {
  for (const WindowSize size : {WindowSize{1280, 720}, WindowSize{800, 600}}) {
    TempDir home{"graph-lesson"};
    Options options;
    options.size = size;
    auto app = make_app(home.path(), options);
    REQUIRE(app);
    Canvas& canvas = app->context().canvas();
    const Game nim = Game::make(GameKind::Nim, Rule::Normal).value();
    const GameGraph graph = build_game_graph(nim, {1, 2, 3}, 200).value();
    const GraphLayout layout = layout_graph(graph);  // no kernel band: the lesson asks for it
    CHECK(layout.kernel_band == 0);
    // The lesson's graph area: the panel below two lines of text, above the Check button.
    const float w = static_cast<float>(size.width);
    const float h = static_cast<float>(size.height);
    const Rect area{w * 0.08f, h * 0.28f, w * 0.84f, h * 0.36f};
    GraphMarks marks;
    for (std::optional<std::size_t> focus :
         {std::optional<std::size_t>{}, std::optional<std::size_t>{5}}) {
      marks.focus = focus;
      marks.arrows_from = focus.value_or(0);
      canvas.begin_frame();
      const GraphPicture picture = draw_game_graph(canvas, area, nim, graph, layout, marks);
      canvas.end_frame();
      check_labels_clear(picture.labels,
                         [&](std::size_t i) { return picture.node_box(layout, i); });
      std::size_t named = 0;
      for (const auto& label : picture.labels) named += label ? 1 : 0;
      INFO(size.width << "x" << size.height);
      CHECK(named == graph.nodes.size());
    }
  }
}

TEST_CASE(
    "graph view: Marienbad's lesson graph drawn whole, every label clear of nodes and labels") {
  check_graph_labels_clear(GameKind::Nim, {1, 2, 3});
}

TEST_CASE(
    "graph layout: Marienbad's graphs, every arrow down, the kernel in its band, fewer crossings") {
  const Game nim = Game::make(GameKind::Nim, Rule::Normal).value();
  check_layout_sweeps(nim, {1, 2, 3});
  check_layout_sweeps(nim, {2, 3, 4});
}

TEST_CASE(
    "graph layout: Marienbad 2, 2: one level a number of items left, distinct places in a level") {
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
