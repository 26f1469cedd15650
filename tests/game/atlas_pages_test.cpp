// Atlas pages pack images into a few large textures, find them again by key, empty the page
// least recently used when they need room (never one used in this frame or the last), and
// give an image larger than a page a page of its own, its sides powers of two.
#include <catch2/catch.hpp>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/atlas_pages.hpp"
#include "test_app.hpp"

using namespace marienbad::app;
using namespace marienbad::app::test;

namespace {

bool inside_page(const AtlasImage& image) {
  const SDL_Rect& r = image.rect;
  return r.x >= 0 && r.y >= 0 && r.x + r.w <= image.page_width && r.y + r.h <= image.page_height;
}

bool overlap(const SDL_Rect& a, const SDL_Rect& b) {
  return SDL_HasIntersection(&a, &b) == SDL_TRUE;
}

bool power_of_two(int n) {
  return n > 0 && (n & (n - 1)) == 0;
}

// An opaque white image of w x h.
std::optional<AtlasImage> add(AtlasPages& pages, const std::string& key, int w, int h) {
  const std::vector<std::uint32_t> pixels(static_cast<std::size_t>(w) * static_cast<std::size_t>(h),
                                          0xffffffffu);
  return pages.add(key, w, h, pixels.data(), w * 4);
}

// A headless app and a filtered page (sampled linearly, 2 texels of gap), as the canvas keeps
// for shapes drawn larger than stored.
struct FilteredPages {
  explicit FilteredPages(const std::string& name) : dir(name), app(make_app(dir.path())) {
    if (app) pages.emplace(app->context().canvas().renderer(), SDL_ScaleModeLinear, 2);
  }
  TempDir dir;
  std::unique_ptr<App> app;
  std::optional<AtlasPages> pages;
};

}  // namespace

TEST_CASE("atlas pages: images share a page, are found again, a page not used lately makes room") {
  TempDir dir("atlas-pages");
  auto app = make_app(dir.path());
  REQUIRE(app);
  AtlasPages pages(app->context().canvas().renderer(), SDL_ScaleModeNearest, 1, 2);

  const auto a = add(pages, "a", 100, 20);
  const auto b = add(pages, "b", 30, 40);
  REQUIRE((a && b));
  CHECK(a->texture == b->texture);  // one page
  CHECK((a->rect.w == 100 && a->rect.h == 20 && b->rect.w == 30 && b->rect.h == 40));
  CHECK((inside_page(*a) && inside_page(*b)));
  CHECK_FALSE(overlap(a->rect, b->rect));
  CHECK(pages.size() == 2);
  const auto again = pages.find("a");
  REQUIRE(again);
  CHECK((again->texture == a->texture && again->rect.x == a->rect.x && again->rect.y == a->rect.y));
  CHECK_FALSE(pages.find("c"));
  CHECK_FALSE(add(pages, "empty", 0, 5));

  // Frames go by and more than two pages of images are asked for: the page not used
  // lately (the first) is emptied, its images gone until made again.
  int i = 0;
  std::size_t images = 0;
  do {
    images = pages.size();
    pages.next_frame();
    const auto image = add(pages, "fill " + std::to_string(i++), 300, 200);
    REQUIRE(image);
    CHECK(inside_page(*image));
    REQUIRE(i < 1000);
  } while (pages.size() > images);
  CHECK(pages.pages() == 2);
  CHECK_FALSE(pages.find("a"));

  // Within one frame nothing in use is emptied: the pages grow instead.
  const auto kept = add(pages, "kept", 10, 10);
  REQUIRE(kept);
  for (int k = 0; k < 60; ++k) REQUIRE(add(pages, "frame " + std::to_string(k), 300, 200));
  CHECK(pages.pages() > 2);
  const auto found = pages.find("kept");
  REQUIRE(found);
  CHECK(found->texture == kept->texture);

  pages.clear();
  CHECK((pages.size() == 0 && pages.pages() == 0));
}

TEST_CASE("atlas pages: an image larger than a page gets one, its sides powers of two") {
  TempDir dir("atlas-pages-large");
  auto app = make_app(dir.path());
  REQUIRE(app);
  AtlasPages pages(app->context().canvas().renderer(), SDL_ScaleModeNearest, 1);
  const auto wide = add(pages, "wide", AtlasPages::kPageWidth + 54, 30);
  REQUIRE(wide);
  CHECK(inside_page(*wide));
  // SDL's software renderer finds a quad's texels as (int)(u * width): exact only when
  // u = x / width is, as with powers of two (a page 1078 wide stretched text by a pixel).
  CHECK(wide->page_width == 2 * AtlasPages::kPageWidth);
  CHECK((power_of_two(wide->page_width) && power_of_two(wide->page_height)));
}

