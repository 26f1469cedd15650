#include "app/canvas.hpp"

#include <algorithm>
#include <array>
#include <cmath>

namespace marienbad::app {

namespace {

SDL_FRect to_sdl(Rect r) {
  return {r.x, r.y, r.w, r.h};
}
SDL_Color to_sdl(Color c) {
  return {c.r, c.g, c.b, c.a};
}

// Rounds a rectangle to whole pixels so shapes and their corner textures line up.
Rect snap(Rect r) {
  const float x0 = std::round(r.x);
  const float y0 = std::round(r.y);
  return {x0, y0, std::round(r.x + r.w) - x0, std::round(r.y + r.h) - y0};
}

// A white texture whose alpha is `coverage(dx, dy)` for offsets from the centre of pixel (x, y).
template <class Coverage>
TexturePtr coverage_texture(SDL_Renderer* renderer, int size, Coverage coverage, bool linear) {
  SurfacePtr surface(SDL_CreateRGBSurfaceWithFormat(0, size, size, 32, SDL_PIXELFORMAT_ARGB8888));
  if (!surface) return nullptr;
  auto* pixels = static_cast<std::uint32_t*>(surface->pixels);
  const int pitch = surface->pitch / 4;
  const float half = static_cast<float>(size) / 2.0f;
  for (int y = 0; y < size; ++y) {
    for (int x = 0; x < size; ++x) {
      const float dx = static_cast<float>(x) + 0.5f - half;
      const float dy = static_cast<float>(y) + 0.5f - half;
      const float alpha = std::clamp(coverage(std::sqrt(dx * dx + dy * dy)), 0.0f, 1.0f);
      const auto a = static_cast<std::uint32_t>(std::lround(alpha * 255.0f));
      pixels[y * pitch + x] = (a << 24) | 0x00ffffffu;
    }
  }
  TexturePtr texture(SDL_CreateTextureFromSurface(renderer, surface.get()));
  if (texture) {
    SDL_SetTextureBlendMode(texture.get(), SDL_BLENDMODE_BLEND);
    SDL_SetTextureScaleMode(texture.get(), linear ? SDL_ScaleModeLinear : SDL_ScaleModeNearest);
  }
  return texture;
}

void tint(SDL_Texture* texture, Color color) {
  SDL_SetTextureColorMod(texture, color.r, color.g, color.b);
  SDL_SetTextureAlphaMod(texture, color.a);
}

}  // namespace

Canvas::Canvas(SDL_Renderer* renderer, TextCache& text, const Theme& theme)
    : renderer_(renderer), text_(&text), theme_(&theme) {
  SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_BLEND);
}

void Canvas::set_color(Color color) {
  SDL_SetRenderDrawColor(renderer_, color.r, color.g, color.b, color.a);
}

void Canvas::clear(Color color) {
  set_color(color);
  SDL_RenderClear(renderer_);
}

void Canvas::background() {
  const Palette& c = colors();
  const Rect screen = layout_.screen();
  gradient_rect(screen, c.background_glow.mix(c.background, 0.45f), c.background);
  const float radius = std::max(screen.w, screen.h) * 0.55f;
  glow({screen.center_x(), screen.h * 0.22f}, radius, c.background_glow.with_alpha(150));
}

void Canvas::fill_rect(Rect rect, Color color) {
  if (rect.w <= 0 || rect.h <= 0) return;
  set_color(color);
  const SDL_FRect r = to_sdl(rect);
  SDL_RenderFillRectF(renderer_, &r);
}

void Canvas::outline_rect(Rect rect, float width, Color color) {
  fill_rect({rect.x, rect.y, rect.w, width}, color);
  fill_rect({rect.x, rect.bottom() - width, rect.w, width}, color);
  fill_rect({rect.x, rect.y + width, width, rect.h - 2 * width}, color);
  fill_rect({rect.right() - width, rect.y + width, width, rect.h - 2 * width}, color);
}

