#include "app/text_cache.hpp"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>

namespace marienbad::app {

namespace {
constexpr std::size_t kMaxMeasures = 4096;

// Text keys begin with the face's digit (shape keys with a letter).
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

Result<TextCache> TextCache::open(AtlasPages& pages, const std::filesystem::path& font_dir) {
  if (TTF_WasInit() == 0 && TTF_Init() != 0) {
    return Error{std::string("cannot initialise SDL_ttf: ") + TTF_GetError()};
  }
  TextCache cache;
  cache.pages_ = &pages;
  cache.font_dir_ = font_dir;
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

std::optional<TextImage> TextCache::get(FontFace face, int pixel_size, std::string_view text) {
  if (text.empty()) return std::nullopt;
  const std::string key = make_key(face, pixel_size, text);
  if (auto found = placed_.find(key); found != placed_.end()) {
    const Placement& placed = found->second;
    TextImage image{placed.width, placed.height, std::nullopt, placed.ink_offset};
    if (!placed.inked) return image;
    image.ink = pages_->find(key);
    if (image.ink) return image;
  }
  TTF_Font* f = font(face, pixel_size);
  if (f == nullptr) return std::nullopt;
  const std::string text_copy(text);
  SurfacePtr rendered(TTF_RenderUTF8_Blended(f, text_copy.c_str(), SDL_Color{255, 255, 255, 255}));
  if (!rendered) return std::nullopt;
  SurfacePtr surface(SDL_ConvertSurfaceFormat(rendered.get(), SDL_PIXELFORMAT_ARGB8888, 0));
  if (!surface) return std::nullopt;
  TextImage image;
  image.width = surface->w;
  image.height = surface->h;
  // The smallest rectangle holding every texel that is not fully transparent.
  int x0 = surface->w;
  int y0 = surface->h;
  int x1 = 0;
  int y1 = 0;
  for (int y = 0; y < surface->h; ++y) {
    const auto* row = reinterpret_cast<const std::uint32_t*>(
        static_cast<const std::uint8_t*>(surface->pixels) + y * surface->pitch);
    for (int x = 0; x < surface->w; ++x) {
      if ((row[x] >> 24) == 0) continue;
      x0 = std::min(x0, x);
      y0 = std::min(y0, y);
      x1 = std::max(x1, x + 1);
      y1 = std::max(y1, y + 1);
    }
  }
  if (x0 < x1 && y0 < y1) {
    const auto* first =
        static_cast<const std::uint8_t*>(surface->pixels) + y0 * surface->pitch + x0 * 4;
    image.ink = pages_->add(key, x1 - x0, y1 - y0, first, surface->pitch);
    if (!image.ink) return std::nullopt;
    image.ink_offset = {x0, y0};
    ++textures_created_;
  }
  if (placed_.size() >= kMaxMeasures) placed_.clear();
  placed_[key] = Placement{image.width, image.height, image.ink_offset, image.ink.has_value()};
  return image;
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

}  // namespace marienbad::app