TEST_CASE("atlas pages: a shared page is half as high as wide, a taller image gets its own") {
  TempDir dir("atlas-pages-tall");
  auto app = make_app(dir.path());
  REQUIRE(app);
  AtlasPages pages(app->context().canvas().renderer(), SDL_ScaleModeNearest, 1);
  const auto small = add(pages, "small", 100, 20);
  REQUIRE(small);
  CHECK((small->page_width == AtlasPages::kPageWidth &&
         small->page_height == AtlasPages::kPageHeight));
  CHECK(AtlasPages::kPageHeight * 2 == AtlasPages::kPageWidth);
  // One texel of gap: an image kPageHeight - 1 high fits a shared page, one more does not.
  const auto fits = add(pages, "fits", 40, AtlasPages::kPageHeight - 1);
  const auto tall = add(pages, "tall", 40, AtlasPages::kPageHeight);
  REQUIRE((fits && tall));
  CHECK(fits->page_height == AtlasPages::kPageHeight);
  CHECK(tall->texture != small->texture);
  CHECK(tall->texture != fits->texture);
  CHECK(tall->page_height == 2 * AtlasPages::kPageHeight);
  CHECK(inside_page(*tall));
}

TEST_CASE("atlas pages: a filtered page keeps transparent texels around each image") {
  FilteredPages filtered("atlas-pages-gap");
  REQUIRE(filtered.pages);
  AtlasPages& pages = *filtered.pages;
  const auto first = add(pages, "first", 8, 8);
  const auto second = add(pages, "second", 8, 8);
  REQUIRE((first && second));
  SDL_ScaleMode mode{};
  REQUIRE(SDL_GetTextureScaleMode(first->texture, &mode) == 0);
  CHECK(mode == SDL_ScaleModeLinear);
  // A texel of gap at the page's edge, two between images.
  CHECK((first->rect.x == 1 && first->rect.y == 1));
  CHECK(second->rect.x == first->rect.x + first->rect.w + 2);
}

TEST_CASE("atlas pages: an image is sent with its cell, transparent, whatever the page held") {
  FilteredPages filtered("atlas-pages-cell");
  REQUIRE(filtered.pages);
  AtlasPages& pages = *filtered.pages;
  Canvas& canvas = filtered.app->context().canvas();
  const auto first = add(pages, "first", 8, 8);
  REQUIRE(first);
  // A new page's texels are undefined (pages are never cleared whole): made opaque red here.
  const int side = first->page_width;
  const std::vector<std::uint32_t> red(
      static_cast<std::size_t>(side) * static_cast<std::size_t>(side), 0xffff0000u);
  REQUIRE(SDL_UpdateTexture(first->texture, nullptr, red.data(), side * 4) == 0);
  const auto second = add(pages, "second", 8, 8);
  REQUIRE((second && second->texture == first->texture));

  // The second image and the texel around it, copied as they are to the window's corner.
  const SDL_Rect ring{second->rect.x - 1, second->rect.y - 1, 10, 10};
  const SDL_Rect corner{0, 0, ring.w, ring.h};
  SDL_SetTextureBlendMode(second->texture, SDL_BLENDMODE_NONE);
  REQUIRE(SDL_RenderCopy(canvas.renderer(), second->texture, &ring, &corner) == 0);
  SDL_SetTextureBlendMode(second->texture, SDL_BLENDMODE_BLEND);
  const std::vector<Uint32> window = read_pixels(canvas);
  const auto width = static_cast<std::size_t>(canvas.layout().width);
  for (int y = 0; y < ring.h; ++y) {
    for (int x = 0; x < ring.w; ++x) {
      const bool edge = x == 0 || y == 0 || x == ring.w - 1 || y == ring.h - 1;
      INFO("texel " << x << "," << y);
      const Uint32 texel =
          window[static_cast<std::size_t>(y) * width + static_cast<std::size_t>(x)];
      // Its colour only: the window keeps no alpha of its own.
      CHECK((texel & 0xffffffu) == (edge ? 0u : 0xffffffu));
    }
  }
}

TEST_CASE(
    "atlas pages: an image larger than a page never shares its page nor empties shared ones") {
  TempDir dir("atlas-pages-own");
  auto app = make_app(dir.path());
  REQUIRE(app);
  AtlasPages pages(app->context().canvas().renderer(), SDL_ScaleModeNearest, 1, 1);
  const auto before = add(pages, "before", 100, 20);
  const auto wide = add(pages, "wide", 3 * AtlasPages::kPageWidth, 30);
  const auto after = add(pages, "after", 100, 20);
  REQUIRE((before && wide && after));
  // The labels after it go on the shared page, not on the wide one (SDL's software renderer
  // read texels far into a very wide page wrongly: labels were drawn as pieces of a name).
  CHECK(after->texture == before->texture);
  CHECK(wide->texture != before->texture);
  // Just its size: a page of its own is not kPageHeight high.
  CHECK(wide->page_width == 4 * AtlasPages::kPageWidth);
  CHECK(wide->page_height == 32);
  CHECK(pages.texels() ==
        static_cast<std::size_t>(AtlasPages::kPageWidth) * (AtlasPages::kPageHeight + 4 * 32));

  // Frames go by and many wide images come: they empty one another, never the shared page
  // (one shared page allowed here, not used lately: a smaller image would have emptied it).
  for (int i = 0; i < 3 * static_cast<int>(AtlasPages::kMaxOwnPages); ++i) {
    pages.next_frame();
    pages.next_frame();
    REQUIRE(add(pages, "wide " + std::to_string(i), 2 * AtlasPages::kPageWidth, 30));
  }
  CHECK(pages.find("before"));
  CHECK(pages.pages() == 1 + AtlasPages::kMaxOwnPages);
}
