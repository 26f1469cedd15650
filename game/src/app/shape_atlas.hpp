#pragma once
// The anti-aliased shapes the canvas draws from textures (a white block for solid fills,
// disc, ring and soft glow masks by radius), made once and kept in atlas pages
// so that consecutive shapes become a single SDL_RenderGeometry call: software GL
// (llvmpipe) pays a lot per draw call. Shapes drawn at their own size share the pages of
// the text, sampled nearest (llvmpipe shades a nearest texel far faster than a filtered
// one); shapes drawn larger than they are stored come from filtered pages.
#include <optional>
#include <string>

#include "app/atlas_pages.hpp"

namespace marienbad::app {

class ShapeAtlas {
 public:
  static constexpr int kMaxRadius = 160;  // larger discs are drawn scaled from this size

  explicit ShapeAtlas(AtlasPages& pages) : pages_(&pages) {}

  // Where each shape lies (made on first use); nullopt if no texture can be made.
  std::optional<AtlasImage> white();
  std::optional<AtlasImage> disc(int radius);
  std::optional<AtlasImage> ring(int radius, int width);
  // A soft radial glow `radius` texels from its centre to where it fades out.
  std::optional<AtlasImage> glow(int radius);
  AtlasPages& pages() { return *pages_; }

 private:
  template <class Coverage>
  std::optional<AtlasImage> shape(const std::string& key, int size, Coverage coverage);

  AtlasPages* pages_;
};

}  // namespace marienbad::app
