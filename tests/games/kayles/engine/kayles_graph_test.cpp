// Kayles' game graphs (seed 000): the kernel, and one arrow for two moves to one position.
#include <catch2/catch.hpp>
#include <set>

#include "game_graph_support.hpp"

using namespace marienbad;
using marienbad::test::check_graph;
using marienbad::test::make_game;

TEST_CASE("kayles: the game graph's kernel is the set of P-positions, under both rules") {
  for (Rule rule : {Rule::Normal, Rule::Misere}) {
    check_graph(make_game(GameKind::Kayles, rule), {3, 5});
    check_graph(make_game(GameKind::Kayles, rule), {1, 1, 2, 4});
  }
}

TEST_CASE("game graph: two moves to one position are one arrow (Kayles)") {
  // From a row of 3: pin 1 and pin 3 both leave a row of 2, pins 1-2 and 2-3 a row of 1;
  // pin 2 leaves two rows of 1. Five moves, three arrows.
  const Game kayles = make_game(GameKind::Kayles, Rule::Normal);
  const GameGraph three = build_game_graph(kayles, {3}, 100).value();
  std::size_t from_start = 0;
  for (const auto& [from, to] : three.edges) from_start += from == 0 ? 1 : 0;
  CHECK(kayles.move_count({3}) == 5);
  CHECK(from_start == 3);
  // Rows of one pin: knocking any of them down leaves the same position.
  const GameGraph ones = build_game_graph(kayles, {1, 1, 1}, 100).value();
  CHECK(ones.nodes.size() == 4);
  CHECK(ones.edges.size() == 3);
  // No arrow twice anywhere.
  const GameGraph rows = build_game_graph(kayles, {2, 4, 5}, kMaxGraphNodes).value();
  const std::set<std::pair<std::size_t, std::size_t>> distinct(rows.edges.begin(),
                                                               rows.edges.end());
  CHECK(distinct.size() == rows.edges.size());
}
