// The text cache renders a string once into the atlas pages and finds it again; strings
// share a page (so a screen's text is drawn from one texture, with its shapes).
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
  REQUIRE((a && b));
  CHECK(a->texture == b->texture);  // one page
  CHECK(a->rect.w == cache.measure(FontFace::Regular, 20, "Marienbad").first);
  CHECK(b->rect.w > a->rect.w);  // bold is wider
  CHECK(pages.size() == 2);
  CHECK(cache.textures_created() == 2);
  const auto again = cache.get(FontFace::Regular, 20, "Marienbad");
  REQUIRE(again);
  CHECK(cache.textures_created() == 2);  // found, not rendered again
  CHECK((again->texture == a->texture && again->rect.x == a->rect.x && again->rect.y == a->rect.y));
  CHECK_FALSE(cache.get(FontFace::Regular, 20, ""));

  // Emptied pages: the string is rendered again.
  pages.clear();
  CHECK(cache.get(FontFace::Regular, 20, "Marienbad"));
  CHECK(cache.textures_created() == 3);
}
