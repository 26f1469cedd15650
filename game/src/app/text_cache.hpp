#pragma once
// Fonts by (face, pixel size) and rendered text by (face, size, string). Strings are stored
// in the atlas pages the canvas's shapes use too, so that text and shapes are drawn
// together; only their inked part (a line's box is mostly empty above and below the
// letters, and every texel drawn costs on software GL). Text is rendered white and tinted,
// so one picture serves every colour. In steady state nothing is rendered per frame.
//
// Bounded: SDL_ttf renders a whole string before anything can be cut, so a string is cut
// here first, by measuring: to kMaxLineBytes bytes, then with "…" to kMaxLineWidth pixels.
// One string, however long (a bot's name, a translation), never costs more than one
// texture of that width. A character the font lacks is drawn as U+FFFD (not as an empty
// box), and logged once.
#include <cstddef>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "app/atlas_pages.hpp"
#include "app/sdl_handles.hpp"
#include "app/theme.hpp"
#include "marienbad/result.hpp"

namespace marienbad::app {

// A rendered string: its line's box, and where its ink lies in the pages and in that box.
struct TextImage {
  int width = 0;
  int height = 0;
  std::optional<AtlasImage> ink;  // none for a string without ink (spaces)
  SDL_Point ink_offset{};         // the ink's top-left corner in the box
};

class TextCache {
 public:
  // The widest line drawn, in pixels: a 4K window's lines fit, and its page (a power of
  // two, with the atlas's gap) is 4096 texels wide.
  static constexpr int kMaxLineWidth = 4 * AtlasPages::kPageWidth - 64;
  // The bytes of one line looked at: far more than kMaxLineWidth pixels hold at any size
  // (measuring is linear in the bytes, and the caches' keys hold them).
  static constexpr std::size_t kMaxLineBytes = 4096;
  static constexpr std::string_view kEllipsis = "\u2026";

  // Opens every face once (at a probe size) so a missing or broken font fails here,
  // naming the file, rather than in the middle of a frame. Strings go into `pages`.
  static Result<TextCache> open(AtlasPages& pages, const std::filesystem::path& font_dir);

  // `text` in the pages (rendered now if it is not there); nullopt for empty or
  // unrenderable text.
  std::optional<TextImage> get(FontFace face, int pixel_size, std::string_view text);
  // Size of `text` as get() draws it, without rendering it (cached).
  std::pair<int, int> measure(FontFace face, int pixel_size, std::string_view text);
  // `text` as drawn, cut at a character and ended with "…" so that it is at most max_width
  // pixels wide ("" when not even "…" fits); `text` itself when it fits. Cached.
  std::string elide(FontFace face, int pixel_size, std::string_view text, int max_width);
  int line_height(FontFace face, int pixel_size);
  int ascent(FontFace face, int pixel_size);

  // Strings rendered so far (each is rendered again only after its page was emptied).
  std::size_t textures_created() const { return textures_created_; }

  static std::string_view file_name(FontFace face);

 private:
  TextCache() = default;
  TTF_Font* font(FontFace face, int pixel_size);
  // `text` as it is drawn: characters the font lacks replaced, cut to kMaxLineWidth.
  struct Drawable {
    std::string text;
    int width = 0;
    int height = 0;
  };
  Drawable drawable(TTF_Font* font, FontFace face, std::string_view text);
  void log_missing(FontFace face, char32_t c, std::string_view replacement);
  // `text` (drawable) cut with "…" to max_width, found by measuring prefixes (never by
  // rendering): "" when not even "…" fits.
  static std::string cut(TTF_Font* font, const std::string& text, int max_width);

  AtlasPages* pages_ = nullptr;
  std::filesystem::path font_dir_;
  std::map<std::pair<int, int>, FontPtr> fonts_;
  std::unordered_map<std::string, std::pair<int, int>> measures_;
  // Each rendered string's box and where its ink lies in it (the ink itself may have left
  // the pages since).
  struct Placement {
    int width = 0;
    int height = 0;
    SDL_Point ink_offset{};
    bool inked = false;
  };
  std::unordered_map<std::string, Placement> placed_;
  std::unordered_map<std::string, std::string> elided_;
  std::vector<char32_t> missing_logged_;  // characters the fonts lack, logged once each
  std::size_t textures_created_ = 0;
};

}  // namespace marienbad::app
