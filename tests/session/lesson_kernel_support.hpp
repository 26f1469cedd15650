#pragma once
// What the lessons' kernel check tests share: a position's node in a game graph, and the nodes
// a learner picked (tests/games/nim/session/lesson_kernel_nim_test.cpp,
// tests/games/wythoff/session/lesson_kernel_wythoff_test.cpp).
#include <catch2/catch.hpp>
#include <vector>

#include "marienbad/game_graph.hpp"

namespace marienbad::testing {

inline std::size_t node_of(const GameGraph& graph, const Heaps& heaps) {
  for (std::size_t i = 0; i < graph.nodes.size(); ++i) {
    if (graph.nodes[i].heaps == heaps) return i;
  }
  FAIL("no node " << heaps.size());
  return 0;
}

inline std::vector<bool> picked(const GameGraph& graph, const std::vector<Heaps>& positions) {
  std::vector<bool> chosen(graph.nodes.size(), false);
  for (const Heaps& heaps : positions) chosen[node_of(graph, heaps)] = true;
  return chosen;
}

}  // namespace marienbad::testing
