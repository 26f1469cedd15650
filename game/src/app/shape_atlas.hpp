#pragma once
// One texture holding every anti-aliased shape the canvas needs (a white block for solid
// fills, disc and ring coverage masks by radius, a soft glow), so that consecutive shapes
// become a single SDL_RenderGeometry call. Software GL (llvmpipe) pays a lot per draw
// call; batching keeps an animated frame cheap. Shapes drawn at their own size sample it
// nearest (llvmpipe shades a nearest texel far faster than a filtered one); glows and shapes
// drawn larger than they are stored come from a second atlas that filters.
#include <map>
#include <optional>
#include <tuple>
#include <vector>

#include "app/sdl_handles.hpp"

namespace marienbad::app {

class ShapeAtlas {
 public:
  static constexpr int kSize = 1024;
  static constexpr int kMaxRadius = 160;  // larger discs are drawn scaled from this size

  ShapeAtlas(SDL_Renderer* renderer, SDL_ScaleMode scale_mode)
      : renderer_(renderer), scale_mode_(scale_mode) {}

  SDL_Texture* texture();
  // Texel rectangles (in atlas pixels); nullopt when the atlas is full (call reset()
  // after flushing the pending geometry, then ask again).
  std::optional<SDL_Rect> white();
  std::optional<SDL_Rect> disc(int radius);
  std::optional<SDL_Rect> ring(int radius, int width);
  std::optional<SDL_Rect> glow();
  // Forgets every entry and destroys the texture (draw the pending geometry first).
  void reset();

 private:
  enum class Kind { White, Disc, Ring, Glow };
  using Key = std::tuple<Kind, int, int>;
  template <class Coverage>
  std::optional<SDL_Rect> add(Key key, int size, Coverage coverage);

  SDL_Renderer* renderer_;
  SDL_ScaleMode scale_mode_;
  TexturePtr texture_;
  std::map<Key, SDL_Rect> entries_;
  int shelf_x_ = 0;
  int shelf_y_ = 0;
  int shelf_h_ = 0;
};

}  // namespace marienbad::app
