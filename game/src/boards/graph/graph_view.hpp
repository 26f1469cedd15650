#pragma once
// Drawing a game graph laid out by layout_graph: faint arrows for every move, the moves of
// one node drawn bold with arrowheads, each node a gold square (the kernel, or what a
// learner picked) or a blue ring, with its position as a label when there is room. Used
// by the graph view (G) and the kernel lesson.
#include <functional>
#include <optional>
#include <string>

#include "app/canvas.hpp"
#include "boards/graph/graph_layout.hpp"

namespace marienbad::app {

// Where a graph was drawn: for hit tests and for tests.
struct GraphPicture {
  Rect area;  // the layout's unit square, in renderer pixels
  float radius = 8;

  Point center(const GraphLayout& layout, std::size_t node) const;
  // The node within reach of `p`, the nearest.
  std::optional<std::size_t> node_at(const GraphLayout& layout, Point p) const;
};

struct GraphMarks {
  std::function<bool(std::size_t)> square;  // drawn as a gold square
  std::size_t now = 0;                      // the position now: a white ring, label beside
  std::optional<std::size_t> arrows_from;   // its moves drawn bold (default: `now`)
  std::optional<std::size_t> focus;         // a gold ring
  bool board = false;  // a board (layout_board): no arrows but the moves of `arrows_from`,
                       // no labels but the axes' numbers
};

// "1, 2, 3" (a sum: "1, 3 | 21 | 3, 5").
std::string graph_position_text(const Game& game, const Heaps& heaps);

GraphPicture draw_game_graph(Canvas& canvas, Rect area, const Game& game, const GameGraph& graph,
                             const GraphLayout& layout, const GraphMarks& marks);

}  // namespace marienbad::app
