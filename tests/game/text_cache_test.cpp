// The text cache renders a string once into the atlas pages and finds it again; strings
// share a page (so a screen's text is drawn from one texture, with its shapes), and only
// their ink is stored, placed in the line's box.
#include <catch2/catch.hpp>

#include "app/text_cache.hpp"
#include "test_app.hpp"

using namespace marienbad::app;
using namespace marienbad::app::test;

TEST_CASE("text cache: strings are rendered once into shared pages") {
  TempDir dir("text-cache");
  auto app = make_app(dir.path());
  REQUIRE(app);
  AtlasPages pages(app->context().canvas().renderer(), SDL_ScaleModeNearest, 1);
  auto opened = TextCache::open(pages, source_assets() / "fonts");
  REQUIRE(opened);
  TextCache cache = std::move(opened).value();

  const auto a = cache.get(FontFace::Regular, 20, "Marienbad");
  const auto b = cache.get(FontFace::Bold, 20, "Marienbad");
  REQUIRE((a && b && a->ink && b->ink));
  CHECK(a->ink->texture == b->ink->texture);  // one page
  const auto [measured_w, measured_h] = cache.measure(FontFace::Regular, 20, "Marienbad");
  CHECK(a->width == measured_w);
  CHECK(a->height == measured_h);
  CHECK(b->width > a->width);  // bold is wider
  // Only the ink is stored: within the line's box, shorter than it (no descender, no room
  // above the capital), touching neither its top nor its bottom.
  CHECK(a->ink_offset.y > 0);
  CHECK(a->ink->rect.h < a->height - a->ink_offset.y);
  CHECK(a->ink_offset.x + a->ink->rect.w <= a->width);
  CHECK(pages.size() == 2);
  CHECK(cache.textures_created() == 2);
  const auto again = cache.get(FontFace::Regular, 20, "Marienbad");
  REQUIRE((again && again->ink));
  CHECK(cache.textures_created() == 2);  // found, not rendered again
  CHECK((again->ink->texture == a->ink->texture && again->ink->rect.x == a->ink->rect.x &&
         again->ink->rect.y == a->ink->rect.y && again->ink_offset.x == a->ink_offset.x &&
         again->ink_offset.y == a->ink_offset.y && again->width == a->width));
  CHECK_FALSE(cache.get(FontFace::Regular, 20, ""));
  // Spaces have a box but no ink.
  const auto spaces = cache.get(FontFace::Regular, 20, "   ");
  REQUIRE(spaces);
  CHECK(spaces->width > 0);
  CHECK_FALSE(spaces->ink);
  CHECK(cache.textures_created() == 2);

  // Emptied pages: the string is rendered again.
  pages.clear();
  CHECK(cache.get(FontFace::Regular, 20, "Marienbad"));
  CHECK(cache.textures_created() == 3);
}
