// The canvas gathers a frame's shapes and text into few renderer calls by moving each one
// back to an earlier batch of its kind, never past something it overlaps: the pixels are
// those of drawing everything in order.
#include <catch2/catch.hpp>

#include <random>
#include <vector>

#include "test_app.hpp"

using namespace marienbad::app;
using namespace marienbad::app::test;

TEST_CASE("draw batches: shapes and text gathered into few calls, pixels as drawn in order") {
  TempDir dir("draw-batches");
  auto app = make_app(dir.path());
  REQUIRE(app);
  Canvas& canvas = app->context().canvas();
  // A crowded frame: opaque and translucent rectangles, rounded panels, discs, rings, glows
  // and words, overlapping each other in a small area. `in_order` sends each one alone
  // (a clip change sends what is pending), so nothing can move.
  auto frame = [&](std::uint32_t seed, bool in_order) {
    std::mt19937 random(seed);
    // Whole pixels, halves and quarters (rasterisers round these differently).
    const auto coordinate = [&](int range) {
      return static_cast<float>(random() % range) + 40 + static_cast<float>(random() % 4) * 0.25f;
    };
    const auto color = [&] {
      const auto alpha = static_cast<std::uint8_t>(random() % 2 == 0 ? 255 : 60 + random() % 160);
      return Color{static_cast<std::uint8_t>(random()), static_cast<std::uint8_t>(random()),
                   static_cast<std::uint8_t>(random()), alpha};
    };
    canvas.begin_frame();
    canvas.clear({20, 30, 40, 255});
    const std::size_t before = canvas.draw_calls();
    const char* words[] = {"Marienbad", "21", "φ ≈ 1.618", "Σ = 0101"};
    for (int i = 0; i < 160; ++i) {
      const Point p{coordinate(500), coordinate(300)};
      switch (random() % 7) {
        case 0:
        case 1:
          canvas.fill_rect({p.x, p.y, coordinate(120), coordinate(60)}, color());
          break;
        case 2:
          canvas.rounded_rect({p.x, p.y, coordinate(150), coordinate(80)}, 10, color());
          break;
        case 3:
          canvas.disc(p, coordinate(20), color());
          break;
        case 4:
          canvas.circle(p, coordinate(25), 3, color());
          break;
        case 5:
          canvas.glow(p, coordinate(40), color());
          break;
        default:
          canvas.text(words[random() % 4], p, canvas.style(TextSize::Body, color()));
          break;
      }
      if (in_order) canvas.set_clip(std::nullopt);
    }
    // Slivers thinner than a pixel, touching: SDL's software renderer draws each as a
    // whole pixel, the same one, so they must keep their order.
    canvas.fill_rect({300.25f, 20, 0.5f, 200}, {255, 255, 255, 255});
    if (in_order) canvas.set_clip(std::nullopt);
    canvas.fill_rect({300.75f, 20, 0.6f, 200}, {255, 0, 0, 160});
    canvas.end_frame();
    return std::pair{read_pixels(canvas), canvas.draw_calls() - before};
  };
  for (const std::uint32_t seed : {1u, 2u, 3u}) {
    CAPTURE(seed);
    const auto [gathered, gathered_calls] = frame(seed, false);
    const auto [in_order, in_order_calls] = frame(seed, true);
    CHECK(gathered_calls * 2 < in_order_calls);
    std::size_t differing = 0;
    for (std::size_t i = 0; i < gathered.size(); ++i) differing += gathered[i] != in_order[i];
    CHECK(differing == 0);
  }
}

TEST_CASE("draw batches: an opaque rectangle of one colour is drawn apart from blended shapes") {
  TempDir dir("draw-batches-opaque");
  auto app = make_app(dir.path());
  REQUIRE(app);
  Canvas& canvas = app->context().canvas();
  auto calls = [&](auto draw) { return frame_calls(canvas, draw); };
  const Color opaque{200, 100, 50, 255};
  const Color translucent{200, 100, 50, 254};
  // Buttons: shadow, fill, border and label each, in a row: three calls for them all.
  auto buttons = [&](Color fill) {
    for (int i = 0; i < 5; ++i) {
      const Rect r{40.0f + 160.0f * static_cast<float>(i), 100, 140, 50};
      canvas.drop_shadow(r, 8, 4, {0, 0, 0, 90});
      canvas.rounded_rect(r, 8, fill);
      canvas.rounded_outline(r, 8, 2, {255, 255, 255, 120});
      canvas.text("Play", r.center(), canvas.style(TextSize::Body, {255, 255, 255, 255}),
                  Align::Center, VAlign::Middle);
    }
  };
  CHECK(calls([&] { buttons(opaque); }) == 3);
  CHECK(calls([&] { buttons(translucent); }) == 1);
  // Opaque but not one colour (a gradient), or not an axis-aligned rectangle: blended.
  CHECK(calls([&] {
          canvas.fill_rect({10, 10, 50, 50}, opaque);
          canvas.gradient_rect({100, 10, 50, 50}, opaque, {0, 0, 0, 255});
          canvas.line({200, 10}, {260, 70}, 6, opaque);
        }) == 2);
}