void Canvas::gradient_rect(Rect rect, Color top, Color bottom) {
  const std::array<SDL_Vertex, 4> v{{
      {{rect.x, rect.y}, to_sdl(top), {0, 0}},
      {{rect.right(), rect.y}, to_sdl(top), {0, 0}},
      {{rect.right(), rect.bottom()}, to_sdl(bottom), {0, 0}},
      {{rect.x, rect.bottom()}, to_sdl(bottom), {0, 0}},
  }};
  const std::array<int, 6> indices{0, 1, 2, 0, 2, 3};
  SDL_RenderGeometry(renderer_, nullptr, v.data(), 4, indices.data(), 6);
}

SDL_Texture* Canvas::disc_texture(int radius) {
  auto& slot = discs_[radius];
  if (!slot) {
    const float r = static_cast<float>(radius);
    slot = coverage_texture(
        renderer_, 2 * radius, [r](float d) { return r - d + 0.5f; }, false);
  }
  return slot.get();
}

SDL_Texture* Canvas::ring_texture(int radius, int width) {
  auto& slot = rings_[{radius, width}];
  if (!slot) {
    const float r = static_cast<float>(radius);
    const float inner = r - static_cast<float>(width);
    slot = coverage_texture(
        renderer_, 2 * radius,
        [r, inner](float d) {
          return std::clamp(r - d + 0.5f, 0.0f, 1.0f) - std::clamp(inner - d + 0.5f, 0.0f, 1.0f);
        },
        false);
  }
  return slot.get();
}

SDL_Texture* Canvas::glow_texture() {
  if (!glow_) {
    constexpr int kSize = 128;
    glow_ = coverage_texture(
        renderer_, kSize,
        [](float d) {
          const float t = std::clamp(1.0f - d / (kSize / 2.0f), 0.0f, 1.0f);
          return t * t * (3 - 2 * t);  // smoothstep falloff
        },
        true);
  }
  return glow_.get();
}

void Canvas::corners(SDL_Texture* texture, Rect rect, float r, Color color) {
  if (texture == nullptr) return;
  tint(texture, color);
  const int ri = static_cast<int>(r);
  const std::array<SDL_Rect, 4> sources{
      {{0, 0, ri, ri}, {ri, 0, ri, ri}, {0, ri, ri, ri}, {ri, ri, ri, ri}}};
  const std::array<SDL_FRect, 4> dests{{{rect.x, rect.y, r, r},
                                        {rect.right() - r, rect.y, r, r},
                                        {rect.x, rect.bottom() - r, r, r},
                                        {rect.right() - r, rect.bottom() - r, r, r}}};
  for (std::size_t i = 0; i < 4; ++i) SDL_RenderCopyF(renderer_, texture, &sources[i], &dests[i]);
}

void Canvas::rounded_rect(Rect rect, float radius, Color color) {
  rect = snap(rect);
  const float r = std::floor(std::min({radius, rect.w / 2, rect.h / 2}));
  if (r < 1) return fill_rect(rect, color);
  corners(disc_texture(static_cast<int>(r)), rect, r, color);
  // Three non-overlapping bands, so translucent colours are not doubled.
  fill_rect({rect.x + r, rect.y, rect.w - 2 * r, rect.h}, color);
  fill_rect({rect.x, rect.y + r, r, rect.h - 2 * r}, color);
  fill_rect({rect.right() - r, rect.y + r, r, rect.h - 2 * r}, color);
}

void Canvas::rounded_outline(Rect rect, float radius, float width, Color color) {
  rect = snap(rect);
  const float r = std::floor(std::min({radius, rect.w / 2, rect.h / 2}));
  const float t = std::max(1.0f, std::round(width));
  if (r < 1) return outline_rect(rect, t, color);
  corners(ring_texture(static_cast<int>(r), static_cast<int>(std::min(t, r))), rect, r, color);
  fill_rect({rect.x + r, rect.y, rect.w - 2 * r, t}, color);
  fill_rect({rect.x + r, rect.bottom() - t, rect.w - 2 * r, t}, color);
  fill_rect({rect.x, rect.y + r, t, rect.h - 2 * r}, color);
  fill_rect({rect.right() - t, rect.y + r, t, rect.h - 2 * r}, color);
}

