// The game graph's arrows where no game is drawn: a long move bends around the nodes on its
// line and around a label. The arrows of each game's graphs: tests/games/ID/game/
// ID_graph_arrows_test.cpp (issue 44, item 9).
#include <catch2/catch.hpp>

#include "graph_arrows_support.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

TEST_CASE("graph arrows: a long move bends around the nodes on its line") {
  // Three nodes on one line: the arrow from the first to the last goes around the middle.
  ArrowScene scene;
  scene.centers = {{0, 0}, {100, 100}, {200, 200}};
  scene.radius = {10, 10, 10};
  const std::vector<ArrowPath> arrows = route_arrows(scene, {{0, 2}, {0, 1}});
  REQUIRE(arrows.size() == 2);
  for (const auto& piece : arrows[0].pieces) {
    for (std::size_t s = 0; s + 1 < piece.size(); ++s) {
      CHECK(distance_to_segment(scene.centers[1], piece[s], piece[s + 1]) >= 10);
    }
  }
  // The short one is straight: one segment.
  REQUIRE(arrows[1].pieces.size() == 1);
  CHECK(arrows[1].pieces[0].size() == 2);
  // A label in the way of a straight arrow: the arrow goes around it too.
  scene.centers = {{0, 0}, {300, 0}};
  scene.radius = {10, 10};
  scene.labels = {{140, -8, 30, 16}};
  const std::vector<ArrowPath> around = route_arrows(scene, {{0, 1}});
  for (const auto& piece : around.at(0).pieces) {
    for (std::size_t s = 0; s + 1 < piece.size(); ++s) {
      CHECK_FALSE(segment_meets(piece[s], piece[s + 1], scene.labels[0]));
    }
  }
}
