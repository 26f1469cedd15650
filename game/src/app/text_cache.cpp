#include "app/text_cache.hpp"

#include <algorithm>
#include <string>

namespace marienbad::app {

namespace {
constexpr std::size_t kMaxMeasures = 4096;

std::string make_key(FontFace face, int pixel_size, std::string_view text) {
  std::string key;
  key.reserve(text.size() + 8);
  key += static_cast<char>('0' + static_cast<int>(face));
  key += std::to_string(pixel_size);
  key += '|';
  key += text;
  return key;
}
}  // namespace

std::string_view TextCache::file_name(FontFace face) {
  switch (face) {
    case FontFace::Regular:
      return "DejaVuSans.ttf";
    case FontFace::Bold:
      return "DejaVuSans-Bold.ttf";
    case FontFace::Mono:
      return "DejaVuSansMono.ttf";
  }
  return "DejaVuSans.ttf";
}

Result<TextCache> TextCache::open(SDL_Renderer* renderer, const std::filesystem::path& font_dir,
                                  std::size_t max_pages) {
  if (TTF_WasInit() == 0 && TTF_Init() != 0) {
    return Error{std::string("cannot initialise SDL_ttf: ") + TTF_GetError()};
  }
  TextCache cache;
  cache.renderer_ = renderer;
  cache.font_dir_ = font_dir;
  cache.max_pages_ = max_pages == 0 ? kDefaultPages : max_pages;
  for (FontFace face : {FontFace::Regular, FontFace::Bold, FontFace::Mono}) {
    const std::filesystem::path path = font_dir / file_name(face);
    if (cache.font(face, 16) == nullptr) {
      return Error{"cannot open font " + path.string() + ": " + TTF_GetError()};
    }
  }
  return cache;
}

TTF_Font* TextCache::font(FontFace face, int pixel_size) {
  const auto key = std::make_pair(static_cast<int>(face), pixel_size);
  if (auto it = fonts_.find(key); it != fonts_.end()) return it->second.get();
  const std::filesystem::path path = font_dir_ / file_name(face);
  FontPtr opened(TTF_OpenFont(path.string().c_str(), pixel_size));
  if (!opened) return nullptr;
  TTF_SetFontHinting(opened.get(), TTF_HINTING_LIGHT);
  TTF_Font* raw = opened.get();
  fonts_.emplace(key, std::move(opened));
  return raw;
}

TextTexture TextCache::get(FontFace face, int pixel_size, std::string_view text) {
  if (text.empty()) return {};
  std::string key = make_key(face, pixel_size, text);
  auto found = entries_.find(key);
  if (found == entries_.end()) {
    TTF_Font* f = font(face, pixel_size);
    if (f == nullptr) return {};
    const std::string text_copy(text);
    SurfacePtr rendered(
        TTF_RenderUTF8_Blended(f, text_copy.c_str(), SDL_Color{255, 255, 255, 255}));
    if (!rendered) return {};
    SurfacePtr surface(SDL_ConvertSurfaceFormat(rendered.get(), SDL_PIXELFORMAT_ARGB8888, 0));
    if (!surface) return {};
    SDL_Rect where{};
    Page* page = place(surface->w, surface->h, where);
    if (page == nullptr) return {};
    if (SDL_UpdateTexture(page->texture.get(), &where, surface->pixels, surface->pitch) != 0) {
      return {};
    }
    ++textures_created_;
    page->keys.push_back(key);
    found = entries_.emplace(std::move(key), Entry{page, where}).first;
  }
  const Entry& entry = found->second;
  entry.page->used = frame_;
  return {entry.page->texture.get(), entry.source,   entry.page->width,
          entry.page->height,        entry.source.w, entry.source.h};
}

TextCache::Page* TextCache::place(int w, int h, SDL_Rect& where) {
  constexpr int kGap = 1;  // between strings
  auto fits = [&](Page& page) {
    if (page.shelf_x + w > page.width) {  // next shelf
      page.shelf_y += page.shelf_h + kGap;
      page.shelf_x = 0;
      page.shelf_h = 0;
    }
    return page.shelf_x + w <= page.width && page.shelf_y + h <= page.height;
  };
  Page* page = pages_.empty() ? nullptr : &pages_.back();
  if (page == nullptr || !fits(*page)) {
    if (pages_.size() >= max_pages_) {  // empty the page least recently used, if not lately
      auto oldest = std::min_element(pages_.begin(), pages_.end(),
                                     [](const Page& a, const Page& b) { return a.used < b.used; });
      if (oldest->used + 1 < frame_) {
        for (const std::string& key : oldest->keys) entries_.erase(key);
        pages_.erase(oldest);
      }
    }
    // A page is at least as large as the string (a 4K window has lines wider than 1024).
    const int pw = std::max(w, kPageSize);
    const int ph = std::max(h, kPageSize);
    TexturePtr texture(
        SDL_CreateTexture(renderer_, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STATIC, pw, ph));
    if (!texture) return nullptr;
    SDL_SetTextureBlendMode(texture.get(), SDL_BLENDMODE_BLEND);
    SDL_SetTextureScaleMode(texture.get(), SDL_ScaleModeNearest);  // drawn pixel for pixel
    page = &pages_.emplace_back(Page{std::move(texture), pw, ph, 0, 0, 0, {}});
    if (!fits(*page)) return nullptr;
  }
  where = {page->shelf_x, page->shelf_y, w, h};
  page->shelf_x += w + kGap;
  page->shelf_h = std::max(page->shelf_h, h);
  return page;
}

std::pair<int, int> TextCache::measure(FontFace face, int pixel_size, std::string_view text) {
  if (text.empty()) return {0, line_height(face, pixel_size)};
  std::string key = make_key(face, pixel_size, text);
  if (auto it = measures_.find(key); it != measures_.end()) return it->second;
  TTF_Font* f = font(face, pixel_size);
  int w = 0;
  int h = 0;
  if (f != nullptr) {
    const std::string text_copy(text);
    TTF_SizeUTF8(f, text_copy.c_str(), &w, &h);
  }
  if (measures_.size() >= kMaxMeasures) measures_.clear();
  measures_.emplace(std::move(key), std::make_pair(w, h));
  return {w, h};
}

int TextCache::line_height(FontFace face, int pixel_size) {
  TTF_Font* f = font(face, pixel_size);
  return f ? TTF_FontLineSkip(f) : pixel_size;
}

int TextCache::ascent(FontFace face, int pixel_size) {
  TTF_Font* f = font(face, pixel_size);
  return f ? TTF_FontAscent(f) : pixel_size;
}

void TextCache::clear() {
  entries_.clear();
  pages_.clear();
  measures_.clear();
}

}  // namespace marienbad::app
