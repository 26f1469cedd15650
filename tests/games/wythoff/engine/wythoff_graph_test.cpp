// Dornim's game graphs (seed 000): the kernel, and the limits on positions and moves.
#include <catch2/catch.hpp>
#include <set>

#include "game_graph_support.hpp"

using namespace marienbad;
using marienbad::test::check_graph;
using marienbad::test::make_game;

TEST_CASE("wythoff: the game graph's kernel is the set of P-positions, under both rules") {
  for (Rule rule : {Rule::Normal, Rule::Misere}) {
    check_graph(make_game(GameKind::Wythoff, rule), {5, 7});
    check_graph(make_game(GameKind::Wythoff, rule), {0, 4});
  }
}

TEST_CASE("wythoff: a game graph too large is refused, by its positions or its moves") {
  CHECK_FALSE(build_game_graph(make_game(GameKind::Wythoff, Rule::Normal), {1}, 10).ok());
  // Wythoff's (315, 315): fewer positions than kMaxGraphNodes, 42 million moves. Without a
  // bound on the moves this held gigabytes; it is refused at the default bound.
  const Game wythoff = make_game(GameKind::Wythoff, Rule::Normal);
  auto big = build_game_graph(wythoff, {315, 315}, kMaxGraphNodes);
  REQUIRE_FALSE(big.ok());
  CHECK(big.error() ==
        "more than " + std::to_string(kDefaultGraphEdges) + " moves join the reachable positions");
}
