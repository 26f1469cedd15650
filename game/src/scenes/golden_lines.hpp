#pragma once
// Lesson 6's third step: the two lines the cold squares lie near, y = φ·x and y = x/φ, from
// the corner to half a square past the board, each named at its end ("φ", "1/φ") where the
// name covers no square of the board (SDL-free geometry; the lesson draws it).
#include <functional>

#include "app/canvas.hpp"

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

}  // namespace marienbad::app
