// Marienbad's start on the setup page: 1-3-5-7 (the film), 3-5-7-9, or custom rows drawn
// as matches beside their steppers (boards/rows_start_editor.hpp).
#include <algorithm>

#include "boards/match_art.hpp"
#include "boards/rows_start_editor.hpp"
#include "games/nim/nim_board.hpp"

namespace marienbad::app {

namespace {

// A match is 70 % of a custom row's height; in the picture, 78 % of a row's, 55 % of that
// apart at most.
float match_length_in_row(float row_h, float /*spacing*/) {
  return row_h * 0.7f;
}

RowsStart::Size matches_in_picture(float row_h, float room) {
  const float length = row_h * 0.78f;
  return {length, std::min(length * 0.55f, room)};
}

void draw_match_of_start(Canvas& canvas, Point foot, float length, bool in_row) {
  draw_match(canvas, foot, length,
             in_row ? std::max(2.0f, canvas.px(3)) : std::max(3.0f, length * 0.1f));
}

}  // namespace

std::unique_ptr<StartEditor> make_nim_start_editor(AppContext& ctx) {
  return make_rows_start_editor(
      ctx, {.keys = {"setup.start.film", "setup.start.3579", "setup.start.custom"},
            .ready = {{1, 3, 5, 7}, {3, 5, 7, 9}},
            .custom = {1, 3, 5, 7},
            .added_first = 1,  // 1-3-5-7-9...
            .custom_height = match_length_in_row,
            .picture_size = matches_in_picture,
            .draw = draw_match_of_start});
}

}  // namespace marienbad::app
