// The arrows of Dornim's graphs (issue 44, item 9: the golden heaps from 5, 4 read 5, 4 → 3, 2
// as a chain through 4, 3, and lines crossed "3, 3"): none passes through a node it does not
// join, none crosses a label.
#include <catch2/catch.hpp>

#include "graph_arrows_support.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

TEST_CASE("graph arrows: Dornim from the golden heaps 5, 4, normal and misère") {
  check_graph_arrows(GameKind::Wythoff, {5, 4}, Rule::Normal);
  check_graph_arrows(GameKind::Wythoff, {5, 4}, Rule::Misere);
}
