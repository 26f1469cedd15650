#include "boards/pins/pin_start.hpp"

#include <algorithm>

#include "boards/pins/pin_art.hpp"

namespace marienbad::app {

namespace {

// A pin is 75 % of a custom row's height, no taller than its spacing / 0.42 (as on the
// board); in the picture, 78 % of a row's, half of that apart at most.
float pin_height_in_row(float row_h, float spacing) {
  return std::min(row_h * 0.75f, spacing / 0.42f);
}

RowsStart::Size pins_in_picture(float row_h, float room) {
  const float spacing = std::min(row_h * 0.78f * 0.5f, room);
  return {std::min(row_h * 0.78f, spacing / 0.5f), spacing};
}

void draw_pin_of_start(Canvas& canvas, Point foot, float height, bool /*in_row*/) {
  draw_pin(canvas, foot, height, 0);
}

}  // namespace

RowsStart pin_rows_start(std::vector<std::string> keys, std::vector<Heaps> ready) {
  return {.keys = std::move(keys),
          .ready = std::move(ready),
          .custom = {3, 5, 7},
          .added_first = 3,  // 3-5-7-9...
          .custom_height = pin_height_in_row,
          .picture_size = pins_in_picture,
          .draw = draw_pin_of_start};
}

}  // namespace marienbad::app
