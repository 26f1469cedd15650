#include "app/atlas_pages.hpp"

#include <algorithm>
#include <cstdint>
#include <cstring>

namespace marienbad::app {

namespace {
int power_of_two(int n) {
  int p = 1;
  while (p < n && p < (1 << 30)) p <<= 1;
  return p;
}
}  // namespace

AtlasPages::AtlasPages(SDL_Renderer* renderer, SDL_ScaleMode scale_mode, int gap,
                       std::size_t max_pages)
    : renderer_(renderer),
      scale_mode_(scale_mode),
      gap_(std::max(0, gap)),
      max_pages_(std::max<std::size_t>(1, max_pages)) {}

std::optional<AtlasImage> AtlasPages::find(const std::string& key) {
  const auto found = entries_.find(key);
  if (found == entries_.end()) return std::nullopt;
  return image(found->second);
}

std::optional<AtlasImage> AtlasPages::add(const std::string& key, int w, int h, const void* pixels,
                                          int pitch) {
  if (w <= 0 || h <= 0) return std::nullopt;
  if (auto found = find(key)) return found;
  SDL_Rect where{};
  Page* page = place(w, h, where);
  if (page == nullptr) return std::nullopt;
  if (!upload_cell(*page, where, pixels, pitch)) return std::nullopt;
  page->keys.push_back(key);
  return image(entries_.emplace(key, Entry{page, where}).first->second);
}

// The image with its cell around it (RectPacker: `gap` texels larger, the image centred),
// the cell's other texels transparent: all a filtered sample can read beside the image. A
// page is never cleared as a whole (all its texels sent for each new page, most of the first
// frame's atlas work): texels outside every cell are never sampled.
bool AtlasPages::upload_cell(Page& page, const SDL_Rect& where, const void* pixels, int pitch) {
  if (gap_ == 0) return SDL_UpdateTexture(page.texture.get(), &where, pixels, pitch) == 0;
  const int inset = gap_ / 2;
  const SDL_Rect cell{where.x - inset, where.y - inset, where.w + gap_, where.h + gap_};
  std::vector<std::uint32_t> texels(static_cast<std::size_t>(cell.w) *
                                    static_cast<std::size_t>(cell.h));
  const auto* rows = static_cast<const std::uint8_t*>(pixels);
  for (int y = 0; y < where.h; ++y) {
    std::memcpy(&texels[static_cast<std::size_t>(y + inset) * static_cast<std::size_t>(cell.w) +
                        static_cast<std::size_t>(inset)],
                rows + static_cast<std::ptrdiff_t>(y) * pitch,
                static_cast<std::size_t>(where.w) * sizeof(std::uint32_t));
  }
  return SDL_UpdateTexture(page.texture.get(), &cell, texels.data(), cell.w * 4) == 0;
}

AtlasImage AtlasPages::image(const Entry& entry) {
  entry.page->used = frame_;
  return {entry.page->texture.get(), entry.rect, entry.page->width, entry.page->height};
}

void AtlasPages::clear() {
  entries_.clear();
  pages_.clear();
}

std::size_t AtlasPages::texels() const {
  std::size_t total = 0;
  for (const Page& page : pages_) {
    total += static_cast<std::size_t>(page.width) * static_cast<std::size_t>(page.height);
  }
  return total;
}

AtlasPages::Page* AtlasPages::place(int w, int h, SDL_Rect& where) {
  const bool own = w + gap_ > kPageWidth || h + gap_ > kPageHeight;
  Page* page = nullptr;
  if (!own) {
    const auto shared = std::find_if(pages_.rbegin(), pages_.rend(),
                                     [](const Page& candidate) { return !candidate.own; });
    if (shared != pages_.rend()) page = &*shared;
  }
  std::optional<PackedRect> spot = page ? page->packer.place(w, h) : std::nullopt;
  if (!spot) {
    page = new_page(w, h, own);
    if (page == nullptr) return nullptr;
    spot = page->packer.place(w, h);
    if (!spot) return nullptr;
  }
  if (own) page->packer.fill();  // nothing else is placed on it
  where = SDL_Rect{spot->x, spot->y, w, h};
  return page;
}

AtlasPages::Page* AtlasPages::new_page(int w, int h, bool own) {
  const std::size_t allowed = own ? kMaxOwnPages : max_pages_;
  const auto count = static_cast<std::size_t>(std::count_if(
      pages_.begin(), pages_.end(), [own](const Page& page) { return page.own == own; }));
  if (count >= allowed) {  // empty the page of this kind least recently used, if not lately
    auto oldest = pages_.end();
    for (auto it = pages_.begin(); it != pages_.end(); ++it) {
      if (it->own == own && (oldest == pages_.end() || it->used < oldest->used)) oldest = it;
    }
    if (oldest->used + 1 < frame_) {
      for (const std::string& key : oldest->keys) entries_.erase(key);
      pages_.erase(oldest);
    }
  }
  // In powers of two: SDL's software renderer finds a quad's texels as (int)(u * width),
  // exact only when u = x / width is. A shared page is kPageWidth × kPageHeight; a page of
  // its own just holds its image (a 4K window has lines of text wider than a page).
  const int pw = own ? power_of_two(w + gap_) : kPageWidth;
  const int ph = own ? power_of_two(h + gap_) : kPageHeight;
  TexturePtr texture(
      SDL_CreateTexture(renderer_, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STATIC, pw, ph));
  if (!texture) return nullptr;
  SDL_SetTextureBlendMode(texture.get(), SDL_BLENDMODE_BLEND);
  SDL_SetTextureScaleMode(texture.get(), scale_mode_);
  // Its texels are undefined: each image is sent with its transparent cell (upload_cell).
  return &pages_.emplace_back(
      Page{std::move(texture), pw, ph, RectPacker(pw, ph, gap_), {}, frame_, own});
}

}  // namespace marienbad::app
