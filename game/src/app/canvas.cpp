#include "app/canvas.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>

namespace marienbad::app {

namespace {

SDL_FRect to_sdl(Rect r) {
  return {r.x, r.y, r.w, r.h};
}
SDL_Color to_sdl(Color c) {
  return {c.r, c.g, c.b, c.a};
}

// Rounds a rectangle to whole pixels so shapes and their corner masks line up.
Rect snap(Rect r) {
  const float x0 = std::round(r.x);
  const float y0 = std::round(r.y);
  return {x0, y0, std::round(r.x + r.w) - x0, std::round(r.y + r.h) - y0};
}

constexpr int kQuadIndices[6] = {0, 1, 2, 0, 2, 3};

std::uint64_t content_id(std::string_view what) {
  return std::hash<std::string_view>{}(what);
}

}  // namespace

Canvas::Canvas(SDL_Renderer* renderer, TextCache& text, const Theme& theme)
    : renderer_(renderer), text_(&text), theme_(&theme), atlas_(renderer) {
  SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_BLEND);
}

void Canvas::begin_frame() {
  // Textures replaced during the last frame were kept for it (and redraw_last_frame).
  atlas_.release_retired();
  text_->release_retired();
  list_.begin(layout_.width, layout_.height);
}

bool Canvas::end_frame() {
  return list_.render(renderer_);
}

void Canvas::redraw_last_frame() {
  list_.invalidate();
  list_.render(renderer_);
}

void Canvas::drop_textures() {
  list_.begin(layout_.width, layout_.height);
  list_.invalidate();
  atlas_.reset();
  atlas_.release_retired();
  images_.clear();
  backdrop_vertices_.clear();
}

template <class Get>
std::optional<Canvas::Uv> Canvas::atlas_uv(Get get) {
  std::optional<SDL_Rect> rect = get();
  if (!rect) {
    atlas_.reset();  // keeps the old texture alive until the frame is drawn
    list_.invalidate();
    rect = get();
    if (!rect) return std::nullopt;
  }
  const float size = static_cast<float>(ShapeAtlas::kSize);
  return Uv{static_cast<float>(rect->x) / size, static_cast<float>(rect->y) / size,
            static_cast<float>(rect->x + rect->w) / size,
            static_cast<float>(rect->y + rect->h) / size};
}

std::optional<Canvas::Uv> Canvas::white_uv() {
  auto uv = atlas_uv([this] { return atlas_.white(); });
  if (!uv) return std::nullopt;
  // Sample the centre of the white block only.
  const float u = (uv->u0 + uv->u1) / 2;
  const float v = (uv->v0 + uv->v1) / 2;
  return Uv{u, v, u, v};
}

void Canvas::push_vertices(const SDL_Vertex (&vertices)[4]) {
  list_.geometry(atlas_.texture(), SDL_BLENDMODE_BLEND, vertices, 4, kQuadIndices, 6);
}

void Canvas::push_quad(Rect dest, Uv uv, Color color) {
  const SDL_Color c = to_sdl(color);
  push_vertices({{{dest.x, dest.y}, c, {uv.u0, uv.v0}},
                 {{dest.right(), dest.y}, c, {uv.u1, uv.v0}},
                 {{dest.right(), dest.bottom()}, c, {uv.u1, uv.v1}},
                 {{dest.x, dest.bottom()}, c, {uv.u0, uv.v1}}});
}

void Canvas::push_quad(const Point (&p)[4], const Color (&colors)[4]) {
  const auto uv = white_uv();
  if (!uv) return;
  SDL_Vertex v[4];
  for (int i = 0; i < 4; ++i) v[i] = {{p[i].x, p[i].y}, to_sdl(colors[i]), {uv->u0, uv->v0}};
  push_vertices(v);
}

void Canvas::clear(Color color) {
  list_.clear(color);
}

