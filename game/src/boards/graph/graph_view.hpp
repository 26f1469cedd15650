#pragma once
// Drawing a game graph laid out by layout_graph (or layout_neighbourhood): the arrows first,
// under the nodes, light, each around the nodes it does not join and the labels
// (graph_arrows.hpp); the moves out of one node drawn bold with arrowheads and the moves
// into it drawn plainer, so that node's place in the game reads at a glance; each node a
// gold square (the kernel, or what a learner picked) or a blue ring; the kernel band of a
// layout with kernel_aside tinted. Each label is measured and put beside, below, left of or
// above its node, wherever it covers no node and no other label (smaller, then without
// spaces, if it must); a label with no room is left out (hovering the node names it). Used
// by the graph view (G) and the kernel lesson.
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "app/canvas.hpp"
#include "boards/graph/graph_arrows.hpp"
#include "boards/graph/graph_layout.hpp"

namespace marienbad::app {

// Where a graph was drawn: for hit tests and for tests.
struct GraphPicture {
  Rect area;  // the layout's unit square, in renderer pixels
  float radius = 8;
  std::vector<std::optional<Rect>> labels;  // one a node: where its label went, if anywhere
  std::vector<ArrowPath> arrows;            // the arrows as drawn (each from rim to rim)
  std::vector<float> reach;  // one a node: the radius its disc (and ring) covers; arrows keep out

  Point center(const GraphLayout& layout, std::size_t node) const;
  // The node within reach of `p`, the nearest.
  std::optional<std::size_t> node_at(const GraphLayout& layout, Point p) const;
  // The box a node's disc or square covers.
  Rect node_box(const GraphLayout& layout, std::size_t node) const;
};

struct GraphMarks {
  std::function<bool(std::size_t)> square;  // drawn as a gold square
  std::size_t now = 0;                      // the position now: a white ring, label beside
  std::optional<std::size_t> arrows_from;   // its moves drawn bold (default: `now`)
  std::optional<std::size_t> focus;         // a gold ring
  bool dim_rest = true;      // the arrows away from `arrows_from` faint (a few: plainer)
  std::string band_caption;  // written at the top of the kernel band, if no node is there
  bool board = false;        // a board (layout_board): no arrows but the moves of `arrows_from`,
                             // no labels but the axes' numbers
};

// "1, 2, 3" (a sum: "1, 3 | 21 | 3, 5").
std::string graph_position_text(const Game& game, const Heaps& heaps);

// Whether every node of `layout` drawn in `area` gets a disc large enough to point at and
// room for its label beside or below it: past that the graph is too large to draw whole.
bool graph_fits(Canvas& canvas, Rect area, const Game& game, const GameGraph& graph,
                const GraphLayout& layout);

GraphPicture draw_game_graph(Canvas& canvas, Rect area, const Game& game, const GameGraph& graph,
                             const GraphLayout& layout, const GraphMarks& marks);

}  // namespace marienbad::app
