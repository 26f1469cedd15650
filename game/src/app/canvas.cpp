#include "app/canvas.hpp"

#include "app/canvas_raised_layer.hpp"
#include "app/driver_facts.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>

namespace marienbad::app {

namespace {

SDL_Color to_sdl(Color c) {
  return {c.r, c.g, c.b, c.a};
}

constexpr int kQuadIndices[6] = {0, 1, 2, 0, 2, 3};

}  // namespace

// While the canvas draws the backdrop (or a hole's part of it), what it draws covers nothing
// (a layer may still go there) and, for a hole, is not clipped: set for the pass, restored
// after it.
class Canvas::BackdropPass {
 public:
  BackdropPass(Canvas& canvas, bool unclipped) : canvas_(canvas), unclipped_(unclipped) {
    if (unclipped_) {
      canvas_.flush();
      if (canvas_.clipped_) SDL_RenderSetClipRect(canvas_.renderer_, nullptr);
      clip_empty_ = std::exchange(canvas_.clip_empty_, false);
    }
    canvas_.plan_.set_drawing_backdrop(true);
  }
  ~BackdropPass() {
    canvas_.plan_.set_drawing_backdrop(false);
    if (!unclipped_) return;
    canvas_.flush();
    canvas_.clip_empty_ = clip_empty_;
    if (canvas_.clipped_) SDL_RenderSetClipRect(canvas_.renderer_, &canvas_.clip_rect_);
  }
  BackdropPass(const BackdropPass&) = delete;
  BackdropPass& operator=(const BackdropPass&) = delete;

 private:
  Canvas& canvas_;
  bool unclipped_;
  bool clip_empty_ = false;
};

Canvas::Canvas(SDL_Renderer* renderer, AtlasPages& pages, TextCache& text, const Theme& theme)
    : renderer_(renderer),
      pages_(&pages),
      text_(&text),
      theme_(&theme),
      // Shapes drawn scaled: half as many pages as the main atlas.
      scaled_pages_(renderer, SDL_ScaleModeLinear, 2, AtlasPages::kDefaultPages / 2),
      atlas_(pages),
      scaled_atlas_(scaled_pages_) {
  SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_BLEND);
}

Canvas::~Canvas() = default;

void Canvas::begin_frame() {
  ++frame_;
  pages_->next_frame();
  scaled_pages_.next_frame();
  plan_.begin_frame();
  batches_.discard();
  set_clip(std::nullopt);
}

void Canvas::end_frame() {
  draw_backdrop();
  fill_holes(std::nullopt);
  flush();
  set_clip(std::nullopt);
}

void Canvas::drop_textures() {
  batches_.discard();
  pages_->clear();
  scaled_pages_.clear();
  images_.clear();
  backdrop_.forget();
  plan_.forget();
  raised_layers_.clear();
  ++generation_;
}

void Canvas::geometry(SDL_Texture* texture, SDL_BlendMode blend, const SDL_Vertex* vertices,
                      int vertex_count, const int* indices, int index_count) {
  if (vertex_count <= 0 || index_count <= 0 || clip_empty_) return;
  if (!opaque_part_) draw_backdrop();
  float x0 = vertices[0].position.x;
  float y0 = vertices[0].position.y;
  float x1 = x0;
  float y1 = y0;
  for (int i = 1; i < vertex_count; ++i) {
    x0 = std::min(x0, vertices[i].position.x);
    y0 = std::min(y0, vertices[i].position.y);
    x1 = std::max(x1, vertices[i].position.x);
    y1 = std::max(y1, vertices[i].position.y);
  }
  const Rect box{x0, y0, x1 - x0, y1 - y0};
  if (target_ == nullptr && plan_.on_backdrop() && !opaque_part_) fill_holes(box);
  if (target_ == nullptr) plan_.cover(box);
  batches_.add(texture, blend, vertices, vertex_count, indices, index_count, offset_,
               {x0, y0, x1 - x0, y1 - y0});
}

void Canvas::flush() {
  draw_calls_ += batches_.send(renderer_);
}