void Canvas::background() {
  // A vertical gradient with a soft glow in the upper middle, drawn as one opaque mesh of
  // vertex colours: no texture and no blending, the cheapest full-screen pass there is on
  // software GL (a textured or blended full-screen pass costs several ms per frame there).
  const int w = layout_.width;
  const int h = layout_.height;
  if (backdrop_w_ != w || backdrop_h_ != h || backdrop_vertices_.empty()) {
    constexpr int kCols = 32;
    constexpr int kRows = 18;
    const Palette& c = colors();
    const Color top = c.background_glow.mix(c.background, 0.45f);
    const float fw = static_cast<float>(w);
    const float fh = static_cast<float>(h);
    const float cx = fw / 2;
    const float cy = fh * 0.22f;
    const float radius = std::max(fw, fh) * 0.55f;
    backdrop_vertices_.clear();
    backdrop_indices_.clear();
    for (int j = 0; j <= kRows; ++j) {
      const float y = fh * static_cast<float>(j) / kRows;
      const Color row = top.mix(c.background, y / fh);
      for (int i = 0; i <= kCols; ++i) {
        const float x = fw * static_cast<float>(i) / kCols;
        const float t = std::clamp(
            1.0f - std::sqrt((x - cx) * (x - cx) + (y - cy) * (y - cy)) / radius, 0.0f, 1.0f);
        const Color p = row.mix(c.background_glow, t * t * (3 - 2 * t) * (150.0f / 255.0f));
        backdrop_vertices_.push_back({{x, y}, to_sdl(p), {0, 0}});
      }
    }
    for (int j = 0; j < kRows; ++j) {
      for (int i = 0; i < kCols; ++i) {
        const int a = j * (kCols + 1) + i;
        const int b = a + kCols + 1;
        for (int index : {a, a + 1, b + 1, a, b + 1, b}) backdrop_indices_.push_back(index);
      }
    }
    backdrop_w_ = w;
    backdrop_h_ = h;
  }
  list_.geometry(nullptr, SDL_BLENDMODE_NONE, backdrop_vertices_.data(),
                 static_cast<int>(backdrop_vertices_.size()), backdrop_indices_.data(),
                 static_cast<int>(backdrop_indices_.size()));
}

void Canvas::fill_rect(Rect rect, Color color) {
  if (rect.w <= 0 || rect.h <= 0 || color.a == 0) return;
  if (auto uv = white_uv()) push_quad(rect, *uv, color);
}

void Canvas::outline_rect(Rect rect, float width, Color color) {
  fill_rect({rect.x, rect.y, rect.w, width}, color);
  fill_rect({rect.x, rect.bottom() - width, rect.w, width}, color);
  fill_rect({rect.x, rect.y + width, width, rect.h - 2 * width}, color);
  fill_rect({rect.right() - width, rect.y + width, width, rect.h - 2 * width}, color);
}

void Canvas::gradient_rect(Rect rect, Color top, Color bottom) {
  push_quad({{rect.x, rect.y},
             {rect.right(), rect.y},
             {rect.right(), rect.bottom()},
             {rect.x, rect.bottom()}},
            {top, top, bottom, bottom});
}

void Canvas::corners(Uv uv, Rect rect, float r, Color color) {
  const float um = (uv.u0 + uv.u1) / 2;
  const float vm = (uv.v0 + uv.v1) / 2;
  push_quad({rect.x, rect.y, r, r}, {uv.u0, uv.v0, um, vm}, color);
  push_quad({rect.right() - r, rect.y, r, r}, {um, uv.v0, uv.u1, vm}, color);
  push_quad({rect.x, rect.bottom() - r, r, r}, {uv.u0, vm, um, uv.v1}, color);
  push_quad({rect.right() - r, rect.bottom() - r, r, r}, {um, vm, uv.u1, uv.v1}, color);
}

