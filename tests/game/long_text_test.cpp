// Hostile text (issue #34, points 5 and 10): however long a string is (a bot's name of 60 KB,
// a translated title of 200 KB), drawing it costs a bounded texture, it is cut with "…" where
// it is drawn, wrapped text is bounded in lines, and the labels drawn after it are intact. A
// character the font lacks is drawn as U+FFFD, not as an empty box.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "app/text_cache.hpp"
#include "boards/game_table.hpp"
#include "scenes/scene_factory.hpp"
#include "scenes/setup_scene.hpp"
#include "test_app.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

namespace {

const std::string kEllipsis = "\u2026";

// `bytes` bytes of words ("abcdefg abcdefg …"), as a hostile bot's name.
std::string long_text(std::size_t bytes) {
  std::string text;
  while (text.size() < bytes) text += "abcdefg ";
  text.resize(bytes);
  return text;
}

bool ends_with(const std::string& text, const std::string& end) {
  return text.size() >= end.size() && text.compare(text.size() - end.size(), end.size(), end) == 0;
}

struct Label {
  std::string text;
  Point at;
};

// The labels of a screen (large enough that reading texels far into a wide page went wrong).
const std::vector<Label> kLabels{
    {"Your turn", {40, 40}}, {"Undo", {40, 140}}, {"Hint", {400, 140}}, {"Menu", {760, 140}}};

// The window's pixels after a frame that draws `first` (if any) and then kLabels.
std::vector<Uint32> draw_labels(Canvas& canvas, const std::string& first) {
  const TextStyle big{FontFace::Bold, 64, {255, 255, 255, 255}};
  canvas.begin_frame();
  canvas.clear({0, 0, 0, 255});
  if (!first.empty()) canvas.text(first, {0, 600}, {FontFace::Regular, 20, {200, 200, 200, 255}});
  for (const Label& label : kLabels) canvas.text(label.text, label.at, big);
  canvas.end_frame();
  return read_pixels(canvas);
}

// The set-up page, a bot of this name chosen as the opponent, every label placed again in
// the atlas pages in this frame (in drawing order, the name before the buttons).
std::vector<Uint32> setup_with_bot(const TempDir& home, const std::string& name) {
  auto app = make_app(home.path());
  REQUIRE(app);
  app->context().settings().bots = {BotEntry{name, "true"}};
  app->scenes().push(make_setup_scene(app->context(), game_at(0)));
  app->step();
  key(*app, SDLK_RIGHT);  // the opponent after the computer: the bot
  REQUIRE(top_as<SetupScene>(*app).current_setup().bot);
  app->context().canvas().drop_textures();
  app->context().request_redraw();
  app->step();
  return read_pixels(app->context().canvas());
}

}  // namespace

TEST_CASE("long text: one string costs a bounded texture, cut with an ellipsis by measuring") {
  TempDir dir("long-text-cache");
  auto app = make_app(dir.path());
  REQUIRE(app);
  AtlasPages pages(app->context().canvas().renderer(), SDL_ScaleModeNearest, 1);
  auto opened = TextCache::open(pages, source_assets() / "fonts");
  REQUIRE(opened);
  TextCache cache = std::move(opened).value();

  // 6 KB of words would be ~50,000 pixels wide: cut to the widest line, its page bounded.
  const std::string name = long_text(6 * 1024);
  const auto image = cache.get(FontFace::Regular, 20, name);
  REQUIRE((image && image->ink));
  CHECK(image->width <= TextCache::kMaxLineWidth);
  CHECK(image->width > TextCache::kMaxLineWidth / 2);
  CHECK(image->ink->page_width <= 4 * AtlasPages::kPageWidth);
  CHECK(pages.texels() <= static_cast<std::size_t>(4 * AtlasPages::kPageWidth) * 64);
  // measure() says what get() draws (layouts rely on it), without rendering.
  const auto [w, h] = cache.measure(FontFace::Regular, 20, name);
  CHECK(w == image->width);
  CHECK(h == image->height);

  // Cut to a width where it is drawn: a prefix of the text and "…", no wider than asked.
  const std::string cut = cache.elide(FontFace::Regular, 20, name, 300);
  CHECK(ends_with(cut, kEllipsis));
  CHECK(name.starts_with(cut.substr(0, cut.size() - kEllipsis.size())));
  CHECK(cache.measure(FontFace::Regular, 20, cut).first <= 300);
  CHECK(cache.measure(FontFace::Regular, 20, cut).first > 250);
  CHECK(cache.elide(FontFace::Regular, 20, "Menu", 300) == "Menu");  // fits: itself
  CHECK(cache.elide(FontFace::Regular, 20, name, 2).empty());        // not even "…" fits

  // 60 KB (a line's bytes are bounded before measuring): the same bound.
  const std::string huge = long_text(60 * 1024);
  const auto huge_image = cache.get(FontFace::Bold, 20, huge);
  REQUIRE(huge_image);
  CHECK(huge_image->width <= TextCache::kMaxLineWidth);
  CHECK(cache.measure(FontFace::Bold, 20, huge).first == huge_image->width);
}

