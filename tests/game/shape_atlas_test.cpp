// Shapes drawn at the size they are stored come from an atlas sampled nearest (llvmpipe
// shades such texels far faster); glows and shapes drawn larger come from a filtered one.
#include <catch2/catch.hpp>

#include "app/shape_atlas.hpp"
#include "test_app.hpp"

using namespace marienbad::app;
using namespace marienbad::app::test;

TEST_CASE("shape atlas: keeps the scale mode it is given, one place per shape") {
  TempDir dir("shape-atlas");
  auto app = make_app(dir.path());
  REQUIRE(app);
  SDL_Renderer* renderer = app->context().canvas().renderer();
  for (const SDL_ScaleMode mode : {SDL_ScaleModeNearest, SDL_ScaleModeLinear}) {
    ShapeAtlas atlas(renderer, mode);
    REQUIRE(atlas.texture() != nullptr);
    SDL_ScaleMode got{};
    REQUIRE(SDL_GetTextureScaleMode(atlas.texture(), &got) == 0);
    CHECK(got == mode);

    const auto disc = atlas.disc(12);
    const auto ring = atlas.ring(12, 3);
    const auto glow = atlas.glow();
    REQUIRE((disc && ring && glow));
    CHECK((disc->w == 24 && disc->h == 24));
    CHECK((ring->w == 24 && ring->h == 24));
    CHECK(atlas.disc(12)->x == disc->x);  // found again, not added twice
    const auto overlap = [](const SDL_Rect& a, const SDL_Rect& b) {
      return SDL_HasIntersection(&a, &b) == SDL_TRUE;
    };
    CHECK_FALSE(overlap(*disc, *ring));
    CHECK_FALSE(overlap(*disc, *glow));
    CHECK_FALSE(overlap(*ring, *glow));
  }
}

TEST_CASE("canvas: shapes at their stored size share a batch, glows and large discs another") {
  TempDir dir("shape-batches");
  auto app = make_app(dir.path());
  REQUIRE(app);
  Canvas& canvas = app->context().canvas();
  // Renderer calls for a frame of shapes (each texture change sends the pending batch).
  auto calls = [&](auto draw) {
    canvas.begin_frame();
    const std::size_t before = canvas.draw_calls();
    draw();
    canvas.end_frame();
    return canvas.draw_calls() - before;
  };
  const Color white{255, 255, 255, 255};
  const float large = static_cast<float>(ShapeAtlas::kMaxRadius + 40);
  CHECK(calls([&] {
          canvas.disc({100, 100}, 10, white);
          canvas.circle({200, 100}, 12, 3, white);
          canvas.rounded_rect({300, 50, 100, 60}, 8, white);
          canvas.fill_rect({10, 10, 20, 20}, white);
        }) == 1);
  CHECK(calls([&] {
          canvas.disc({100, 100}, 10, white);
          canvas.glow({200, 100}, 40, white);
          canvas.disc({300, 100}, 10, white);
        }) == 3);
  CHECK(calls([&] {
          canvas.glow({200, 100}, 40, white);
          canvas.disc({300, 300}, large, white);
        }) == 1);
  CHECK(calls([&] {
          canvas.disc({300, 300}, large, white);
          canvas.disc({100, 100}, 10, white);
        }) == 2);
}
