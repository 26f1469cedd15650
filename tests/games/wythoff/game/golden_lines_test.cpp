// Lesson 6, step 3 (issue 44): the names of the two golden lines cover no square of the
// board — "1/φ" sat on the (9, 6) circle.
#include <catch2/catch.hpp>

#include "games/wythoff/wythoff_lesson_lines.hpp"

using namespace marienbad::app;

namespace {

bool overlaps(Rect a, Rect b) {
  return a.x < b.right() && b.x < a.right() && a.y < b.bottom() && b.y < a.bottom();
}

}  // namespace

TEST_CASE("golden lines: φ and 1/φ are named where no square of the board is") {
  // Boards as the lesson draws them (10 × 10, squares 44 or 34 px apart, circles of radius
  // 0.3 of that), the names' sizes of Body bold at 1280x720 and 800x600.
  for (const float step : {44.0f, 34.0f}) {
    CAPTURE(step);
    const Point corner{800, 520};
    const auto at = [&](float x, float y) {
      return Point{corner.x + step * x, corner.y - step * y};
    };
    const float r = step * 0.3f;
    const Size name{step * 0.75f, step * 0.5f};
    const float pad = step / 11;
    const GoldenLines g = golden_lines(at, 9, {step * 0.3f, name.h}, name, pad);
    for (int y = 0; y <= 9; ++y) {
      for (int x = 0; x <= 9; ++x) {
        const Point p = at(static_cast<float>(x), static_cast<float>(y));
        const Rect square{p.x - r, p.y - r, 2 * r, 2 * r};
        CAPTURE(x, y);
        CHECK_FALSE(overlaps(g.flat_name, square));
        CHECK_FALSE(overlaps(g.steep_name, square));
      }
    }
    // Each name at its line's end, and the board leaves room on its right for 1/φ.
    CHECK(g.flat_name.x >= g.flat.x);
    CHECK(g.flat_name.right() <= g.flat.x + golden_lines_right_room(name, pad));
    CHECK(g.steep_name.bottom() <= g.steep.y);
  }
}
