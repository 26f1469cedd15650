#include "scenes/golden_lines.hpp"

namespace marienbad::app {

GoldenLines golden_lines(const std::function<Point(float, float)>& at, float last, Size steep_name,
                         Size flat_name, float pad) {
  constexpr float kPhi = 1.6180339887f;
  const float past = last + 0.5f;
  GoldenLines g;
  g.origin = at(0, 0);
  g.steep = at(past / kPhi, past);
  g.flat = at(past, past / kPhi);
  // φ above the steep line's end (past the top row); 1/φ on the right of the flat line's
  // end (past the last column), where no square is.
  g.steep_name = {g.steep.x - steep_name.w / 2, g.steep.y - pad / 2 - steep_name.h, steep_name.w,
                  steep_name.h};
  g.flat_name = {g.flat.x + pad, g.flat.y - flat_name.h / 2, flat_name.w, flat_name.h};
  return g;
}

float golden_lines_right_room(Size flat_name, float pad) {
  return flat_name.w + 2 * pad;
}

}  // namespace marienbad::app
