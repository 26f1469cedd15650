// Nim's game graphs (seed 000): rows kept in their order, the kernel, the limits.
#include <catch2/catch.hpp>
#include <set>

#include "game_graph_support.hpp"

using namespace marienbad;
using marienbad::test::check_graph;
using marienbad::test::make_game;

TEST_CASE("game graph: every position below the start once, rows kept in their order") {
  const Game nim = make_game(GameKind::Nim, Rule::Normal);
  CHECK(check_graph(nim, {1, 2, 3}) == 2 * 3 * 4);
  CHECK(check_graph(nim, {1, 3, 5, 7}) == 2 * 4 * 6 * 8);
  auto graph = build_game_graph(nim, {2, 1}, 100).value();
  std::set<Heaps> positions;
  for (const auto& node : graph.nodes) positions.insert(node.heaps);
  CHECK(positions == std::set<Heaps>{{2, 1}, {1, 1}, {0, 1}, {2, 0}, {1, 0}, {0, 0}});
  CHECK(graph.edges.size() == 3 + 2 + 1 + 2 + 1);  // the moves of the five that have some
}

TEST_CASE("nim: the game graph's kernel is the set of P-positions, under both rules") {
  for (Rule rule : {Rule::Normal, Rule::Misere}) {
    const Game nim = make_game(GameKind::Nim, rule);
    for (const Heaps& start :
         std::vector<Heaps>{{0}, {1}, {1, 1}, {1, 2, 3}, {2, 2, 3}, {1, 3, 5}}) {
      check_graph(nim, start);
    }
  }
}

TEST_CASE("game graph: a limit on the positions, checked before listing huge moves") {
  const Game nim = make_game(GameKind::Nim, Rule::Normal);
  CHECK(build_game_graph(nim, {1, 3, 5, 7}, 384).ok());
  auto over = build_game_graph(nim, {1, 3, 5, 7}, 383);
  REQUIRE_FALSE(over.ok());
  CHECK(over.error() == "more than 383 positions are reachable");
  CHECK_FALSE(build_game_graph(nim, {Count{1} << 62}, kDefaultGraphNodes).ok());
  CHECK_FALSE(build_game_graph(nim, {kMaxHeap, kMaxHeap}, kDefaultGraphNodes).ok());
}

TEST_CASE("game graph: a limit on the moves, checked before a position's moves are listed") {
  const Game nim = make_game(GameKind::Nim, Rule::Normal);
  const auto all = build_game_graph(nim, {1, 3, 5, 7}, kMaxGraphNodes, kMaxGraphEdges);
  REQUIRE(all.ok());
  const std::size_t moves = all.value().edges.size();
  CHECK(build_game_graph(nim, {1, 3, 5, 7}, kMaxGraphNodes, moves).ok());
  auto over = build_game_graph(nim, {1, 3, 5, 7}, kMaxGraphNodes, moves - 1);
  REQUIRE_FALSE(over.ok());
  CHECK(over.error() ==
        "more than " + std::to_string(moves - 1) + " moves join the reachable positions");
}
