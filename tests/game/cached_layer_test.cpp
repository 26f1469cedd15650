// CachedLayer draws its content again only when its key, its area or the renderer's
// textures change, and a layer shows the pixels its content draws directly.
#include <catch2/catch.hpp>

#include <cmath>
#include <vector>

#include "app/cached_layer.hpp"
#include "test_app.hpp"

using namespace marienbad::app;
using namespace marienbad::app::test;

TEST_CASE("cached layer: drawn again only when its key, area or textures change") {
  TempDir dir("cached-layer");
  auto app = make_app(dir.path());
  REQUIRE(app);
  Canvas& canvas = app->context().canvas();
  CachedLayer layer;
  const Rect area{100, 80, 300, 200};
  auto frame = [&](Rect where, std::uint64_t key) {
    canvas.begin_frame();
    canvas.background();
    const bool drawn = layer.begin(canvas, where, key);
    if (drawn) {
      canvas.background();
      canvas.panel(where.inset(20), canvas.colors().panel.with_alpha(200),
                   canvas.colors().panel_border, 12);
      layer.end(canvas);
    }
    layer.draw(canvas);
    canvas.end_frame();
    return drawn;
  };
  CHECK(frame(area, 1));
  CHECK_FALSE(frame(area, 1));
  CHECK_FALSE(frame(area, 1));
  CHECK(frame(area, 2));                 // new content
  CHECK(frame({110, 80, 300, 200}, 2));  // moved
  CHECK(frame({110, 80, 320, 200}, 2));  // resized
  canvas.drop_textures();                // render targets reset
  CHECK(frame({110, 80, 320, 200}, 2));
  CHECK_FALSE(frame({110, 80, 320, 200}, 2));
  CHECK(layer.renders() == 5);
}

TEST_CASE("cached layer: a panel on the backdrop has the pixels of the panel drawn directly") {
  TempDir dir("cached-layer-pixels");
  auto app = make_app(dir.path());
  REQUIRE(app);
  Canvas& canvas = app->context().canvas();
  const Palette& c = canvas.colors();
  const Rect rect{141.3f, 57.6f, 420.5f, 333.2f};
  const float radius = 18;
  const float border_width = canvas.px(1.5f);
  // A translucent panel over its full shadow (the play screen's), a faint fill over a
  // dark shadow (where a wrong shadow would show most), an opaque fill with only the band
  // of shadow below it (a button's kind).
  const Raised shapes[] = {
      {rect, radius, 6, true, c.shadow, c.panel.with_alpha(215), c.panel_border, border_width},
      {rect, radius, 9, true, Color{0, 0, 0, 220}, Color{230, 200, 120, 70}, c.panel_border,
       border_width},
      {rect, radius, 5, false, c.shadow, Color{60, 70, 110, 255}, c.text, border_width}};
  for (const Raised& shape : shapes) {
    CAPTURE(shape.fill.a, shape.full_shadow);
    // Cached: the panel lies on the bare backdrop (twice: drawn into the layer, reused).
    std::vector<Uint32> cached;
    for (int i = 0; i < 2; ++i) {
      canvas.begin_frame();
      canvas.clear(c.background);
      canvas.background();
      canvas.raised(shape);
      canvas.end_frame();
      cached = read_pixels(canvas);
    }
    const std::size_t calls = canvas.draw_calls();
    // A frame without the panel, so that the next expects none (a hole left for an expected
    // panel is filled with the backdrop within 2 levels: panel_order_test.cpp).
    canvas.begin_frame();
    canvas.background();
    canvas.end_frame();
    // Direct: a shape drawn first where the panel goes (clipped away: no pixel changes)
    // makes the canvas draw the panel directly.
    canvas.begin_frame();
    canvas.clear(c.background);
    canvas.background();
    canvas.set_clip(Rect{0, 0, 1, 1});
    canvas.fill_rect({rect.x + 10, rect.y + 10, 4, 4}, c.text);
    canvas.set_clip(std::nullopt);
    canvas.raised(shape);
    canvas.end_frame();
    CHECK(canvas.draw_calls() > calls);
    const std::vector<Uint32> direct = read_pixels(canvas);
    // The rim (border, corners, shadow below) comes from the layer: the same pixels.
    // Inside it, a column between the rounded corners and one beside it on each side are
    // the backdrop's rectangles in colours computed through the fill (no 8-bit rounding
    // between the blends): within 2 levels of 255.
    const int w = canvas.layout().width;
    const Rect whole{141, 58, 421, 333};  // the panel on whole pixels
    const float border = std::round(border_width);
    // A pixel of slack for the rounding.
    const Rect middle = whole.inset(radius - 1, border - 1);
    const Rect sides = whole.inset(border - 1, radius - 1);
    std::size_t rim_differing = 0;
    int worst = 0;
    for (std::size_t i = 0; i < direct.size(); ++i) {
      const float x = static_cast<float>(static_cast<int>(i) % w) + 0.5f;
      const float y = static_cast<float>(static_cast<int>(i) / w) + 0.5f;
      const bool inside = middle.contains({x, y}) || sides.contains({x, y});
      rim_differing += !inside && direct[i] != cached[i];
      for (int shift = 0; shift < 32; shift += 8) {
        const int a = static_cast<int>((direct[i] >> shift) & 0xff);
        const int b = static_cast<int>((cached[i] >> shift) & 0xff);
        worst = std::max(worst, std::abs(a - b));
      }
    }
    CHECK(rim_differing == 0);
    CHECK(worst <= 2);
  }
}

TEST_CASE("cached layer: a panel under a clip is drawn directly, clipped") {
  TempDir dir("cached-layer-clip");
  auto app = make_app(dir.path());
  REQUIRE(app);
  Canvas& canvas = app->context().canvas();
  const Palette& c = canvas.colors();
  const Color black{0, 0, 0, 255};
  canvas.begin_frame();
  canvas.clear(black);
  canvas.set_clip(Rect{0, 0, 200, 200});
  canvas.background();
  canvas.panel({100, 100, 500, 400}, c.panel.with_alpha(215), c.panel_border, 18);
  canvas.end_frame();
  const std::vector<Uint32> pixels = read_pixels(canvas);
  const auto at = [&](int x, int y) {
    return pixels[static_cast<std::size_t>(y * canvas.layout().width + x)];
  };
  CHECK(at(150, 150) != 0xff000000u);  // inside the clip: the panel
  CHECK(at(300, 300) == 0xff000000u);  // outside: untouched
}