void Canvas::begin_target(SDL_Texture* target, Point origin) {
  flush();
  target_ = target;
  SDL_SetRenderTarget(renderer_, target);
  offset_ = {-origin.x, -origin.y};
  set_clip(std::nullopt);
  SDL_SetRenderDrawColor(renderer_, 0, 0, 0, 0);
  SDL_RenderClear(renderer_);
  ++draw_calls_;
}

void Canvas::end_target() {
  flush();
  target_ = nullptr;
  SDL_SetRenderTarget(renderer_, nullptr);
  offset_ = {};
  set_clip(std::nullopt);
}

void Canvas::texture(SDL_Texture* texture, Rect dest, Color tint, std::optional<SDL_Rect> source) {
  if (texture == nullptr || tint.a == 0 || clip_empty_) return;
  if (!opaque_part_) draw_backdrop();
  if (target_ == nullptr && plan_.on_backdrop() && !opaque_part_) fill_holes(dest);
  flush();
  SDL_SetTextureColorMod(texture, tint.r, tint.g, tint.b);
  SDL_SetTextureAlphaMod(texture, tint.a);
  if (target_ == nullptr) plan_.cover(dest);
  const SDL_FRect d{dest.x + offset_.x, dest.y + offset_.y, dest.w, dest.h};
  SDL_RenderCopyF(renderer_, texture, source ? &*source : nullptr, &d);
  ++draw_calls_;
}

void Canvas::texture_part(SDL_Texture* texture, SDL_Point size, SDL_Rect source, Point at) {
  if (texture == nullptr || source.w <= 0 || source.h <= 0) return;
  // A little into the texel (SDL refuses coordinates past 1): nearest sampling picks the
  // same texels, and SDL's software renderer, which finds them as (int)(u * width), never
  // lands a texel short (driver_facts.hpp).
  const auto at_texel = [](int texel, int side) {
    return std::min(
        1.0f, (static_cast<float>(texel) + driver_facts::kTexelInset) / static_cast<float>(side));
  };
  const auto u = [&](int x) { return at_texel(x, size.x); };
  const auto v = [&](int y) { return at_texel(y, size.y); };
  const SDL_Color white{255, 255, 255, 255};
  const float x1 = at.x + static_cast<float>(source.w);
  const float y1 = at.y + static_cast<float>(source.h);
  const SDL_Vertex vertices[4] = {
      {{at.x, at.y}, white, {u(source.x), v(source.y)}},
      {{x1, at.y}, white, {u(source.x + source.w), v(source.y)}},
      {{x1, y1}, white, {u(source.x + source.w), v(source.y + source.h)}},
      {{at.x, y1}, white, {u(source.x), v(source.y + source.h)}}};
  geometry(texture, SDL_BLENDMODE_NONE, vertices, 4, kQuadIndices, 6);
}

std::optional<Canvas::Uv> Canvas::atlas_uv(const std::optional<AtlasImage>& image) {
  if (!image) return std::nullopt;
  const auto w = static_cast<float>(image->page_width);
  const auto h = static_cast<float>(image->page_height);
  const SDL_Rect& r = image->rect;
  return Uv{image->texture, static_cast<float>(r.x) / w, static_cast<float>(r.y) / h,
            static_cast<float>(r.x + r.w) / w, static_cast<float>(r.y + r.h) / h};
}

void Canvas::push_vertices(SDL_Texture* atlas, const SDL_Vertex (&vertices)[4]) {
  geometry(atlas, SDL_BLENDMODE_BLEND, vertices, 4, kQuadIndices, 6);
}

void Canvas::push_quad(Rect dest, Uv uv, Color color) {
  const SDL_Color c = to_sdl(color);
  push_vertices(uv.texture, {{{dest.x, dest.y}, c, {uv.u0, uv.v0}},
                             {{dest.right(), dest.y}, c, {uv.u1, uv.v0}},
                             {{dest.right(), dest.bottom()}, c, {uv.u1, uv.v1}},
                             {{dest.x, dest.bottom()}, c, {uv.u0, uv.v1}}});
}

