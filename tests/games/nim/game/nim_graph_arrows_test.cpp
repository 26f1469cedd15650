// The arrows of Marienbad's graphs (issue 44, item 9: lines crossed the label "1, 2, 3"): none
// passes through a node it does not join, none crosses a label.
#include <catch2/catch.hpp>

#include "graph_arrows_support.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

TEST_CASE("graph arrows: Marienbad as the film plays it, 1, 3, 5, 7 misère") {
  check_graph_arrows(GameKind::Nim, {1, 3, 5, 7}, Rule::Misere);
}

TEST_CASE("graph arrows: the lesson's graph, 1, 2, 3 normal") {
  check_graph_arrows(GameKind::Nim, {1, 2, 3}, Rule::Normal);
}

TEST_CASE("graph arrows: Marienbad from 1, 3, 5 misère") {
  check_graph_arrows(GameKind::Nim, {1, 3, 5}, Rule::Misere);
}