void Canvas::panel(Rect rect, Color fill, Color border, float radius) {
  const float shadow = px(6);
  rounded_rect({rect.x, rect.y + shadow, rect.w, rect.h}, radius, colors().shadow);
  rounded_rect(rect, radius, fill);
  rounded_outline(rect, radius, std::max(1.0f, px(1.5f)), border);
}

void Canvas::disc(Point center, float radius, Color color) {
  const int r = static_cast<int>(std::lround(radius));
  if (r < 1) return;
  SDL_Texture* texture = disc_texture(r);
  if (texture == nullptr) return;
  tint(texture, color);
  const float rf = static_cast<float>(r);
  const SDL_FRect dest{std::round(center.x - rf), std::round(center.y - rf), 2 * rf, 2 * rf};
  SDL_RenderCopyF(renderer_, texture, nullptr, &dest);
}

void Canvas::circle(Point center, float radius, float width, Color color) {
  const int r = static_cast<int>(std::lround(radius));
  if (r < 1) return;
  const int w = std::clamp(static_cast<int>(std::lround(width)), 1, r);
  SDL_Texture* texture = ring_texture(r, w);
  if (texture == nullptr) return;
  tint(texture, color);
  const float rf = static_cast<float>(r);
  const SDL_FRect dest{std::round(center.x - rf), std::round(center.y - rf), 2 * rf, 2 * rf};
  SDL_RenderCopyF(renderer_, texture, nullptr, &dest);
}

void Canvas::quad(Point a, Point b, Point c, Point d, Color color) {
  const SDL_Color col = to_sdl(color);
  const std::array<SDL_Vertex, 4> v{{{{a.x, a.y}, col, {0, 0}},
                                     {{b.x, b.y}, col, {0, 0}},
                                     {{c.x, c.y}, col, {0, 0}},
                                     {{d.x, d.y}, col, {0, 0}}}};
  const std::array<int, 6> indices{0, 1, 2, 0, 2, 3};
  SDL_RenderGeometry(renderer_, nullptr, v.data(), 4, indices.data(), 6);
}

void Canvas::line(Point from, Point to, float width, Color color) {
  const float dx = to.x - from.x;
  const float dy = to.y - from.y;
  const float length = std::sqrt(dx * dx + dy * dy);
  if (length <= 0) return;
  const float nx = -dy / length * width / 2;
  const float ny = dx / length * width / 2;
  quad({from.x + nx, from.y + ny}, {to.x + nx, to.y + ny}, {to.x - nx, to.y - ny},
       {from.x - nx, from.y - ny}, color);
}

void Canvas::capsule(Point from, Point to, float width, Color color) {
  line(from, to, width, color);
  disc(from, width / 2, color);
  disc(to, width / 2, color);
}

void Canvas::triangle(Point a, Point b, Point c, Color color) {
  const SDL_Color col = to_sdl(color);
  const std::array<SDL_Vertex, 3> v{
      {{{a.x, a.y}, col, {0, 0}}, {{b.x, b.y}, col, {0, 0}}, {{c.x, c.y}, col, {0, 0}}}};
  SDL_RenderGeometry(renderer_, nullptr, v.data(), 3, nullptr, 0);
}

void Canvas::glow(Point center, float radius, Color color) {
  SDL_Texture* texture = glow_texture();
  if (texture == nullptr) return;
  tint(texture, color);
  const SDL_FRect dest{center.x - radius, center.y - radius, 2 * radius, 2 * radius};
  SDL_RenderCopyF(renderer_, texture, nullptr, &dest);
}

void Canvas::set_clip(std::optional<Rect> rect) {
  if (!rect) {
    SDL_RenderSetClipRect(renderer_, nullptr);
    return;
  }
  const Rect s = snap(*rect);
  const SDL_Rect clip{static_cast<int>(s.x), static_cast<int>(s.y), static_cast<int>(s.w),
                      static_cast<int>(s.h)};
  SDL_RenderSetClipRect(renderer_, &clip);
}

