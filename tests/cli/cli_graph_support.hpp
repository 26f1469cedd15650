#pragma once
// A graph printed by `marienbad-cli graph --json` checked against the engine: node 0 the
// position, every reachable position once, one arrow per position a move reaches, the kernel
// the P-positions, stable and absorbing.
#include <algorithm>
#include <catch2/catch.hpp>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "marienbad/game.hpp"

namespace marienbad::test {

// Checks a graph printed by --json for `game`; returns its number of nodes.
inline std::size_t check_graph_json(const nlohmann::json& out, const Game& game,
                                    const Heaps& start) {
  const auto& nodes = out.at("nodes");
  const auto& edges = out.at("edges");
  CHECK(out.at("game") == std::string(to_string(game.kind())));
  CHECK(out.at("rule") == std::string(to_string(game.rule())));
  REQUIRE(!nodes.empty());
  CHECK(nodes[0].at("heaps").get<Heaps>() == start);
  std::map<Heaps, std::size_t> seen;
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    const Heaps heaps = nodes[i].at("heaps").get<Heaps>();
    CHECK(nodes[i].at("id") == i);
    CHECK(seen.emplace(heaps, i).second);
    const bool p = game.outcome(heaps) == Outcome::P;
    CHECK(nodes[i].at("outcome") == (p ? "P" : "N"));
    CHECK(nodes[i].at("kernel") == p);
  }
  std::vector<std::vector<std::size_t>> out_edges(nodes.size());
  for (const auto& edge : edges) {
    out_edges.at(edge.at(0).get<std::size_t>()).push_back(edge.at(1).get<std::size_t>());
  }
  for (const auto& [heaps, id] : seen) {
    // One arrow per position a move reaches, in the order of the moves.
    std::vector<std::size_t> expected;
    for (const Move& move : game.moves(heaps)) {
      const std::size_t to = seen.at(game.apply(heaps, move));
      if (std::find(expected.begin(), expected.end(), to) == expected.end()) expected.push_back(to);
    }
    CHECK(out_edges[id] == expected);
    bool into_kernel = false;
    for (std::size_t to : expected) into_kernel = into_kernel || nodes[to].at("kernel") == true;
    if (nodes[id].at("kernel") == true) {
      CHECK_FALSE(into_kernel);  // stable
    } else if (!expected.empty()) {
      CHECK(into_kernel);  // absorbing
    }
  }
  return nodes.size();
}

}  // namespace marienbad::test
