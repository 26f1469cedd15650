#include "app/text_cache.hpp"
#include "app/log.hpp"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

namespace marienbad::app {

namespace {
constexpr std::size_t kMaxMeasures = 4096;
// Characters missing from the fonts named in the log (a hostile string cannot fill it).
constexpr std::size_t kMaxMissingLogged = 32;
constexpr char32_t kInvalid = 0x110000;  // not a code point: a byte that is not UTF-8
constexpr char32_t kReplacement = 0xFFFD;

bool continuation(char c) {
  return (static_cast<unsigned char>(c) & 0xC0) == 0x80;
}

// Text keys begin with the face's digit (shape keys with a letter), then the size, '|' and
// the text: its first kMaxLineBytes bytes at most, cut at a character and then ended with
// "…" (the rest could not be drawn: a line that long is wider than kMaxLineWidth).
std::string make_key(FontFace face, int pixel_size, std::string_view text) {
  bool cut = false;
  if (text.size() > TextCache::kMaxLineBytes) {
    std::size_t end = TextCache::kMaxLineBytes - TextCache::kEllipsis.size();
    while (end > 0 && continuation(text[end])) --end;
    text = text.substr(0, end);
    cut = true;
  }
  std::string key;
  key.reserve(text.size() + 16);
  key += static_cast<char>('0' + static_cast<int>(face));
  key += std::to_string(pixel_size);
  key += '|';
  key += text;
  if (cut) key += TextCache::kEllipsis;
  return key;
}

std::string_view key_text(std::string_view key) {
  return key.substr(key.find('|') + 1);
}

// The character at text[i] and its length in bytes; a byte that does not begin a valid
// UTF-8 sequence is one kInvalid.
std::pair<char32_t, std::size_t> decode(std::string_view text, std::size_t i) {
  const auto byte = static_cast<unsigned char>(text[i]);
  std::size_t length = 0;
  char32_t c = 0;
  if (byte < 0x80) return {byte, 1};
  if (byte >= 0xC2 && byte <= 0xDF) {
    length = 2;
    c = byte & 0x1F;
  } else if (byte >= 0xE0 && byte <= 0xEF) {
    length = 3;
    c = byte & 0x0F;
  } else if (byte >= 0xF0 && byte <= 0xF4) {
    length = 4;
    c = byte & 0x07;
  } else {
    return {kInvalid, 1};
  }
  if (i + length > text.size()) return {kInvalid, 1};
  for (std::size_t k = 1; k < length; ++k) {
    if (!continuation(text[i + k])) return {kInvalid, 1};
    c = (c << 6) | (static_cast<unsigned char>(text[i + k]) & 0x3F);
  }
  // Overlong forms, surrogates and code points past U+10FFFF are not characters.
  const char32_t least = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000;
  if (c < least || (c >= 0xD800 && c <= 0xDFFF) || c > 0x10FFFF) return {kInvalid, 1};
  return {c, length};
}

std::pair<int, int> size_of(TTF_Font* font, const std::string& text) {
  int w = 0;
  int h = 0;
  if (!text.empty()) TTF_SizeUTF8(font, text.c_str(), &w, &h);
  return {w, h};
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

void TextCache::log_missing(FontFace face, char32_t c, std::string_view replacement) {
  if (c == kInvalid) return;  // not a character: nothing the font could have
  if (missing_logged_.size() >= kMaxMissingLogged ||
      std::find(missing_logged_.begin(), missing_logged_.end(), c) != missing_logged_.end()) {
    return;
  }
  missing_logged_.push_back(c);
  log_warn("the font {} has no character U+{:04X}: drawn as {}", file_name(face),
           static_cast<std::uint32_t>(c), replacement);
}

TextCache::Drawable TextCache::drawable(TTF_Font* f, FontFace face, std::string_view text) {
  Drawable result;
  std::string& out = result.text;
  out.reserve(text.size());
  const std::string_view replacement = TTF_GlyphIsProvided32(f, kReplacement) != 0 ? "\uFFFD" : "?";
  for (std::size_t i = 0; i < text.size();) {
    const auto byte = static_cast<unsigned char>(text[i]);
    if (byte >= 0x20 && byte < 0x7F) {  // printable ASCII: every face has it
      out += static_cast<char>(byte);
      ++i;
      continue;
    }
    const auto [c, length] = decode(text, i);
    // Control characters (a line has no '\n' or tab) and what the font lacks would be
    // drawn as an empty box, which says nothing.
    const bool control = c < 0x20 || (c >= 0x7F && c < 0xA0);
    if (c != kInvalid && !control && TTF_GlyphIsProvided32(f, static_cast<Uint32>(c)) != 0) {
      out.append(text.substr(i, length));
    } else {
      out += replacement;
      log_missing(face, c, replacement);
    }
    i += length;
  }
  std::tie(result.width, result.height) = size_of(f, out);
  if (result.width > kMaxLineWidth) {
    out = cut(f, out, kMaxLineWidth);
    std::tie(result.width, result.height) = size_of(f, out);
  }
  return result;
}

std::string TextCache::cut(TTF_Font* f, const std::string& text, int max_width) {
  const std::string ellipsis(kEllipsis);
  if (size_of(f, ellipsis).first > max_width) return {};
  std::vector<std::size_t> starts;  // each character's first byte
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (!continuation(text[i])) starts.push_back(i);
  }
  // The first n characters, without the spaces they end with, and "…".
  const auto cut_after = [&](std::size_t n) {
    std::string out = text.substr(0, n < starts.size() ? starts[n] : text.size());
    while (!out.empty() && out.back() == ' ') out.pop_back();
    return out + ellipsis;
  };
  // Widths grow with the prefix: the longest that fits, by halving (no prefix fits, all of
  // them does not: the caller measured it too wide).
  std::size_t fits = 0;
  std::size_t too_wide = starts.size();
  while (too_wide - fits > 1) {
    const std::size_t middle = fits + (too_wide - fits) / 2;
    if (size_of(f, cut_after(middle)).first <= max_width) {
      fits = middle;
    } else {
      too_wide = middle;
    }
  }
  return cut_after(fits);
}

std::string TextCache::elide(FontFace face, int pixel_size, std::string_view text, int max_width) {
  if (text.empty()) return {};
  std::string key = make_key(face, pixel_size, text);
  key = std::to_string(max_width) + '/' + key;
  if (auto found = elided_.find(key); found != elided_.end()) return found->second;
  TTF_Font* f = font(face, pixel_size);
  if (f == nullptr) return {};
  const std::string_view bounded = key_text(key);
  Drawable drawn = drawable(f, face, bounded);
  std::string result =
      drawn.width <= max_width ? std::string(bounded) : cut(f, drawn.text, max_width);
  if (elided_.size() >= kMaxMeasures) elided_.clear();
  elided_.emplace(std::move(key), result);
  return result;
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
  const Drawable drawn = drawable(f, face, key_text(key));
  if (drawn.text.empty()) return std::nullopt;
  SurfacePtr rendered(TTF_RenderUTF8_Blended(f, drawn.text.c_str(), SDL_Color{255, 255, 255, 255}));
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
    const Drawable drawn = drawable(f, face, key_text(key));
    w = drawn.width;
    h = drawn.height;
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
