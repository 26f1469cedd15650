// A scene draws its large panels in any order: the canvas draws the backdrop around the
// panels it drew from layers last frame, so each pixel of the window is filled once, and the
// pixels are those of drawing the backdrop first and everything over it in order.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>
#include <vector>

#include "test_app.hpp"

using namespace marienbad::app;
using namespace marienbad::app::test;

namespace {

struct Frame {
  std::vector<Uint32> pixels;
  float backdrop = 0;
};

// Pixels that differ by more than 2 levels of 255 in a channel: the backdrop cut around a
// hole, or filled into one, is the same picture within the 8-bit rounding of the colours at
// its new corners (as the cached layer's interior is).
std::size_t differing(const std::vector<Uint32>& a, const std::vector<Uint32>& b) {
  if (a.size() != b.size()) return std::max(a.size(), b.size());
  std::size_t n = 0;
  for (std::size_t i = 0; i < a.size(); ++i) {
    for (int shift = 0; shift < 32; shift += 8) {
      const int x = static_cast<int>((a[i] >> shift) & 0xff);
      const int y = static_cast<int>((b[i] >> shift) & 0xff);
      if (std::abs(x - y) > 2) {
        ++n;
        break;
      }
    }
  }
  return n;
}

}  // namespace

TEST_CASE("panel order: the backdrop is drawn once, around panels drawn after other things") {
  TempDir dir("panel-order");
  auto app = make_app(dir.path());
  REQUIRE(app);
  Canvas& canvas = app->context().canvas();
  const Palette& c = canvas.colors();
  const float window = static_cast<float>(canvas.layout().width * canvas.layout().height);
  const TextStyle style = canvas.style(TextSize::Heading, c.text);
  enum class Order { PanelFirst, TitleFirst, TitleOnly, ClippedOverPanel };
  const auto frame = [&](Order order, Rect panel_at = {200.4f, 120.6f, 500.2f, 380.3f}) {
    canvas.begin_frame();
    canvas.clear(Color{255, 0, 255, 255});  // what a missing backdrop would leave
    canvas.background();
    if (order == Order::PanelFirst)
      canvas.panel(panel_at, c.panel.with_alpha(215), c.panel_border, 18);
    canvas.text("Title", {40, 40}, style);  // away from the panel
    if (order == Order::ClippedOverPanel) {
      canvas.set_clip(Rect{panel_at.x + 20, panel_at.y + 20, 8, 8});
      canvas.fill_rect(panel_at.inset(10), c.text);
      canvas.set_clip(std::nullopt);
    }
    if (order == Order::TitleFirst)
      canvas.panel(panel_at, c.panel.with_alpha(215), c.panel_border, 18);
    canvas.end_frame();
    return Frame{read_pixels(canvas), canvas.backdrop_area()};
  };
  const Frame first = frame(Order::PanelFirst);
  const Frame again = frame(Order::PanelFirst);
  // Drawn from its layer, the panel is a hole in the backdrop.
  CHECK(again.backdrop < window * 0.85f);
  CHECK(differing(again.pixels, first.pixels) == 0);

  // Title first: the panel is known from the frame before, so the backdrop still goes
  // around it, and the picture is the same.
  const Frame title_first = frame(Order::TitleFirst);
  CHECK(title_first.backdrop == Approx(again.backdrop));
  CHECK(differing(title_first.pixels, first.pixels) == 0);
  const Frame steady = frame(Order::TitleFirst);
  CHECK(steady.backdrop == Approx(again.backdrop));
  CHECK(differing(steady.pixels, first.pixels) == 0);

  // The panel gone: the hole left for it is filled at the end of the frame.
  const Frame gone = frame(Order::TitleOnly);
  CHECK(gone.backdrop == Approx(window));
  const Frame gone_again = frame(Order::TitleOnly);  // nothing expected any more
  CHECK(gone_again.backdrop == Approx(window));
  CHECK(differing(gone.pixels, gone_again.pixels) == 0);

  // Something drawn where an expected panel goes, under a clip: the hole is filled with the
  // backdrop first (unclipped), then the shape, then the panel drawn directly over both.
  frame(Order::PanelFirst);
  const Frame clipped = frame(Order::ClippedOverPanel);
  CHECK(clipped.backdrop == Approx(window));
  std::size_t magenta = 0;
  for (Uint32 p : clipped.pixels) magenta += (p & 0x00ffffffu) == 0x00ff00ffu;
  CHECK(magenta == 0);

  // The panel moved, drawn first or after the title: the backdrop goes around where it is
  // now, never over it, and the picture is that of a steady frame.
  const Rect moved{240.4f, 150.6f, 500.2f, 380.3f};
  for (const Order order : {Order::PanelFirst, Order::TitleFirst}) {
    CAPTURE(order == Order::PanelFirst);
    frame(Order::PanelFirst);
    const Frame now = frame(order, moved);
    const Frame still = frame(order, moved);
    CHECK(differing(now.pixels, still.pixels) == 0);
    CHECK(still.backdrop < window * 0.85f);
  }
}

TEST_CASE("panel order: a window's first frame draws its panels straight, the next makes layers") {
  TempDir dir("panel-first-frame");
  auto app = make_app(dir.path());
  REQUIRE(app);
  Canvas& canvas = app->context().canvas();
  canvas.draw_first_frame_straight(true);  // as a window's canvas does
  const Palette& c = canvas.colors();
  const float window = static_cast<float>(canvas.layout().width * canvas.layout().height);
  const auto frame = [&] {
    canvas.begin_frame();
    canvas.background();
    canvas.panel({200.4f, 120.6f, 500.2f, 380.3f}, c.panel.with_alpha(215), c.panel_border, 18);
    canvas.end_frame();
    return Frame{read_pixels(canvas), canvas.backdrop_area()};
  };
  const Frame first = frame();
  const Frame second = frame();  // makes the layer: the backdrop is still drawn whole
  const Frame third = frame();   // from the layer: a hole in the backdrop
  CHECK(first.backdrop == Approx(window));
  CHECK(second.backdrop == Approx(window));
  CHECK(third.backdrop < window * 0.85f);
  // Straight or from its layer, the same picture within rounding.
  CHECK(differing(first.pixels, third.pixels) == 0);
  CHECK(differing(second.pixels, third.pixels) == 0);
}