void Canvas::push_quad(const Point (&p)[4], const Color (&colors)[4]) {
  // An opaque rectangle of one colour replaces what is under it: drawn without texture
  // and blending, llvmpipe fills it as fast as it clears. Other solid shapes sample the
  // centre of the atlas's white block, in the batch of the text and shapes around them
  // (untextured blended fills were tried: no cheaper on llvmpipe).
  if (colors[0].a == 255 && colors[1] == colors[0] && colors[2] == colors[0] &&
      colors[3] == colors[0] && p[0].y == p[1].y && p[1].x == p[2].x && p[2].y == p[3].y &&
      p[3].x == p[0].x) {
    SDL_Vertex vertices[4];
    for (int i = 0; i < 4; ++i) vertices[i] = {{p[i].x, p[i].y}, to_sdl(colors[i]), {0, 0}};
    return geometry(nullptr, SDL_BLENDMODE_NONE, vertices, 4, kQuadIndices, 6);
  }
  const auto uv = atlas_uv(atlas_.white());
  if (!uv) return;
  const float u = (uv->u0 + uv->u1) / 2;
  const float v = (uv->v0 + uv->v1) / 2;
  SDL_Vertex vertices[4];
  for (int i = 0; i < 4; ++i) vertices[i] = {{p[i].x, p[i].y}, to_sdl(colors[i]), {u, v}};
  push_vertices(uv->texture, vertices);
}

void Canvas::clear(Color color) {
  batches_.discard();  // everything before is covered
  if (target_ == nullptr) plan_.cleared();
  SDL_SetRenderDrawColor(renderer_, color.r, color.g, color.b, color.a);
  SDL_RenderClear(renderer_);
  ++draw_calls_;
}

void Canvas::background() {
  backdrop_.build(layout_.width, layout_.height, colors());
  if (target_ != nullptr) {
    opaque_rectangles(backdrop_.quads());
    return;
  }
  // Drawn when something else is (app/backdrop_plan.hpp).
  plan_.background();
}

void Canvas::draw_backdrop() {
  if (!plan_.pending() || target_ != nullptr) return;
  const std::vector<Rect> holes = plan_.take_pending();
  const BackdropPass pass(*this, false);
  const std::vector<SDL_Vertex>* quads = &backdrop_.quads();
  if (!holes.empty()) {
    around_.clear();
    backdrop_.around(holes, around_);
    quads = &around_;
  }
  opaque_rectangles(*quads);
  plan_.add_area(quads_area(*quads));
}

float Canvas::quads_area(const std::vector<SDL_Vertex>& quads) {
  float area = 0;
  for (std::size_t i = 0; i + 3 < quads.size(); i += 4) {
    area += (quads[i + 1].position.x - quads[i].position.x) *
            (quads[i + 2].position.y - quads[i + 1].position.y);
  }
  return area;
}

void Canvas::fill_holes(std::optional<Rect> box) {
  if (target_ != nullptr) return;
  for (const Rect& hole : plan_.take_holes(box)) {
    // Bare backdrop again: neither covered (a layer may still go there) nor clipped.
    const BackdropPass pass(*this, true);
    around_.clear();
    backdrop_.seen_through(hole, {}, around_);
    opaque_rectangles(around_);
    plan_.add_area(quads_area(around_));
  }
}

void Canvas::opaque_rectangles(const std::vector<SDL_Vertex>& quads) {
  const std::size_t per_draw = driver_facts::kMaxRectanglesPerDraw;
  for (std::size_t first = 0; first < quads.size() / 4; first += per_draw) {
    const std::size_t count = std::min(per_draw, quads.size() / 4 - first);
    for (std::size_t q = rectangle_indices_.size() / 6; q < count; ++q) {
      for (const int i : kQuadIndices) rectangle_indices_.push_back(static_cast<int>(4 * q) + i);
    }
    geometry(nullptr, SDL_BLENDMODE_NONE, &quads[4 * first], static_cast<int>(4 * count),
             rectangle_indices_.data(), static_cast<int>(6 * count));
  }
}

