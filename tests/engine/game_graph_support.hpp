#pragma once
// The whole game graph of a position checked against the generic solver (seed 000): every
// reachable position once, one arrow per position a move reaches, and a kernel that is
// exactly the P-positions, stable and absorbing. For the generic test and each game's own.
#include <algorithm>
#include <catch2/catch.hpp>
#include <map>

#include "marienbad/game_graph.hpp"
#include "marienbad/solver.hpp"

namespace marienbad::test {

inline Game make_game(GameKind kind, Rule rule, std::vector<Count> set = {1, 2, 3}) {
  return Game::make(kind, rule, std::move(set)).value();
}

// Checks the whole graph of `start`; returns its number of nodes.
inline std::size_t check_graph(const Game& game, const Heaps& start) {
  INFO(to_string(game.kind()) << " " << to_string(game.rule()) << " from " << join_counts(start));
  auto built = build_game_graph(game, start, kMaxGraphNodes);
  REQUIRE(built.ok());
  const GameGraph& graph = built.value();
  REQUIRE(!graph.nodes.empty());
  CHECK(graph.nodes[0].heaps == start);

  std::map<Heaps, std::size_t> seen;
  for (std::size_t i = 0; i < graph.nodes.size(); ++i) {
    CHECK(seen.emplace(graph.nodes[i].heaps, i).second);  // each position once
  }
  std::vector<std::vector<std::size_t>> out(graph.nodes.size());
  for (const auto& [from, to] : graph.edges) {
    REQUIRE(from < graph.nodes.size());
    REQUIRE(to < graph.nodes.size());
    out[from].push_back(to);
  }
  game.visit([&](const auto& model) {
    Solver solver{model};
    for (std::size_t i = 0; i < graph.nodes.size(); ++i) {
      const GraphNode& node = graph.nodes[i];
      INFO("node " << i << ": " << join_counts(node.heaps));
      // The arrows are exactly the positions the legal moves reach, each once, in the
      // order of the moves; every target is in the graph.
      std::vector<std::size_t> expected;
      for (const Move& move : game.moves(node.heaps)) {
        auto found = seen.find(game.apply(node.heaps, move));
        REQUIRE(found != seen.end());
        if (std::find(expected.begin(), expected.end(), found->second) == expected.end()) {
          expected.push_back(found->second);
        }
      }
      CHECK(out[i] == expected);
      CHECK(node.outcome == solver.solve(node.heaps).outcome);
      CHECK(node.kernel == (node.outcome == Outcome::P));
      Count items = 0;
      for (Count heap : node.heaps) items += heap;
      CHECK(node.items == items);
      if (out[i].empty()) {
        // A dead end: in the kernel under normal play; under misère the loser
        // is forced there, and it stays outside.
        CHECK(node.kernel == (game.rule() == Rule::Normal));
        continue;
      }
      std::size_t into_kernel = 0;
      for (std::size_t to : out[i]) {
        if (graph.nodes[to].kernel) ++into_kernel;
      }
      // Stable: no move joins two kernel positions. Absorbing: every other
      // position that has a move has one into it.
      if (node.kernel) {
        CHECK(into_kernel == 0);
      } else {
        CHECK(into_kernel > 0);
      }
    }
  });
  return graph.nodes.size();
}

}  // namespace marienbad::test
