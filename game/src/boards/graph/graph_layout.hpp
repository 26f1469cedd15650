#pragma once
// Where each node of a game graph goes (SDL-free, unit-tested): one level a number
// of items left, the start at the top and the empty positions at the bottom, as
// seed 000 draws it; inside a level, nodes ordered by their parents' places so
// that arrows cross less.
#include <vector>

#include "app/geometry.hpp"
#include "marienbad/game_graph.hpp"

namespace marienbad::app {

struct GraphLayout {
  std::vector<Point> places;  // one a node, in the unit square: x, y in [0, 1]
  std::size_t levels = 0;     // distinct numbers of items left
  std::size_t widest = 0;     // nodes in the fullest level
};

GraphLayout layout_graph(const GameGraph& graph);
// Two-heap positions (x, y) as the squares of a board: x to the right, y up, as on the
// Dornim board (0, 0) at the bottom left.
GraphLayout layout_board(const GameGraph& graph);

// The nodes one move away from node 0, in the order of its moves.
std::vector<std::size_t> moves_from_start(const GameGraph& graph);

}  // namespace marienbad::app
