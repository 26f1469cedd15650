#include "session/lesson_kernel.hpp"

#include <algorithm>
#include <numeric>
#include <optional>

namespace marienbad::app {

std::vector<std::size_t> bottom_up_order(const GameGraph& graph) {
  std::vector<std::size_t> order(graph.nodes.size());
  std::iota(order.begin(), order.end(), std::size_t{0});
  std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    const GraphNode& x = graph.nodes[a];
    const GraphNode& y = graph.nodes[b];
    if (x.items != y.items) return x.items < y.items;
    return x.heaps < y.heaps;
  });
  return order;
}

KernelCheck check_kernel_bottom_up(const GameGraph& graph, const std::vector<bool>& chosen,
                                   Rule rule) {
  const auto in = [&](std::size_t node) { return node < chosen.size() && chosen[node]; };
  std::vector<std::vector<std::size_t>> moves(graph.nodes.size());
  for (const auto& [from, to] : graph.edges) moves[from].push_back(to);
  for (const std::size_t node : bottom_up_order(graph)) {
    const std::vector<std::size_t>& to = moves[node];
    if (in(node)) {
      // The lowest picked position it reaches: the one the learner has already settled.
      std::optional<std::size_t> joined;
      for (const std::size_t next : to) {
        if (in(next) && (!joined || graph.nodes[next].items < graph.nodes[*joined].items)) {
          joined = next;
        }
      }
      if (joined) return {KernelCheck::Verdict::NotStable, node, *joined};
      continue;
    }
    if (std::any_of(to.begin(), to.end(), in)) continue;
    // Under misère a position without a move stays out (game_graph.hpp).
    if (!to.empty() || rule == Rule::Normal) return {KernelCheck::Verdict::NotAbsorbing, node, 0};
  }
  return {};
}

}  // namespace marienbad::app
