#include "app/shape_atlas.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

#include "app/smoothstep.hpp"

namespace marienbad::app {

template <class Coverage>
std::optional<AtlasImage> ShapeAtlas::shape(const std::string& key, int size, Coverage coverage) {
  if (auto found = pages_->find(key)) return found;
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
  return pages_->add(key, size, size, pixels.data(), size * 4);
}

// Shape keys begin with a letter (text keys with a digit): both share the pages.
std::optional<AtlasImage> ShapeAtlas::white() {
  return shape("white", 4, [](float) { return 1.0f; });
}

std::optional<AtlasImage> ShapeAtlas::disc(int radius) {
  const float r = static_cast<float>(radius);
  return shape("disc " + std::to_string(radius), 2 * radius, [r](float d) { return r - d + 0.5f; });
}

std::optional<AtlasImage> ShapeAtlas::ring(int radius, int width) {
  const float r = static_cast<float>(radius);
  const float inner = r - static_cast<float>(width);
  return shape("ring " + std::to_string(radius) + ' ' + std::to_string(width), 2 * radius,
               [r, inner](float d) {
                 return std::clamp(r - d + 0.5f, 0.0f, 1.0f) -
                        std::clamp(inner - d + 0.5f, 0.0f, 1.0f);
               });
}

std::optional<AtlasImage> ShapeAtlas::glow(int radius) {
  const float r = static_cast<float>(radius);
  return shape("glow " + std::to_string(radius), 2 * radius,
               [r](float d) { return smoothstep(1.0f - d / r); });
}

}  // namespace marienbad::app
