// Redrawing only the changed regions (the mode used on software GL) must give exactly the
// pixels a full redraw gives. Headless, the software renderer's window surface keeps its
// pixels between frames like software GL's back buffer, so the mode can be checked here.
#include <catch2/catch.hpp>

#include <cstdint>
#include <vector>

#include "scenes/initial_scene.hpp"
#include "test_app.hpp"

namespace marienbad::app::test {
namespace {

std::vector<std::uint32_t> read_pixels(App& app) {
  const Layout& l = app.context().layout();
  std::vector<std::uint32_t> pixels(static_cast<std::size_t>(l.width) *
                                    static_cast<std::size_t>(l.height));
  SDL_RenderReadPixels(app.context().canvas().renderer(), nullptr, SDL_PIXELFORMAT_ARGB8888,
                       pixels.data(), l.width * 4);
  return pixels;
}

// The same frame drawn in full, for comparison (not a new frame: the thinking pulse
// follows the clock).
std::vector<std::uint32_t> full_redraw(App& app) {
  app.context().canvas().redraw_last_frame();
  return read_pixels(app);
}

// Equal within 2 per channel: SDL's software rasteriser starts its colour interpolation at
// the clip edge, so a gradient cut by a clip rectangle can round 1 unit differently on the
// clip's first row (software GL interpolates per pixel and gives identical pixels). A
// region missed by the redraw shows far larger differences (a stale match or glow).
bool close(std::uint32_t a, std::uint32_t b) {
  for (int shift = 0; shift < 32; shift += 8) {
    const int da = static_cast<int>((a >> shift) & 0xffu);
    const int db = static_cast<int>((b >> shift) & 0xffu);
    if (da - db > 2 || db - da > 2) return false;
  }
  return true;
}

// A small disc sliding over a panel and some text.
class SlidingDisc : public Scene {
 public:
  void update(double dt) override { x_ += dt * 120; }
  void draw(Canvas& canvas) override {
    canvas.background();
    canvas.panel({100, 100, 500, 300}, canvas.colors().panel, canvas.colors().panel_border, 12);
    canvas.text("Marienbad", {150, 150}, canvas.style(TextSize::Heading, canvas.colors().text));
    canvas.disc({static_cast<float>(120 + x_), 200}, 20, canvas.colors().accent_b);
  }
  bool animating() const override { return true; }
  std::string_view name() const override { return "sliding-disc"; }

 private:
  double x_ = 0;
};

}  // namespace

TEST_CASE("redraw: an unchanged frame is not drawn again, a moving disc redraws little") {
  TempDir home("redraw-small");
  auto app = make_app(home.path());
  REQUIRE(app);
  Canvas& canvas = app->context().canvas();
  canvas.set_incremental(true);
  app->scenes().push(std::make_unique<SlidingDisc>());
  app->step(0.0);
  const std::uint64_t full = canvas.pixels_redrawn();
  CHECK(full == 1280u * 720u);

  app->step(0.0);  // nothing moved
  CHECK(canvas.pixels_redrawn() == full);

  app->step(0.1);  // the disc moves 12 px: its old and new places only
  const std::uint64_t moved = canvas.pixels_redrawn() - full;
  CHECK(moved > 0);
  CHECK(moved < 100u * 100u);
  const auto incremental = read_pixels(*app);
  const auto full_frame = full_redraw(*app);
  std::size_t differing = 0;
  for (std::size_t i = 0; i < full_frame.size(); ++i) {
    differing += !close(incremental[i], full_frame[i]);
  }
  CHECK(differing == 0);
}

TEST_CASE("redraw: changed regions only give the pixels of full frames (demo match)") {
  TempDir home("redraw-demo");
  Options options;
  options.demo = true;
  options.variant = GameKind::Nim;
  options.seed = 7;
  auto app = make_app(home.path(), options);
  REQUIRE(app);
  app->context().canvas().set_incremental(true);
  push_initial_scenes(app->context());
  int compared = 0;
  for (int frame = 1; frame <= 240; ++frame) {
    app->step(1.0 / 30);
    if (frame % 12 != 0) continue;
    const auto incremental = read_pixels(*app);
    const auto full = full_redraw(*app);
    std::size_t differing = 0;
    for (std::size_t i = 0; i < full.size(); ++i) differing += !close(incremental[i], full[i]);
    INFO("frame " << frame);
    CHECK(differing == 0);
    ++compared;
  }
  CHECK(compared == 20);
}

}  // namespace marienbad::app::test
