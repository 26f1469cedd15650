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

  const TextTexture a = cache.get(FontFace::Regular, 20, "Marienbad");
  const TextTexture b = cache.get(FontFace::Bold, 20, "Marienbad");
  REQUIRE((a.texture != nullptr && b.texture != nullptr));
  CHECK(a.texture == b.texture);  // one page
  CHECK((a.width == a.source.w && a.height == a.source.h));
  CHECK(a.width == cache.measure(FontFace::Regular, 20, "Marienbad").first);
  CHECK(b.width > a.width);  // bold is wider
  CHECK(pages.size() == 2);
  CHECK(cache.textures_created() == 2);
  const TextTexture again = cache.get(FontFace::Regular, 20, "Marienbad");
  CHECK(cache.textures_created() == 2);  // found, not rendered again
  CHECK(
      (again.texture == a.texture && again.source.x == a.source.x && again.source.y == a.source.y));
  CHECK(cache.get(FontFace::Regular, 20, "").texture == nullptr);

  // Emptied pages: the string is rendered again.
  pages.clear();
  CHECK(cache.get(FontFace::Regular, 20, "Marienbad").texture != nullptr);
  CHECK(cache.textures_created() == 3);
}