TEST_CASE("long text: a character the font lacks is drawn as U+FFFD, not as an empty box") {
  TempDir dir("long-text-glyph");
  auto app = make_app(dir.path());
  REQUIRE(app);
  AtlasPages pages(app->context().canvas().renderer(), SDL_ScaleModeNearest, 1);
  auto opened = TextCache::open(pages, source_assets() / "fonts");
  REQUIRE(opened);
  TextCache cache = std::move(opened).value();
  // DejaVu Sans has no CJK: 漢 is drawn as the replacement character, as are control
  // characters and bytes that are not UTF-8.
  const auto replacement = cache.measure(FontFace::Regular, 20, "a\uFFFDb");
  CHECK(cache.measure(FontFace::Regular, 20, "a\u6F22b") == replacement);
  CHECK(cache.measure(FontFace::Regular, 20,
                      "a\x01"
                      "b") == replacement);
  CHECK(cache.measure(FontFace::Regular, 20,
                      "a\xff"
                      "b") == replacement);
  const auto han = cache.get(FontFace::Regular, 20, "\u6F22");
  const auto sign = cache.get(FontFace::Regular, 20, "\uFFFD");
  REQUIRE((han && sign && han->ink && sign->ink));
  CHECK((han->width == sign->width && han->ink->rect.w == sign->ink->rect.w &&
         han->ink->rect.h == sign->ink->rect.h));
  // What the font has is drawn as it is.
  CHECK(cache.measure(FontFace::Regular, 20, "É") !=
        cache.measure(FontFace::Regular, 20, "\uFFFD"));
}

TEST_CASE("long text: the labels drawn after a huge one are intact") {
  TempDir dir("long-text-labels");
  auto app = make_app(dir.path());
  REQUIRE(app);
  Canvas& canvas = app->context().canvas();
  const std::vector<Uint32> alone = draw_labels(canvas, "");
  canvas.drop_textures();  // the labels are placed again, after the huge one
  // ~64,000 pixels of text: once, it got a page that wide and the labels after it were
  // placed on it, where SDL's software renderer read pieces of the huge one instead.
  const std::vector<Uint32> after = draw_labels(canvas, long_text(8 * 1024));
  const int w = canvas.layout().width;
  std::size_t differing = 0;
  for (int y = 0; y < 260; ++y) {  // the labels' rows (the huge line is at 600)
    for (int x = 0; x < w; ++x) {
      const auto i = static_cast<std::size_t>(y * w + x);
      if (alone[i] != after[i]) ++differing;
    }
  }
  CHECK(differing == 0);
  // And the huge line is cut at the window's edge, with "…".
  CHECK(canvas
            .measure(canvas.elided(long_text(8 * 1024), {FontFace::Regular, 20}, 1280.0f),
                     {FontFace::Regular, 20})
            .w <= 1280.0f);
}

TEST_CASE("long text: wrapped text is bounded in lines, a word wider than its box cut") {
  TempDir dir("long-text-wrap");
  auto app = make_app(dir.path());
  REQUIRE(app);
  Canvas& canvas = app->context().canvas();
  const TextStyle style{FontFace::Regular, 20, {255, 255, 255, 255}};
  const float lh = canvas.line_height(style);

  // 200 KB of words: no more lines than the window's height holds, the last saying "…".
  const std::string text = long_text(200 * 1024);
  const auto lines = canvas.wrap(text, style, 400);
  CHECK(lines.size() <= static_cast<std::size_t>(720 / lh) + 1);
  REQUIRE_FALSE(lines.empty());
  CHECK(ends_with(lines.back(), kEllipsis));
  CHECK(canvas.wrapped_height(text, style, 400) == static_cast<float>(lines.size()) * lh);
  // A box's own bound.
  const auto two = canvas.wrap(text, style, 400, 2);
  REQUIRE(two.size() == 2);
  CHECK(ends_with(two.back(), kEllipsis));
  CHECK(canvas.lines_in(2 * lh, style) == 2);
  CHECK(canvas.lines_in(0, style) == 1);
  // Text that fits is untouched.
  CHECK(canvas.wrap("Your turn", style, 400, 2) == std::vector<std::string>{"Your turn"});

  // A word wider than its box (an info line of x's): drawn cut to the box with "…".
  const std::string xs(300, 'x');
  canvas.begin_frame();
  const Rect used = canvas.text_box(xs, {100, 100, 250, 100}, style);
  const Rect line = canvas.text(xs, {100, 300}, style, Align::Left, VAlign::Top, 250.0f);
  canvas.end_frame();
  CHECK(used.h == lh);
  CHECK(line.w <= 250.0f);
  CHECK(line.w > 200.0f);
  CHECK(ends_with(canvas.elided(xs, style, 250), kEllipsis));
}

TEST_CASE("long text: a screen with a huge bot name keeps its other labels intact") {
  TempDir home("long-text-setup");
  const std::vector<Uint32> short_name = setup_with_bot(home, "Bot");
  const std::vector<Uint32> long_name = setup_with_bot(home, long_text(8 * 1024));
  // Only the Opponent row, which names the bot, differs: the pixels that differ span no more
  // than that row of the page (once, the buttons drawn after the name were pieces of it;
  // once, a sentence holding it wrapped over many lines and pushed the page down), and not
  // its whole width (the name is cut with "…" to its place; once, it ran past both edges).
  const int w = 1280;
  int top = 720;
  int bottom = -1;
  int left = w;
  int right = -1;
  for (int y = 0; y < 720; ++y) {
    for (int x = 0; x < w; ++x) {
      const auto i = static_cast<std::size_t>(y * w + x);
      if (short_name[i] == long_name[i]) continue;
      top = std::min(top, y);
      bottom = std::max(bottom, y);
      left = std::min(left, x);
      right = std::max(right, x);
    }
  }
  CAPTURE(top, bottom, left, right);
  CHECK(bottom >= top);  // the name is drawn
  CHECK(bottom - top < 120);
  CHECK(left > 0);
  CHECK(right < w - 1);
}
