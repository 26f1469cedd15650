#pragma once
// Fonts by (face, pixel size) and rendered text by (face, size, string). Strings are stored
// in the atlas pages the canvas's shapes use too, so that text and shapes are drawn
// together; only their inked part (a line's box is mostly empty above and below the
// letters, and every texel drawn costs on software GL). Text is rendered white and tinted,
// so one picture serves every colour. In steady state nothing is rendered per frame.
#include <cstddef>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>

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
  // Opens every face once (at a probe size) so a missing or broken font fails here,
  // naming the file, rather than in the middle of a frame. Strings go into `pages`.
  static Result<TextCache> open(AtlasPages& pages, const std::filesystem::path& font_dir);

  // `text` in the pages (rendered now if it is not there); nullopt for empty or
  // unrenderable text.
  std::optional<TextImage> get(FontFace face, int pixel_size, std::string_view text);
  // Size of `text` without rendering it (cached).
  std::pair<int, int> measure(FontFace face, int pixel_size, std::string_view text);
  int line_height(FontFace face, int pixel_size);
  int ascent(FontFace face, int pixel_size);

  // Strings rendered so far (each is rendered again only after its page was emptied).
  std::size_t textures_created() const { return textures_created_; }

  static std::string_view file_name(FontFace face);

 private:
  TextCache() = default;
  TTF_Font* font(FontFace face, int pixel_size);

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
  std::size_t textures_created_ = 0;
};

}  // namespace marienbad::app
