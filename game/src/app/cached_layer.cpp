#include "app/cached_layer.hpp"

#include <algorithm>
#include <cmath>

namespace marienbad::app {

bool CachedLayer::begin(Canvas& canvas, Rect area, std::uint64_t key) {
  const float x0 = std::round(area.x);
  const float y0 = std::round(area.y);
  area = {x0, y0, std::round(area.right()) - x0, std::round(area.bottom()) - y0};
  const int w = static_cast<int>(area.w);
  const int h = static_cast<int>(area.h);
  if (w <= 0 || h <= 0) {
    valid_ = false;
    return false;
  }
  if (valid_ && texture_ && key == key_ && w == width_ && h == height_ && area.x == area_.x &&
      area.y == area_.y && generation_ == canvas.generation()) {
    return false;
  }
  if (!texture_ || w != width_ || h != height_ || generation_ != canvas.generation()) {
    texture_.reset(SDL_CreateTexture(canvas.renderer(), SDL_PIXELFORMAT_ARGB8888,
                                     SDL_TEXTUREACCESS_TARGET, w, h));
    if (!texture_) {
      valid_ = false;
      direct_ = true;
      return true;
    }
    SDL_SetTextureBlendMode(texture_.get(), SDL_BLENDMODE_NONE);
    SDL_SetTextureScaleMode(texture_.get(), SDL_ScaleModeNearest);
  }
  area_ = area;
  width_ = w;
  height_ = h;
  key_ = key;
  generation_ = canvas.generation();
  canvas.begin_target(texture_.get(), {area.x, area.y});
  return true;
}

void CachedLayer::end(Canvas& canvas) {
  if (direct_) {
    direct_ = false;
    return;
  }
  canvas.end_target();
  valid_ = true;
  ++renders_;
}

void CachedLayer::draw(Canvas& canvas) const {
  if (drawn()) canvas.texture(texture_.get(), area_);
}

void CachedLayer::draw_part(Canvas& canvas, Rect part) const {
  if (!drawn()) return;
  if (const auto source = part_of(part)) {
    canvas.texture_part(
        texture_.get(), {width_, height_}, *source,
        {area_.x + static_cast<float>(source->x), area_.y + static_cast<float>(source->y)});
  }
}

std::optional<SDL_Rect> CachedLayer::part_of(Rect part) const {
  const float x0 = std::max(part.x, area_.x);
  const float y0 = std::max(part.y, area_.y);
  const float x1 = std::min(part.right(), area_.right());
  const float y1 = std::min(part.bottom(), area_.bottom());
  if (x0 >= x1 || y0 >= y1) return std::nullopt;
  return SDL_Rect{static_cast<int>(x0 - area_.x), static_cast<int>(y0 - area_.y),
                  static_cast<int>(x1 - x0), static_cast<int>(y1 - y0)};
}

}  // namespace marienbad::app
