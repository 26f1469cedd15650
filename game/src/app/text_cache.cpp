#include "app/text_cache.hpp"

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
                                  std::size_t capacity) {
  if (TTF_WasInit() == 0 && TTF_Init() != 0) {
    return Error{std::string("cannot initialise SDL_ttf: ") + TTF_GetError()};
  }
  TextCache cache;
  cache.renderer_ = renderer;
  cache.font_dir_ = font_dir;
  cache.capacity_ = capacity == 0 ? kDefaultCapacity : capacity;
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
  if (auto it = index_.find(key); it != index_.end()) {
    entries_.splice(entries_.begin(), entries_, it->second);  // now most recently used
    const Entry& entry = *it->second;
    return {entry.texture.get(), entry.width, entry.height};
  }
  TTF_Font* f = font(face, pixel_size);
  if (f == nullptr) return {};
  const std::string text_copy(text);
  SurfacePtr surface(TTF_RenderUTF8_Blended(f, text_copy.c_str(), SDL_Color{255, 255, 255, 255}));
  if (!surface) return {};
  TexturePtr texture(SDL_CreateTextureFromSurface(renderer_, surface.get()));
  if (!texture) return {};
  ++textures_created_;
  SDL_SetTextureBlendMode(texture.get(), SDL_BLENDMODE_BLEND);
  Entry entry{key, std::move(texture), surface->w, surface->h};
  entries_.push_front(std::move(entry));
  index_[key] = entries_.begin();
  while (entries_.size() > capacity_) {
    index_.erase(entries_.back().key);
    entries_.pop_back();
  }
  const Entry& front = entries_.front();
  return {front.texture.get(), front.width, front.height};
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
  index_.clear();
  entries_.clear();
  measures_.clear();
}

}  // namespace marienbad::app
