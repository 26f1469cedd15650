#include "app/text_cache.hpp"

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

std::optional<AtlasImage> TextCache::get(FontFace face, int pixel_size, std::string_view text) {
  if (text.empty()) return std::nullopt;
  const std::string key = make_key(face, pixel_size, text);
  std::optional<AtlasImage> image = pages_->find(key);
  if (!image) {
    TTF_Font* f = font(face, pixel_size);
    if (f == nullptr) return std::nullopt;
    const std::string text_copy(text);
    SurfacePtr rendered(
        TTF_RenderUTF8_Blended(f, text_copy.c_str(), SDL_Color{255, 255, 255, 255}));
    if (!rendered) return std::nullopt;
    SurfacePtr surface(SDL_ConvertSurfaceFormat(rendered.get(), SDL_PIXELFORMAT_ARGB8888, 0));
    if (!surface) return std::nullopt;
    image = pages_->add(key, surface->w, surface->h, surface->pixels, surface->pitch);
    if (image) ++textures_created_;
  }
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
