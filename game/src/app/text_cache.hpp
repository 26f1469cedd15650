#pragma once
// Fonts by (face, pixel size) and rendered text by (face, size, string). Strings are stored
// in the atlas pages the canvas's shapes use too, so that text and shapes are drawn
// together. Text is rendered white and tinted with a colour mod, so one picture serves
// every colour. In steady state nothing is rendered per frame.
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

class TextCache {
 public:
  // Opens every face once (at a probe size) so a missing or broken font fails here,
  // naming the file, rather than in the middle of a frame. Strings go into `pages`.
  static Result<TextCache> open(AtlasPages& pages, const std::filesystem::path& font_dir);

  // Where `text` lies in the pages (rendered now if it is not there); nullopt for empty or
  // unrenderable text.
  std::optional<AtlasImage> get(FontFace face, int pixel_size, std::string_view text);
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
  std::size_t textures_created_ = 0;
};

}  // namespace marienbad::app
