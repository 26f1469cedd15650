#pragma once
// Small images (rendered strings, shape masks) packed into a few large textures, the
// pages, each found again by a key. SDL's GL renderer sends consecutive draws from one
// texture as one draw, and on software GL (llvmpipe) a draw costs far more than its pixels:
// text and shapes that share a page are drawn together. When the pages are full, the page
// least recently used is emptied (its images are made again when next asked for), never
// one used in this frame or the last: a screen that needs more pages gets them.
//
// A shared page is 1024 texels wide and 512 high. llvmpipe allocates a texture's memory whole
// and clears it, so a page costs all its texels before the first image is drawn, and the menu
// fills a fraction of one: pages half as high as wide keep the start's memory within its target
// (docs/performance.md), twice as many are kept (kDefaultPages), and the play screen and the
// menu still draw in as many renderer calls.
//
// An image larger than a page (a line of text wider than 1024 pixels) gets a page of its
// own, just its size, and shares it with nothing: such pages are emptied only for one
// another, never for the shared pages, and no other image is placed on them. (SDL's
// software renderer finds texels as texel x times the triangle's area in 32-bit integers,
// which overflows far into a very wide page: labels placed after a 600,000-pixel-wide
// string were drawn with pieces of it.)
//
// Where images go on a page: Debian's stb_rect_pack (app/rect_packer.hpp), the lowest place
// each image fits. `marienbad-app-bench --pack game/bench/atlas_workload.txt` measures it
// against the shelves the pages used before, on the images of 68 screens as the game made
// them (figures in docs/performance.md): it fills pages tighter (fewer pages for a session
// and over every screen) at a fraction of a microsecond more per image made. When more screens
// pass than the page cap holds, it settles at fewer pages than shelves and so makes more
// images again.
#include <cstddef>
#include <cstdint>
#include <list>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "app/rect_packer.hpp"
#include "app/sdl_handles.hpp"

namespace marienbad::app {

// Where an image lies: its page and its texels there.
struct AtlasImage {
  SDL_Texture* texture = nullptr;
  SDL_Rect rect{};
  int page_width = 0;
  int page_height = 0;
};

class AtlasPages {
 public:
  static constexpr int kPageWidth = 1024;
  static constexpr int kPageHeight = 512;
  static constexpr std::size_t kDefaultPages = 8;
  // Pages of one image larger than a page kept before one is emptied for another.
  static constexpr std::size_t kMaxOwnPages = 4;

  // Pages sampled with `scale_mode`, images `gap` transparent texels apart (filtered
  // sampling reads the texels around an image).
  AtlasPages(SDL_Renderer* renderer, SDL_ScaleMode scale_mode, int gap,
             std::size_t max_pages = kDefaultPages);

  // The image stored under `key`, its page marked as used in this frame; nullopt if absent.
  std::optional<AtlasImage> find(const std::string& key);
  // Stores w x h ARGB8888 pixels under `key` (a page at least as large as the image when
  // none has room). nullopt when no texture can be made.
  std::optional<AtlasImage> add(const std::string& key, int w, int h, const void* pixels,
                                int pitch);
  // A new frame begins (pages used in the last two frames are kept).
  void next_frame() { ++frame_; }
  // Empties every page (after a render device reset, textures may be gone).
  void clear();

  std::size_t size() const { return entries_.size(); }
  std::size_t pages() const { return pages_.size(); }
  // Texels of all the pages (what they cost).
  std::size_t texels() const;
  SDL_Renderer* renderer() const { return renderer_; }

 private:
  struct Page {
    TexturePtr texture;
    int width = 0;
    int height = 0;
    RectPacker packer;              // where the next image goes
    std::vector<std::string> keys;  // the images on it
    std::uint64_t used = 0;         // the last frame that drew from it
    bool own = false;               // one image larger than a page, alone on it
  };
  struct Entry {
    Page* page = nullptr;
    SDL_Rect rect{};
  };
  // A free place of w x h in the newest shared page, or in a new one (a page of its own
  // for an image larger than a page). Null if none can be made.
  Page* place(int w, int h, SDL_Rect& where);
  // A new page for w x h, shared or its own; first, when there are as many of that kind as
  // allowed, the one of that kind least recently used is emptied if it was not used lately.
  Page* new_page(int w, int h, bool own);
  AtlasImage image(const Entry& entry);
  // Sends w x h pixels to `where` on the page, with their transparent cell. False on failure.
  bool upload_cell(Page& page, const SDL_Rect& where, const void* pixels, int pitch);

  SDL_Renderer* renderer_;
  SDL_ScaleMode scale_mode_;
  int gap_;
  std::size_t max_pages_;
  std::list<Page> pages_;  // newest last (a list: entries point into it)
  std::unordered_map<std::string, Entry> entries_;
  std::uint64_t frame_ = 2;  // pages start as used long ago
};

}  // namespace marienbad::app
