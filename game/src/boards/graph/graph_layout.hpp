#pragma once
// Where each node of a game graph goes (SDL-free, unit-tested).
//
// layout_graph: one layer a number of items left, the start at the top and the empty
// positions at the bottom, as seed 000 draws it. Layers by items rather than by remoteness:
// every move takes at least one item, so every arrow points down and a reader follows the
// game from top to bottom; remoteness would send some arrows upwards (an N-position far
// from the end can move to one nearer or further). Inside a layer the order comes from a
// few barycentre sweeps (down, then up) that reduce the crossings, the best order seen kept.
// With `kernel_aside`, each layer's kernel positions (P) stand in a band on the left, one
// column under the other, so the kernel reads as one set: no arrow inside the band, an
// arrow into it from every other position. The kernel lesson, where the learner looks for
// the kernel, lays it out without (it would give the answer away).
//
// layout_neighbourhood: for a graph too large to draw whole, three rows: the position, the
// positions its moves lead to, and the kernel positions one move from those.
#include <vector>

#include "app/geometry.hpp"
#include "marienbad/game_graph.hpp"

namespace marienbad::app {

struct GraphLayout {
  std::vector<Point> places;  // one a node, in the unit square: x, y in [0, 1]
  std::size_t levels = 0;     // rows: distinct numbers of items left
  std::size_t widest = 0;     // columns: the slots of the fullest row (and the kernel band)
  float kernel_band = 0;      // with kernel_aside: the band x in [0, kernel_band] (0: none)
};

struct GraphLayoutOptions {
  bool kernel_aside = false;
  int sweeps = 4;  // down-and-up barycentre sweeps
};

GraphLayout layout_graph(const GameGraph& graph, const GraphLayoutOptions& options = {});
// Two-heap positions (x, y) as the squares of a board: x to the right, y up, as on the
// Dornim board (0, 0) at the bottom left.
GraphLayout layout_board(const GameGraph& graph);

// Pairs of arrows that cross (drawn as straight segments between the places).
std::size_t count_crossings(const GameGraph& graph, const GraphLayout& layout);

// The nodes one move away from node 0, in the order of its moves.
std::vector<std::size_t> moves_from_start(const GameGraph& graph);

// The neighbourhood of `start`: node 0 the start, then the positions its moves lead to (at
// most `max_moves`: the moves into the kernel first; only those when there are very many
// moves), then the kernel positions one move
// from those (at most `max_kernel`, the nearest to the start first); arrows from the start
// to its moves and from the moves to those kernel positions.
struct Neighbourhood {
  GameGraph graph;
  std::size_t moves = 0;        // moves from the start (all of them)
  std::size_t moves_shown = 0;  // nodes 1 .. moves_shown
  std::size_t kernel_left = 0;  // kernel positions two moves away not shown
};
Neighbourhood neighbourhood_graph(const Game& game, const Heaps& start, std::size_t max_moves,
                                  std::size_t max_kernel);
// Rows 0, 1, 2 as above, each row centred on `columns` slots.
GraphLayout layout_neighbourhood(const Neighbourhood& near);

}  // namespace marienbad::app
