#include "app/shape_atlas.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

namespace marienbad::app {

namespace {
constexpr int kPadding = 2;  // transparent texels between entries: no bleeding when filtering
}

SDL_Texture* ShapeAtlas::texture() {
  if (!texture_) {
    texture_.reset(SDL_CreateTexture(renderer_, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STATIC,
                                     kSize, kSize));
    if (texture_) {
      SDL_SetTextureBlendMode(texture_.get(), SDL_BLENDMODE_BLEND);
      SDL_SetTextureScaleMode(texture_.get(), scale_mode_);
    }
  }
  return texture_.get();
}

void ShapeAtlas::reset() {
  entries_.clear();
  texture_.reset();
  shelf_x_ = shelf_y_ = shelf_h_ = 0;
}

template <class Coverage>
std::optional<SDL_Rect> ShapeAtlas::add(Key key, int size, Coverage coverage) {
  if (auto it = entries_.find(key); it != entries_.end()) return it->second;
  if (texture() == nullptr) return std::nullopt;
  const int cell = size + kPadding;
  if (shelf_x_ + cell > kSize) {  // next shelf
    shelf_y_ += shelf_h_;
    shelf_x_ = 0;
    shelf_h_ = 0;
  }
  if (shelf_y_ + cell > kSize || cell > kSize) return std::nullopt;
  const SDL_Rect rect{shelf_x_ + kPadding / 2, shelf_y_ + kPadding / 2, size, size};
  std::vector<std::uint32_t> pixels(static_cast<std::size_t>(size) *
                                    static_cast<std::size_t>(size));
  const float half = static_cast<float>(size) / 2.0f;
  for (int y = 0; y < size; ++y) {
    for (int x = 0; x < size; ++x) {
      const float dx = static_cast<float>(x) + 0.5f - half;
      const float dy = static_cast<float>(y) + 0.5f - half;
      const float alpha = std::clamp(coverage(std::sqrt(dx * dx + dy * dy)), 0.0f, 1.0f);
      const auto a = static_cast<std::uint32_t>(std::lround(alpha * 255.0f));
      pixels[static_cast<std::size_t>(y * size + x)] = (a << 24) | 0x00ffffffu;
    }
  }
  SDL_UpdateTexture(texture_.get(), &rect, pixels.data(), size * 4);
  shelf_x_ += cell;
  shelf_h_ = std::max(shelf_h_, cell);
  entries_.emplace(key, rect);
  return rect;
}

std::optional<SDL_Rect> ShapeAtlas::white() {
  return add({Kind::White, 0, 0}, 4, [](float) { return 1.0f; });
}

std::optional<SDL_Rect> ShapeAtlas::disc(int radius) {
  const float r = static_cast<float>(radius);
  return add({Kind::Disc, radius, 0}, 2 * radius, [r](float d) { return r - d + 0.5f; });
}

std::optional<SDL_Rect> ShapeAtlas::ring(int radius, int width) {
  const float r = static_cast<float>(radius);
  const float inner = r - static_cast<float>(width);
  return add({Kind::Ring, radius, width}, 2 * radius, [r, inner](float d) {
    return std::clamp(r - d + 0.5f, 0.0f, 1.0f) - std::clamp(inner - d + 0.5f, 0.0f, 1.0f);
  });
}

std::optional<SDL_Rect> ShapeAtlas::glow() {
  constexpr int kGlowSize = 128;
  return add({Kind::Glow, 0, 0}, kGlowSize, [](float d) {
    const float t = std::clamp(1.0f - d / (kGlowSize / 2.0f), 0.0f, 1.0f);
    return t * t * (3 - 2 * t);  // smoothstep falloff
  });
}

}  // namespace marienbad::app
