#include "boards/graph/graph_layout.hpp"

#include <algorithm>
#include <map>
#include <numeric>

namespace marienbad::app {

GraphLayout layout_graph(const GameGraph& graph) {
  GraphLayout layout;
  const std::size_t n = graph.nodes.size();
  layout.places.assign(n, {0.5f, 0.5f});
  if (n == 0) return layout;

  // Levels: most items first (the start's level is 0).
  std::map<Count, std::vector<std::size_t>, std::greater<>> by_items;
  for (std::size_t i = 0; i < n; ++i) by_items[graph.nodes[i].items].push_back(i);
  layout.levels = by_items.size();

  std::vector<std::vector<std::size_t>> parents(n);
  for (const auto& [from, to] : graph.edges) parents[to].push_back(from);

  std::size_t level = 0;
  for (auto& [items, nodes] : by_items) {
    // Barycentre of the parents already placed (levels above); breadth-first order
    // breaks ties, so the layout is the same every time.
    std::vector<float> key(nodes.size(), 0.0f);
    for (std::size_t k = 0; k < nodes.size(); ++k) {
      float sum = 0;
      std::size_t count = 0;
      for (std::size_t p : parents[nodes[k]]) {
        if (graph.nodes[p].items > items) {
          sum += layout.places[p].x;
          ++count;
        }
      }
      key[k] = count > 0 ? sum / static_cast<float>(count) : 0.5f;
    }
    std::vector<std::size_t> order(nodes.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return key[a] < key[b]; });
    const float count = static_cast<float>(nodes.size());
    const float y = layout.levels == 1
                        ? 0.5f
                        : static_cast<float>(level) / static_cast<float>(layout.levels - 1);
    for (std::size_t k = 0; k < order.size(); ++k) {
      layout.places[nodes[order[k]]] = {(static_cast<float>(k) + 0.5f) / count, y};
    }
    layout.widest = std::max(layout.widest, nodes.size());
    ++level;
  }
  return layout;
}

GraphLayout layout_board(const GameGraph& graph) {
  GraphLayout layout;
  Count size = 1;
  for (const GraphNode& node : graph.nodes) {
    for (Count heap : node.heaps) size = std::max(size, heap + 1);
  }
  const float n = static_cast<float>(size);
  for (const GraphNode& node : graph.nodes) {
    const float x = node.heaps.size() > 0 ? static_cast<float>(node.heaps[0]) : 0;
    const float y = node.heaps.size() > 1 ? static_cast<float>(node.heaps[1]) : 0;
    layout.places.push_back({(x + 0.5f) / n, 1 - (y + 0.5f) / n});
  }
  layout.levels = static_cast<std::size_t>(size);
  layout.widest = static_cast<std::size_t>(size);
  return layout;
}

std::vector<std::size_t> moves_from_start(const GameGraph& graph) {
  std::vector<std::size_t> targets;
  for (const auto& [from, to] : graph.edges) {
    if (from == 0) targets.push_back(to);
  }
  return targets;
}

}  // namespace marienbad::app
