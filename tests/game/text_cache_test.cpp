// The text cache packs strings into a few pages (so a screen's text is drawn from one
// texture), finds a string again without rendering it, empties a page not used lately when
// it needs room (never one used in this frame), and fits a string larger than a page.
#include <catch2/catch.hpp>

#include <string>

#include "app/text_cache.hpp"
#include "test_app.hpp"

using namespace marienbad::app;
using namespace marienbad::app::test;

namespace {

bool inside_page(const TextTexture& t) {
  return t.source.x >= 0 && t.source.y >= 0 && t.source.x + t.source.w <= t.page_width &&
         t.source.y + t.source.h <= t.page_height;
}

bool overlap(const SDL_Rect& a, const SDL_Rect& b) {
  return SDL_HasIntersection(&a, &b) == SDL_TRUE;
}

}  // namespace

TEST_CASE("text cache: strings share a page, are found again, a page not used lately makes room") {
  TempDir dir("text-cache");
  auto app = make_app(dir.path());
  REQUIRE(app);
  auto opened = TextCache::open(app->context().canvas().renderer(), source_assets() / "fonts", 2);
  REQUIRE(opened);
  TextCache cache = std::move(opened).value();

  const TextTexture a = cache.get(FontFace::Regular, 20, "Marienbad");
  const TextTexture b = cache.get(FontFace::Bold, 20, "Marienbad");
  REQUIRE((a.texture != nullptr && b.texture != nullptr));
  CHECK(a.texture == b.texture);  // one page
  CHECK((a.width == a.source.w && a.height == a.source.h));
  CHECK((inside_page(a) && inside_page(b)));
  CHECK_FALSE(overlap(a.source, b.source));
  CHECK(cache.textures_created() == 2);
  const TextTexture again = cache.get(FontFace::Regular, 20, "Marienbad");
  CHECK(cache.textures_created() == 2);  // found, not rendered again
  CHECK(
      (again.texture == a.texture && again.source.x == a.source.x && again.source.y == a.source.y));
  CHECK(cache.get(FontFace::Regular, 20, "").texture == nullptr);

  // Frames go by and more than two pages of text are asked for: the page not used lately
  // (the first) is emptied, its strings rendered again when asked for.
  int i = 0;
  auto ask = [&] {
    cache.next_frame();
    const TextTexture t =
        cache.get(FontFace::Mono, 40, "line " + std::to_string(i++) + " of text to fill the pages");
    REQUIRE(t.texture != nullptr);
    CHECK(inside_page(t));
    REQUIRE(i < 5000);
  };
  std::size_t strings = 0;
  do {  // until a page is emptied
    strings = cache.size();
    ask();
  } while (cache.size() > strings);
  CHECK(cache.pages() == 2);
  const std::size_t rendered = cache.textures_created();
  cache.get(FontFace::Bold, 20, "Marienbad");  // was on the emptied page
  CHECK(cache.textures_created() == rendered + 1);

  // Within one frame nothing drawn is emptied: the cache takes more pages.
  const TextTexture kept = cache.get(FontFace::Bold, 20, "Marienbad");
  for (int k = 0; k < 400; ++k) {
    cache.get(FontFace::Mono, 40, "frame text " + std::to_string(k) + " to fill the pages");
  }
  CHECK(cache.pages() > 2);
  const std::size_t before = cache.textures_created();
  CHECK(cache.get(FontFace::Bold, 20, "Marienbad").texture == kept.texture);
  CHECK(cache.textures_created() == before);

  // Larger than a page: a page of its own size.
  const std::string wide(200, 'W');
  const TextTexture big = cache.get(FontFace::Bold, 60, wide);
  REQUIRE(big.texture != nullptr);
  CHECK(big.width > TextCache::kPageSize);
  CHECK(inside_page(big));

  cache.clear();
  CHECK((cache.size() == 0 && cache.pages() == 0));
}
