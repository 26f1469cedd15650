#pragma once
// Lesson 6's third step: the two lines the cold squares lie near, y = φ·x and y = x/φ, from
// the corner to half a square past the board, each named at its end ("φ", "1/φ") where the
// name covers no square of the board (the geometry apart, tested, from the drawing).
#include <functional>

#include "app/canvas.hpp"
#include "boards/graph/graph_view.hpp"
#include "marienbad/game_graph.hpp"

namespace marienbad::app {

struct GoldenLines {
  Point origin;
  Point steep;  // slope φ: leaves the board at its top
  Point flat;   // slope 1/φ: leaves it at its right side
  Rect steep_name;
  Rect flat_name;
};

// `at(x, y)`: where the board's point (x, y) is drawn (a square's centre is its coordinates);
// `last`: the board's last coordinate; the names' sizes; `pad`: the gap around a name.
GoldenLines golden_lines(const std::function<Point(float, float)>& at, float last, Size steep_name,
                         Size flat_name, float pad);

// The width a board drawn with the lines needs on its right for the flat line's name.
float golden_lines_right_room(Size flat_name, float pad);

// Draws both lines and their names over the Dornim board of `graph` (0 … `last` a side) as
// `picture` drew it.
void draw_golden_lines(Canvas& canvas, const GraphPicture& picture, const GraphLayout& layout,
                       const GameGraph& graph, Count last);

}  // namespace marienbad::app