void Canvas::rounded_rect(Rect rect, float radius, Color color) {
  rect = snap(rect);
  const float r = std::floor(std::min({radius, rect.w / 2, rect.h / 2}));
  if (r < 1) return fill_rect(rect, color);
  const int ri = std::min(static_cast<int>(r), ShapeAtlas::kMaxRadius);
  const auto uv = atlas_uv([&] { return atlas_.disc(ri); });
  if (!uv) return fill_rect(rect, color);
  corners(*uv, rect, r, color);
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
  const int ri = std::min(static_cast<int>(r), ShapeAtlas::kMaxRadius);
  const int ti = std::clamp(static_cast<int>(t * static_cast<float>(ri) / r), 1, ri);
  if (auto uv = atlas_uv([&] { return atlas_.ring(ri, ti); })) corners(*uv, rect, r, color);
  fill_rect({rect.x + r, rect.y, rect.w - 2 * r, t}, color);
  fill_rect({rect.x + r, rect.bottom() - t, rect.w - 2 * r, t}, color);
  fill_rect({rect.x, rect.y + r, t, rect.h - 2 * r}, color);
  fill_rect({rect.right() - t, rect.y + r, t, rect.h - 2 * r}, color);
}

void Canvas::drop_shadow(Rect rect, float radius, float offset, Color color) {
  if (offset <= 0) return;
  const float r = std::floor(std::min({radius, rect.w / 2, rect.h / 2}));
  // The lower part of the offset shape: its top half hides behind the rectangle's corners.
  const float band = std::min(rect.h, 2 * r + offset);
  rounded_rect({rect.x, rect.bottom() + offset - band, rect.w, band}, r, color);
}

void Canvas::panel(Rect rect, Color fill, Color border, float radius) {
  if (fill.a == 255) {
    drop_shadow(rect, radius, px(6), colors().shadow);
  } else {  // the whole shadow shows through a translucent panel: keep its tone even
    rounded_rect({rect.x, rect.y + px(6), rect.w, rect.h}, radius, colors().shadow);
  }
  rounded_rect(rect, radius, fill);
  rounded_outline(rect, radius, std::max(1.0f, px(1.5f)), border);
}

void Canvas::disc(Point center, float radius, Color color) {
  const int r = static_cast<int>(std::lround(radius));
  if (r < 1) return;
  const auto uv = atlas_uv([&] { return atlas_.disc(std::min(r, ShapeAtlas::kMaxRadius)); });
  if (!uv) return;
  const float rf = static_cast<float>(r);
  push_quad({std::round(center.x - rf), std::round(center.y - rf), 2 * rf, 2 * rf}, *uv, color);
}

void Canvas::circle(Point center, float radius, float width, Color color) {
  const int r = static_cast<int>(std::lround(radius));
  if (r < 1) return;
  const int ri = std::min(r, ShapeAtlas::kMaxRadius);
  const int w = std::clamp(
      static_cast<int>(std::lround(width * static_cast<float>(ri) / static_cast<float>(r))), 1, ri);
  const auto uv = atlas_uv([&] { return atlas_.ring(ri, w); });
  if (!uv) return;
  const float rf = static_cast<float>(r);
  push_quad({std::round(center.x - rf), std::round(center.y - rf), 2 * rf, 2 * rf}, *uv, color);
}

void Canvas::quad(Point a, Point b, Point c, Point d, Color color) {
  push_quad({a, b, c, d}, {color, color, color, color});
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
  // A degenerate quad (c twice) keeps everything in one batch.
  quad(a, b, c, c, color);
}

void Canvas::glow(Point center, float radius, Color color) {
  const auto uv = atlas_uv([this] { return atlas_.glow(); });
  if (!uv) return;
  push_quad({center.x - radius, center.y - radius, 2 * radius, 2 * radius}, *uv, color);
}

void Canvas::set_clip(std::optional<Rect> rect) {
  if (!rect) {
    list_.set_clip(std::nullopt);
    return;
  }
  const Rect s = snap(*rect);
  list_.set_clip(SDL_Rect{static_cast<int>(s.x), static_cast<int>(s.y), static_cast<int>(s.w),
                          static_cast<int>(s.h)});
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
  list_.copy(slot.get(), content_id(bmp.string()), tint_color, to_sdl(dest));
  return true;
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
    const std::string key = std::to_string(static_cast<int>(style.face)) + '|' +
                            std::to_string(style.px) + '|' + std::string(text);
    list_.copy(t.texture, content_id(key), style.color, to_sdl(box));
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
