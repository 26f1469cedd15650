// Discs, rings and glows are one routine (Canvas::round_shape): each is drawn on whole pixels
// in the square of its rounded radius around its centre, at its own size up to the atlas's
// largest radius and scaled past it.
#include <catch2/catch.hpp>

#include <functional>
#include <limits>

#include "test_app.hpp"

using namespace marienbad::app;
using namespace marienbad::app::test;

namespace {

struct Box {
  int x0 = std::numeric_limits<int>::max();
  int y0 = std::numeric_limits<int>::max();
  int x1 = -1;  // past the last pixel
  int y1 = -1;
};

// The box of the pixels `draw` changes on a black window.
Box drawn_box(Canvas& canvas, const std::function<void()>& draw) {
  canvas.begin_frame();
  canvas.clear({0, 0, 0, 255});
  draw();
  canvas.end_frame();
  const std::vector<Uint32> pixels = read_pixels(canvas);
  const int w = canvas.layout().width;
  Box box;
  for (std::size_t i = 0; i < pixels.size(); ++i) {
    if ((pixels[i] & 0xFFFFFFu) == 0) continue;
    const int x = static_cast<int>(i) % w;
    const int y = static_cast<int>(i) / w;
    box = {std::min(box.x0, x), std::min(box.y0, y), std::max(box.x1, x + 1),
           std::max(box.y1, y + 1)};
  }
  return box;
}

}  // namespace

TEST_CASE("round shapes: disc, ring and glow share one square on whole pixels") {
  TempDir dir("round-shapes");
  auto app = make_app(dir.path());
  REQUIRE(app);
  Canvas& canvas = app->context().canvas();
  const Color white{255, 255, 255, 255};
  // A centre off the pixel grid, a radius that rounds up, and one past the atlas's largest.
  for (const float radius : {12.6f, 40.0f, 200.0f}) {
    CAPTURE(radius);
    const Point center{300.4f, 260.7f};
    const int r = static_cast<int>(std::lround(radius));
    const int x0 = static_cast<int>(std::round(center.x - static_cast<float>(r)));
    const int y0 = static_cast<int>(std::round(center.y - static_cast<float>(r)));
    const Box disc = drawn_box(canvas, [&] { canvas.disc(center, radius, white); });
    const Box ring = drawn_box(canvas, [&] { canvas.circle(center, radius, 3, white); });
    const Box glow = drawn_box(canvas, [&] { canvas.glow(center, radius, white); });
    // The disc and the ring reach their square's sides (anti-aliased: within a pixel).
    for (const Box& full : {disc, ring}) {
      CHECK(std::abs(full.x0 - x0) <= 1);
      CHECK(std::abs(full.y0 - y0) <= 1);
      CHECK(std::abs(full.x1 - (x0 + 2 * r)) <= 1);
      CHECK(std::abs(full.y1 - (y0 + 2 * r)) <= 1);
    }
    CHECK(ring.x0 == disc.x0);
    CHECK(ring.y1 == disc.y1);
    // A glow fades out inside the same square.
    CHECK(glow.x0 >= x0);
    CHECK(glow.y0 >= y0);
    CHECK(glow.x1 <= x0 + 2 * r);
    CHECK(glow.y1 <= y0 + 2 * r);
    CHECK(glow.x1 > glow.x0);
  }
  // Nothing for a radius that rounds to 0.
  const Box none = drawn_box(canvas, [&] { canvas.disc({100, 100}, 0.4f, white); });
  CHECK(none.x1 == -1);
}
