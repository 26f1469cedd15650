// Shapes drawn at the size they are stored come from pages sampled nearest (llvmpipe shades
// such texels far faster), shared with the text; shapes drawn larger come from filtered
// pages.
#include <catch2/catch.hpp>

#include "app/shape_atlas.hpp"
#include "test_app.hpp"

using namespace marienbad::app;
using namespace marienbad::app::test;

TEST_CASE("shape atlas: each shape made once, in the pages it is given") {
  TempDir dir("shape-atlas");
  auto app = make_app(dir.path());
  REQUIRE(app);
  SDL_Renderer* renderer = app->context().canvas().renderer();
  for (const SDL_ScaleMode mode : {SDL_ScaleModeNearest, SDL_ScaleModeLinear}) {
    AtlasPages pages(renderer, mode, 2);
    ShapeAtlas atlas(pages);
    const auto disc = atlas.disc(12);
    const auto ring = atlas.ring(12, 3);
    const auto glow = atlas.glow(30);
    REQUIRE((disc && ring && glow));
    SDL_ScaleMode got{};
    REQUIRE(SDL_GetTextureScaleMode(disc->texture, &got) == 0);
    CHECK(got == mode);
    CHECK((disc->texture == ring->texture && ring->texture == glow->texture));
    CHECK((disc->rect.w == 24 && disc->rect.h == 24));
    CHECK((ring->rect.w == 24 && ring->rect.h == 24));
    CHECK(pages.size() == 3);
    CHECK(atlas.disc(12)->rect.x == disc->rect.x);     // found again, not added twice
    CHECK(atlas.ring(12, 4)->rect.x != ring->rect.x);  // another width, another shape
    CHECK(pages.size() == 4);
    const auto overlap = [](const SDL_Rect& a, const SDL_Rect& b) {
      return SDL_HasIntersection(&a, &b) == SDL_TRUE;
    };
    CHECK_FALSE(overlap(disc->rect, ring->rect));
    CHECK_FALSE(overlap(disc->rect, glow->rect));
    CHECK_FALSE(overlap(ring->rect, glow->rect));
  }
}

TEST_CASE("canvas: shapes at their stored size share a batch, glows and large discs another") {
  TempDir dir("shape-batches");
  auto app = make_app(dir.path());
  REQUIRE(app);
  Canvas& canvas = app->context().canvas();
  // Renderer calls for a frame of shapes.
  auto calls = [&](auto draw) { return frame_calls(canvas, draw); };
  // Translucent: opaque rectangles are drawn apart (see the draw batches test).
  const Color white{255, 255, 255, 200};
  const float large = static_cast<float>(ShapeAtlas::kMaxRadius + 40);
  CHECK(calls([&] {
          canvas.disc({100, 100}, 10, white);
          canvas.circle({200, 100}, 12, 3, white);
          canvas.rounded_rect({300, 50, 100, 60}, 8, white);
          canvas.fill_rect({10, 10, 20, 20}, white);
        }) == 1);
  // A disc over a large glow (filtered pages) is drawn after it; one beside it joins the
  // first disc's batch. A glow at its own size is in the batch of the discs.
  CHECK(calls([&] {
          canvas.disc({100, 100}, 10, white);
          canvas.glow({400, 300}, large, white);
          canvas.disc({400, 300}, 10, white);
        }) == 3);
  CHECK(calls([&] {
          canvas.disc({100, 100}, 10, white);
          canvas.glow({400, 300}, large, white);
          canvas.disc({1000, 650}, 10, white);
        }) == 2);
  CHECK(calls([&] {
          canvas.disc({100, 100}, 10, white);
          canvas.glow({200, 100}, 40, white);
          canvas.disc({200, 100}, 10, white);
        }) == 1);
  CHECK(calls([&] {
          canvas.glow({200, 100}, large, white);
          canvas.disc({300, 300}, large, white);
        }) == 1);
  CHECK(calls([&] {
          canvas.disc({300, 300}, large, white);
          canvas.disc({100, 100}, 10, white);
        }) == 2);
  // llvmpipe fills rectangles fast only in draws of at most 4096 vertices (682 rectangles).
  CHECK(
      calls([&] {
        for (int i = 0; i < 1000; ++i)
          canvas.disc({static_cast<float>(i % 40 * 20), static_cast<float>(i / 40 * 20)}, 5, white);
      }) == 2);
  // Text lies in the same pages: text between shapes keeps them in one batch.
  const TextStyle style = canvas.style(TextSize::Body, white);
  CHECK(calls([&] {
          canvas.disc({100, 100}, 10, white);
          canvas.text("Marienbad", {200, 100}, style);
          canvas.rounded_rect({300, 50, 100, 60}, 8, white);
          canvas.text("21", {200, 200}, style);
        }) == 1);
}
