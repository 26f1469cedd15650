// The game graph view, headless: G on the play screen opens it, the kernel drawn is the
// engine's, ←/→ + Enter or a click on a position one move away plays that move, a click
// elsewhere explains why nothing was played; the layout (rows by items, every arrow down, the
// kernel in its band, fewer crossings after the sweeps), labels clear of nodes and of each
// other, and a graph too large to draw whole drawn as the neighbourhood of the position.
#include <catch2/catch.hpp>

#include <functional>

#include "boards/graph/graph_layout.hpp"
#include "boards/graph/graph_view.hpp"
#include "scenes/graph_scene.hpp"
#include "scenes/play_scene.hpp"
#include "session/game_rules.hpp"
#include "sum/sum.hpp"
#include "sum/sum_part.hpp"
#include "test_app.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

namespace {

struct Playing {
  TempDir home{"graph"};
  std::unique_ptr<App> app;
  PlayScene* play = nullptr;

  explicit Playing(Heaps start, Rule rule = Rule::Normal, WindowSize size = {1280, 720},
                   GameKind kind = GameKind::Nim, std::vector<SumPart> parts = {}) {
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
void check_kernel_drawn_inside(const Game& game, const GraphScene& view, const GameGraph& graph) {
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

}  // namespace

TEST_CASE("graph view: G opens the graph of the position, its kernel is the engine's") {
  // Every game of the window from its standard start, where its graph is drawn whole.
  int drawn = 0;
  for (const GameRules* rules : all_game_rules()) {
    for (Rule rule : {Rule::Normal, Rule::Misere}) {
      if (rule == Rule::Misere && rules->normal_only) continue;
      INFO(to_string(rules->kind) << " " << to_string(rule));
      Playing playing(default_setup(rules->kind).start, rule, {1280, 720}, rules->kind);
      const Game& game = playing.play->match().game();
      const Heaps start = playing.play->match().position();
      const auto whole = build_game_graph(game, start, 200);
      if (!whole.ok()) continue;  // drawn as the position's neighbourhood, tested below
      GraphScene& view = playing.open_graph();
      REQUIRE(view.graph());
      if (!view.whole()) continue;  // too wide for the window: the neighbourhood
      ++drawn;
      const GameGraph& graph = view.drawn();
      CHECK(graph.nodes.size() == whole.value().nodes.size());
      CHECK(graph.nodes[0].heaps == start);
      check_kernel_drawn_inside(game, view, graph);
      key(*playing.app, SDLK_ESCAPE);
      CHECK(playing.app->scenes().top()->name() == "play");
    }
  }
  CHECK(drawn >= 2);
}

TEST_CASE("graph view: the lesson's graph, 1, 2, 3: its 24 positions, the engine's kernel") {
  for (Rule rule : {Rule::Normal, Rule::Misere}) {
    Playing playing({1, 2, 3}, rule);
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

// Two boxes overlap (touching edges do not).
bool overlap(Rect a, Rect b) {
  return a.x < b.right() && b.x < a.right() && a.y < b.bottom() && b.y < a.bottom();
}

// Every label placed covers no other node's disc and no other label.
void check_labels_clear(const std::vector<std::optional<Rect>>& labels,
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

std::vector<SumPart> sum_2_3_15() {
  return {parse_sum_part("nim:2,3").value(), parse_sum_part("subtraction:15").value()};
}

TEST_CASE("graph view: a graph too large to draw whole shows the position's neighbourhood") {
  Playing playing({1, 3, 5, 7});  // 384 positions
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
  Playing playing({9, 10, 11, 12});  // 10·11·12·13 positions
  GraphScene& view = playing.open_graph();
  CHECK(view.graph() == nullptr);
  CHECK_FALSE(view.whole());
  CHECK(view.drawn().nodes.size() > 1);
  key(*playing.app, SDLK_RETURN);  // nothing chosen yet: stays
  CHECK(playing.app->scenes().top()->name() == "graph");
  CHECK(playing.play->match().cursor() == 0);
}

TEST_CASE("graph view: drawn whole when it fits, every label clear of nodes and labels") {
  struct Case {
    GameKind kind;
    Heaps start;
    std::vector<SumPart> parts;
  };
  const std::vector<Case> cases{{GameKind::Nim, {1, 2, 3}, {}},
                                {GameKind::Wythoff, {5, 9}, {}},
                                {GameKind::Sum, {}, sum_2_3_15()}};
  for (const WindowSize size : {WindowSize{1280, 720}, WindowSize{800, 600}}) {
    for (const Case& c : cases) {
      Playing playing(c.start, Rule::Normal, size, c.kind, c.parts);
      GraphScene& view = playing.open_graph();
      REQUIRE(view.graph());
      const std::size_t n = view.graph()->nodes.size();
      INFO(n << " positions at " << size.width << "x" << size.height);
      if (n <= 60) CHECK(view.whole());  // Dornim (5, 9) fits even at 800x600
      const auto box = [&](std::size_t i) {
        const Point p = view.node_center(i);
        const float r = view.node_radius();
        return Rect{p.x - r, p.y - r, 2 * r, 2 * r};
      };
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

GameGraph graph_of(const Game& game, const Heaps& start) {
  return build_game_graph(game, start, 200).value();
}

TEST_CASE("graph layout: every arrow down, the kernel in its band, fewer crossings") {
  const Game dornim = Game::make(GameKind::Wythoff, Rule::Normal).value();
  const Game nim = Game::make(GameKind::Nim, Rule::Normal).value();
  const Game sum = Game(SumGame::make(sum_2_3_15()).value());
  const std::vector<std::pair<const Game*, Heaps>> graphs{
      {&dornim, {5, 9}}, {&nim, {1, 2, 3}}, {&nim, {2, 3, 4}}, {&sum, sum.standard_start()}};
  for (const auto& [game, start] : graphs) {
    const GameGraph graph = graph_of(*game, start);
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