bool Canvas::image(const std::filesystem::path& bmp, Rect dest, Color tint_color) {
  auto& slot = images_[bmp.string()];
  if (!slot) {
    SurfacePtr surface(SDL_LoadBMP(bmp.string().c_str()));
    if (!surface) return false;
    slot.reset(SDL_CreateTextureFromSurface(renderer_, surface.get()));
    if (!slot) return false;
    SDL_SetTextureScaleMode(slot.get(), SDL_ScaleModeLinear);
  }
  tint(slot.get(), tint_color);
  const SDL_FRect d = to_sdl(dest);
  return SDL_RenderCopyF(renderer_, slot.get(), nullptr, &d) == 0;
}

Size Canvas::measure(std::string_view text, const TextStyle& style) {
  const auto [w, h] = text_->measure(style.face, style.px, text);
  return {static_cast<float>(w), static_cast<float>(h)};
}

float Canvas::line_height(const TextStyle& style) {
  return static_cast<float>(text_->line_height(style.face, style.px));
}

Rect Canvas::text(std::string_view text, Point anchor, const TextStyle& style, Align align,
                  VAlign valign) {
  const TextTexture t = text_->get(style.face, style.px, text);
  const float w = static_cast<float>(t.width);
  const float h = t.texture ? static_cast<float>(t.height) : line_height(style);
  float x = anchor.x;
  float y = anchor.y;
  if (align == Align::Center) x -= w / 2;
  if (align == Align::Right) x -= w;
  if (valign == VAlign::Middle) y -= h / 2;
  if (valign == VAlign::Bottom) y -= h;
  const Rect box{std::round(x), std::round(y), w, h};
  if (t.texture != nullptr) {
    tint(t.texture, style.color);
    const SDL_FRect dest = to_sdl(box);
    SDL_RenderCopyF(renderer_, t.texture, nullptr, &dest);
  }
  return box;
}

std::vector<std::string> Canvas::wrap(std::string_view text, const TextStyle& style,
                                      float max_width) {
  std::string key = std::to_string(static_cast<int>(style.face)) + '|' + std::to_string(style.px) +
                    '|' + std::to_string(static_cast<int>(max_width)) + '|';
  key += text;
  if (auto it = wrap_cache_.find(key); it != wrap_cache_.end()) return it->second;

  std::vector<std::string> lines;
  std::size_t start = 0;
  while (start <= text.size()) {
    const std::size_t end = std::min(text.find('\n', start), text.size());
    const std::string_view paragraph = text.substr(start, end - start);
    std::string line;
    std::size_t pos = 0;
    while (pos < paragraph.size()) {
      const std::size_t space = std::min(paragraph.find(' ', pos), paragraph.size());
      const std::string_view word = paragraph.substr(pos, space - pos);
      std::string candidate = line.empty() ? std::string(word) : line + ' ' + std::string(word);
      if (!line.empty() && measure(candidate, style).w > max_width) {
        lines.push_back(std::move(line));
        line = std::string(word);
      } else {
        line = std::move(candidate);
      }
      pos = space + 1;
    }
    lines.push_back(std::move(line));
    start = end + 1;
  }
  if (wrap_cache_.size() > 1024) wrap_cache_.clear();
  wrap_cache_.emplace(std::move(key), lines);
  return lines;
}

float Canvas::wrapped_height(std::string_view text, const TextStyle& style, float max_width) {
  return static_cast<float>(wrap(text, style, max_width).size()) * line_height(style);
}

Rect Canvas::text_box(std::string_view text, Rect box, const TextStyle& style, Align align,
                      VAlign valign) {
  const std::vector<std::string> lines = wrap(text, style, box.w);
  const float lh = line_height(style);
  const float total = static_cast<float>(lines.size()) * lh;
  float y = box.y;
  if (valign == VAlign::Middle) y = box.y + (box.h - total) / 2;
  if (valign == VAlign::Bottom) y = box.bottom() - total;
  float x = box.x;
  if (align == Align::Center) x = box.center_x();
  if (align == Align::Right) x = box.right();
  for (std::size_t i = 0; i < lines.size(); ++i) {
    this->text(lines[i], {x, y + static_cast<float>(i) * lh}, style, align, VAlign::Top);
  }
  return {box.x, y, box.w, total};
}

}  // namespace marienbad::app

namespace marienbad::app {
void Canvas::drop_textures() {
  discs_.clear();
  rings_.clear();
  glow_.reset();
  images_.clear();
}
}  // namespace marienbad::app
