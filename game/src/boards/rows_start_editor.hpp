#pragma once
// The start editor of a game played on rows of pieces (Marienbad's matches, Kayles' pins):
// ready starts, then a custom one whose rows (how many, and the pieces in each) are stepper
// rows with their pieces drawn beside them; under the rows, the picture of a ready start.
// Each game gives what differs: its texts, its starts, its limits and how it draws a piece.
#include <memory>
#include <string>
#include <vector>

#include "boards/start_editor.hpp"

namespace marienbad::app {

struct RowsStart {
  // The texts of the start choices, the custom start's last, and the starts of the others.
  std::vector<std::string> keys;
  std::vector<Heaps> ready;
  // The custom start until the player changes it; a row added to it as row i (from 0) gets
  // added_first + 2 i pieces (the odd numbers go on), at most max_pieces.
  Heaps custom;
  Count added_first = 1;
  int max_rows = SetupLimits::kMaxRows;
  Count max_pieces = SetupLimits::kMaxMatches;
  // The pieces. In a custom row `row_h` tall, pieces `spacing` apart: the height of one.
  float (*custom_height)(float row_h, float spacing) = nullptr;
  // In the picture of a ready start, rows `row_h` tall with `room` across for each piece:
  // the height of one and the spacing.
  struct Size {
    float height;
    float spacing;
  };
  Size (*picture_size)(float row_h, float room) = nullptr;
  // One piece standing on `foot`, `height` tall, in a custom row (`in_row`) or the picture.
  void (*draw)(Canvas& canvas, Point foot, float height, bool in_row) = nullptr;
};

std::unique_ptr<StartEditor> make_rows_start_editor(AppContext& ctx, RowsStart rows);

}  // namespace marienbad::app
