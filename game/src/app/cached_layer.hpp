#pragma once
// A part of the picture that rarely changes (board art, a panel), drawn once into a target
// texture and composited every frame. It is drawn again only when what it shows (its key),
// its area, or the renderer's textures (a render target or device reset) change.
//
//   if (layer_.begin(canvas, area, key)) {  // out of date: draw its content now,
//     canvas.background();                  // in window coordinates, starting with an
//     draw_static_part(canvas);             // opaque base covering `area`
//     layer_.end(canvas);
//   }
//   layer_.draw(canvas);                    // one copy, pixel for pixel
//
// A layer is opaque (composited without blending), so it shows exactly the pixels its
// content would have drawn directly: start its content with something opaque that covers
// the whole area (the backdrop, an opaque panel). Keys describe content, never the clock.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

#include "app/canvas.hpp"
#include "app/geometry.hpp"
#include "app/sdl_handles.hpp"

namespace marienbad::app {

class CachedLayer {
 public:
  // True when the layer must be drawn again; then the canvas draws into it until end().
  // `area` is rounded to whole pixels. Without target textures the content is drawn
  // straight to the screen each time (begin() is always true, draw() does nothing).
  bool begin(Canvas& canvas, Rect area, std::uint64_t key);
  void end(Canvas& canvas);
  // Composites the layer at its area; nothing if it was never drawn.
  void draw(Canvas& canvas) const;
  // Only its `part` (window coordinates, whole pixels), as geometry: the parts of a layer
  // drawn one after another are one batch.
  void draw_part(Canvas& canvas, Rect part) const;
  // Whether it holds a picture (draw() shows something).
  bool drawn() const { return valid_ && texture_ != nullptr; }
  // The next begin() draws again.
  void invalidate() { valid_ = false; }
  // Times the content was drawn (for tests and the benchmark).
  std::uint64_t renders() const { return renders_; }

 private:
  // The texels of `part` (window coordinates, whole pixels) inside the layer.
  std::optional<SDL_Rect> part_of(Rect part) const;

  TexturePtr texture_;
  Rect area_;
  int width_ = 0;
  int height_ = 0;
  std::uint64_t key_ = 0;
  std::uint64_t generation_ = 0;
  std::uint64_t renders_ = 0;
  bool valid_ = false;
  bool direct_ = false;  // begin() could not redirect the canvas
};

// Combines values into a layer key (FNV-1a over their bytes).
class LayerKey {
 public:
  template <class T>
  LayerKey& add(const T& value) {
    const auto* p = reinterpret_cast<const unsigned char*>(&value);
    for (std::size_t i = 0; i < sizeof value; ++i) value_ = (value_ ^ p[i]) * 0x100000001b3ull;
    return *this;
  }
  LayerKey& add_text(std::string_view text) {
    for (const char ch : text)
      value_ = (value_ ^ static_cast<unsigned char>(ch)) * 0x100000001b3ull;
    return add(text.size());
  }
  std::uint64_t value() const { return value_; }

 private:
  std::uint64_t value_ = 0xcbf29ce484222325ull;
};

}  // namespace marienbad::app
