// The game graph (seed 000) against the generic solver for every game: every reachable
// position once, one arrow per position a move reaches, and a kernel that is exactly the
// P-positions, stable and absorbing, under both rules. Each game's own graphs are tested in
// its home (tests/games/ID/engine/ID_graph_test.cpp).
#include <catch2/catch.hpp>

#include "game_graph_support.hpp"

using namespace marienbad;
using marienbad::test::check_graph;

namespace {

// Every game's standard start whose graph is small enough to check whole, under each rule
// it offers.
template <typename Check>
std::size_t for_each_small_graph(Check check) {
  std::size_t checked = 0;
  for (const GameInfo& info : game_registry()) {
    if (!info.single) continue;
    for (const Rule rule : {Rule::Normal, Rule::Misere}) {
      if (rule == Rule::Misere && !info.misere) continue;
      const Game game = Game::make(info.kind, rule).value();
      auto graph = build_game_graph(game, info.start, 2000);
      if (!graph.ok()) continue;  // too large to check whole
      INFO(info.id << " " << to_string(rule));
      check(game, info.start, graph.value());
      ++checked;
    }
  }
  return checked;
}

}  // namespace

TEST_CASE("game graph: the kernel is the set of P-positions, stable and absorbing") {
  const std::size_t checked = for_each_small_graph(
      [](const Game& game, const Heaps& start, const GameGraph&) { check_graph(game, start); });
  CHECK(checked >= 4);
}

TEST_CASE("game graph: check_kernel accepts the kernel and names what is wrong otherwise") {
  const std::size_t checked =
      for_each_small_graph([](const Game& game, const Heaps&, const GameGraph& graph) {
        const Rule rule = game.rule();
        std::vector<bool> kernel;
        for (const GraphNode& node : graph.nodes) kernel.push_back(node.kernel);
        CHECK(check_kernel(graph, kernel, rule).verdict == KernelCheck::Verdict::Kernel);
        for (std::size_t i = 0; i < graph.nodes.size(); ++i) {
          std::vector<bool> other = kernel;
          other[i] = !other[i];
          const KernelCheck check = check_kernel(graph, other, rule);
          INFO(join_counts(graph.nodes[i].heaps));
          if (kernel[i]) {
            // One taken out: it (or another) has no move into the set any more.
            REQUIRE(check.verdict == KernelCheck::Verdict::NotAbsorbing);
            CHECK_FALSE(other[check.a]);
          } else {
            // One added: a move joins it to the kernel, one way or the other.
            REQUIRE(check.verdict == KernelCheck::Verdict::NotStable);
            CHECK((check.a == i || check.b == i));
            CHECK(other[check.a]);
            CHECK(other[check.b]);
          }
        }
        CHECK(check_kernel(graph, std::vector<bool>(graph.nodes.size(), false), rule).verdict ==
              KernelCheck::Verdict::NotAbsorbing);
      });
  CHECK(checked >= 4);
}