void Canvas::fill_rect(Rect rect, Color color) {
  if (rect.w <= 0 || rect.h <= 0 || color.a == 0) return;
  push_quad({{rect.x, rect.y},
             {rect.right(), rect.y},
             {rect.right(), rect.bottom()},
             {rect.x, rect.bottom()}},
            {color, color, color, color});
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
  SDL_Texture* atlas = uv.texture;
  push_quad({rect.x, rect.y, r, r}, {atlas, uv.u0, uv.v0, um, vm}, color);
  push_quad({rect.right() - r, rect.y, r, r}, {atlas, um, uv.v0, uv.u1, vm}, color);
  push_quad({rect.x, rect.bottom() - r, r, r}, {atlas, uv.u0, vm, um, uv.v1}, color);
  push_quad({rect.right() - r, rect.bottom() - r, r, r}, {atlas, um, vm, uv.u1, uv.v1}, color);
}

void Canvas::rounded_rect(Rect rect, float radius, Color color) {
  rect = snap(rect);
  const float r = std::floor(std::min({radius, rect.w / 2, rect.h / 2}));
  if (r < 1) return fill_rect(rect, color);
  const int ri = std::min(static_cast<int>(r), ShapeAtlas::kMaxRadius);
  ShapeAtlas& atlas = atlas_for(static_cast<int>(r), ri);
  const auto uv = atlas_uv(atlas.disc(ri));
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
  ShapeAtlas& atlas = atlas_for(static_cast<int>(r), ri);
  if (auto uv = atlas_uv(atlas.ring(ri, ti))) corners(*uv, rect, r, color);
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

template <class Mask>
void Canvas::round_shape(Point center, float radius, Color color, const Mask& mask) {
  // On whole pixels at its own size: a filtered texel costs llvmpipe far more. Past the
  // atlas's largest radius the mask is stored smaller and drawn scaled (filtered).
  const int r = static_cast<int>(std::lround(radius));
  if (r < 1) return;
  const int stored = std::min(r, ShapeAtlas::kMaxRadius);
  const auto uv = atlas_uv(mask(atlas_for(r, stored), stored, r));
  if (!uv) return;
  const float rf = static_cast<float>(r);
  push_quad({std::round(center.x - rf), std::round(center.y - rf), 2 * rf, 2 * rf}, *uv, color);
}

void Canvas::disc(Point center, float radius, Color color) {
  round_shape(center, radius, color,
              [](ShapeAtlas& atlas, int stored, int) { return atlas.disc(stored); });
}

void Canvas::circle(Point center, float radius, float width, Color color) {
  round_shape(center, radius, color, [width](ShapeAtlas& atlas, int stored, int drawn) {
    // The ring's width scaled as its radius is, at least a pixel.
    const float scaled = width * static_cast<float>(stored) / static_cast<float>(drawn);
    return atlas.ring(stored, std::clamp(static_cast<int>(std::lround(scaled)), 1, stored));
  });
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
  round_shape(center, radius, color,
              [](ShapeAtlas& atlas, int stored, int) { return atlas.glow(stored); });
}

void Canvas::set_clip(std::optional<Rect> rect) {
  draw_backdrop();  // not clipped
  flush();
  clip_empty_ = false;
  clipped_ = rect.has_value();
  if (!rect) {
    SDL_RenderSetClipRect(renderer_, nullptr);
    return;
  }
  const Rect s = snap({rect->x + offset_.x, rect->y + offset_.y, rect->w, rect->h});
  const SDL_Rect r{static_cast<int>(s.x), static_cast<int>(s.y), std::max(0, static_cast<int>(s.w)),
                   std::max(0, static_cast<int>(s.h))};
  clip_empty_ = r.w <= 0 || r.h <= 0;  // SDL would take an empty rectangle as no clipping
  clip_rect_ = r;
  SDL_RenderSetClipRect(renderer_, &r);
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
  texture(slot.get(), dest, tint_color);
  return true;
}

}  // namespace marienbad::app
