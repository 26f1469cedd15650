// The subtraction game's graphs (seed 000): the kernel, misère's dead ends, the limit.
#include <catch2/catch.hpp>
#include <set>

#include "game_graph_support.hpp"

using namespace marienbad;
using marienbad::test::check_graph;
using marienbad::test::make_game;

TEST_CASE("subtraction: the game graph's kernel is the set of P-positions, under both rules") {
  for (Rule rule : {Rule::Normal, Rule::Misere}) {
    CHECK(check_graph(make_game(GameKind::Subtraction, rule), {21}) == 22);
    check_graph(make_game(GameKind::Subtraction, rule, {1, 3, 4}), {20});
    // {2, 5}: heaps 0 and 1 have no move, so misère has two dead ends.
    check_graph(make_game(GameKind::Subtraction, rule, {2, 5}), {17});
  }
}

TEST_CASE("game graph: the misère dead ends are N-positions outside the kernel") {
  const Game game = make_game(GameKind::Subtraction, Rule::Misere, {2, 5});
  auto graph = build_game_graph(game, {3}, 10).value();
  REQUIRE(graph.nodes.size() == 2);  // 3 -> 1, and 1 has no move
  CHECK(graph.nodes[1].heaps == Heaps{1});
  CHECK(graph.nodes[1].outcome == Outcome::N);
  CHECK_FALSE(graph.nodes[1].kernel);
  CHECK(graph.nodes[0].kernel);  // the only move gives the opponent the last word
}

TEST_CASE("subtraction: a game graph of a huge heap is refused") {
  const Game one_at_a_time = make_game(GameKind::Subtraction, Rule::Normal, {1});
  CHECK_FALSE(build_game_graph(one_at_a_time, {kMaxHeap}, kDefaultGraphNodes).ok());
}
