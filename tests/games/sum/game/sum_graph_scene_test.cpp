// The game graph of a sum (Nim 2, 3 + the subtraction game's 15): every label clear of nodes
// and labels; its layout's arrows down, kernel in its band, fewer crossings after the sweeps.
#include <catch2/catch.hpp>

#include "graph_scene_support.hpp"
#include "sum/sum.hpp"
#include "sum/sum_part.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

namespace {

std::vector<SumPart> sum_2_3_15() {
  return {parse_sum_part("nim:2,3").value(), parse_sum_part("subtraction:15").value()};
}

}  // namespace

TEST_CASE("graph view: a sum's graph, every label clear of nodes and labels") {
  check_graph_labels_clear(GameKind::Sum, {}, sum_2_3_15());
}

TEST_CASE(
    "graph layout: a sum's graph, every arrow down, the kernel in its band, fewer crossings") {
  const Game sum = Game(SumGame::make(sum_2_3_15()).value());
  check_layout_sweeps(sum, sum.standard_start());
}
