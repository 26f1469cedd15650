#include "marienbad/game_graph.hpp"

#include <deque>
#include <map>
#include <set>
#include <string>

namespace marienbad {

namespace {

Count items_of(const Heaps& heaps) {
  Count items = 0;
  for (Count heap : heaps) items = heap > kMaxHeap - items ? kMaxHeap : items + heap;
  return items;
}

Error too_many(std::size_t max_nodes) {
  return Error{"more than " + std::to_string(max_nodes) + " positions are reachable"};
}

Error too_many_moves(std::size_t max_edges) {
  return Error{"more than " + std::to_string(max_edges) + " moves join the reachable positions"};
}

}  // namespace

Result<GameGraph> build_game_graph(const Game& game, const Heaps& start, std::size_t max_nodes,
                                   std::size_t max_edges) {
  if (auto valid = game.check_position(start); !valid) return Error{valid.error()};
  GameGraph graph;
  std::map<Heaps, std::size_t> index_of;
  const auto add_node = [&](const Heaps& heaps) {
    const Outcome outcome = game.outcome(heaps);
    graph.nodes.push_back({heaps, outcome, outcome == Outcome::P, items_of(heaps)});
    return index_of.emplace(heaps, graph.nodes.size() - 1).first->second;
  };
  add_node(start);
  // Breadth-first: nodes are numbered in the order they are found.
  for (std::size_t from = 0; from < graph.nodes.size(); ++from) {
    const Heaps heaps = graph.nodes[from].heaps;
    // One arrow per position a move reaches: two moves may reach the same one (Kayles'
    // first pin of a row and its last, or two whole rows of one pin). The moves are taken
    // one at a time (nth_move), never listed: one heap of 2^62 has 2^62 of them, and every
    // new position counts against max_nodes, every arrow against max_edges, so a refused
    // graph never holds more than the bounds. Only repeated targets pass uncounted, and a
    // position has few of them (Kayles: at most about three a row).
    const Count moves = game.move_count(heaps);
    std::set<std::size_t> targets;
    for (Count i = 0; i < moves; ++i) {
      const Heaps to = game.apply(heaps, game.nth_move(heaps, i));
      auto found = index_of.find(to);
      std::size_t to_index = 0;
      if (found != index_of.end()) {
        to_index = found->second;
      } else {
        if (graph.nodes.size() >= max_nodes) return too_many(max_nodes);
        to_index = add_node(to);
      }
      if (!targets.insert(to_index).second) continue;
      if (graph.edges.size() >= max_edges) return too_many_moves(max_edges);
      graph.edges.emplace_back(from, to_index);
    }
  }
  return graph;
}

KernelCheck check_kernel(const GameGraph& graph, const std::vector<bool>& chosen, Rule rule) {
  const auto in = [&](std::size_t node) { return node < chosen.size() && chosen[node]; };
  for (const auto& [from, to] : graph.edges) {
    if (in(from) && in(to)) return {KernelCheck::Verdict::NotStable, from, to};
  }
  std::vector<bool> has_move(graph.nodes.size(), false);
  std::vector<bool> reaches(graph.nodes.size(), false);
  for (const auto& [from, to] : graph.edges) {
    has_move[from] = true;
    if (in(to)) reaches[from] = true;
  }
  for (std::size_t node = 0; node < graph.nodes.size(); ++node) {
    if (in(node) || reaches[node]) continue;
    if (has_move[node] || rule == Rule::Normal)
      return {KernelCheck::Verdict::NotAbsorbing, node, 0};
  }
  return {};
}

}  // namespace marienbad
