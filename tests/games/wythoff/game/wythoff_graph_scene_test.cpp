// Dornim's game graph from (5, 9): drawn whole even at 800x600, every label clear of nodes and
// labels; its layout's arrows down, kernel in its band, fewer crossings after the sweeps.
#include <catch2/catch.hpp>

#include "graph_scene_support.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

TEST_CASE("graph view: Dornim (5, 9) drawn whole, every label clear of nodes and labels") {
  check_graph_labels_clear(GameKind::Wythoff, {5, 9});
}

TEST_CASE(
    "graph layout: Dornim (5, 9), every arrow down, the kernel in its band, fewer crossings") {
  check_layout_sweeps(Game::make(GameKind::Wythoff, Rule::Normal).value(), {5, 9});
}
