#pragma once
// Fonts by (face, pixel size) and rendered text by (face, size, string). Strings are packed
// into a few large pages (textures): SDL's GL renderer sends consecutive copies from one
// texture as one draw, and on software GL a draw per string costs far more than its
// pixels. When the pages are full, the page least recently used is emptied (its strings
// are rendered again when next asked for), never one used in this frame or the last: a
// screen whose text needs more pages gets them. Text is rendered white and tinted with a colour
// mod, so one picture serves every colour. In steady state nothing is rendered per frame.
#include <array>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <list>
#include <map>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "app/sdl_handles.hpp"
#include "app/theme.hpp"
#include "marienbad/result.hpp"

namespace marienbad::app {

struct TextTexture {
  SDL_Texture* texture = nullptr;  // a page, owned by the cache; null for empty or unrenderable
  SDL_Rect source{};               // where the text lies in the page
  int page_width = 0;
  int page_height = 0;
  int width = 0;
  int height = 0;
};

class TextCache {
 public:
  static constexpr int kPageSize = 1024;
  static constexpr std::size_t kDefaultPages = 4;

  // Opens every face once (at a probe size) so a missing or broken font fails here,
  // naming the file, rather than in the middle of a frame.
  static Result<TextCache> open(SDL_Renderer* renderer, const std::filesystem::path& font_dir,
                                std::size_t max_pages = kDefaultPages);

  TextTexture get(FontFace face, int pixel_size, std::string_view text);
  // A new frame begins (pages used in the last two frames are kept).
  void next_frame() { ++frame_; }
  // Size of `text` without creating a texture (cached).
  std::pair<int, int> measure(FontFace face, int pixel_size, std::string_view text);
  int line_height(FontFace face, int pixel_size);
  int ascent(FontFace face, int pixel_size);

  std::size_t size() const { return entries_.size(); }
  std::size_t pages() const { return pages_.size(); }
  // Strings rendered so far (each is rendered again only after its page was emptied).
  std::size_t textures_created() const { return textures_created_; }
  void clear();

  static std::string_view file_name(FontFace face);

 private:
  TextCache() = default;
  TTF_Font* font(FontFace face, int pixel_size);

  struct Page {
    TexturePtr texture;
    int width = 0;
    int height = 0;
    int shelf_x = 0;  // next free place: shelves of strings, top to bottom
    int shelf_y = 0;
    int shelf_h = 0;
    std::vector<std::string> keys;  // the strings on it
    std::uint64_t used = 0;         // the last frame that drew from it
  };
  struct Entry {
    Page* page = nullptr;
    SDL_Rect source{};
  };
  // A free place of w x h in the newest page, or a new page (one not used lately emptied
  // when there are too many). Null when no texture can be made.
  Page* place(int w, int h, SDL_Rect& where);

  SDL_Renderer* renderer_ = nullptr;
  std::filesystem::path font_dir_;
  std::size_t max_pages_ = kDefaultPages;
  std::map<std::pair<int, int>, FontPtr> fonts_;
  std::list<Page> pages_;  // newest last (a list: entries point into it)
  std::unordered_map<std::string, Entry> entries_;
  std::unordered_map<std::string, std::pair<int, int>> measures_;
  std::size_t textures_created_ = 0;
  std::uint64_t frame_ = 2;  // pages start as used long ago
};

}  // namespace marienbad::app
