#pragma once
// The themed background: a vertical gradient with a soft glow in the upper middle.
//
// It is drawn in full every frame, so its shape suits software GL (Mesa's llvmpipe): an
// axis-aligned rectangle whose colour varies along one axis only is filled as one
// rectangle, several times faster than triangles whose colours vary both ways (what a
// smooth mesh needs). The window is cut into horizontal bands, each a row of rectangles
// whose colour varies only across, taken at the band's middle.
#include <SDL.h>

#include <initializer_list>
#include <vector>

#include "app/geometry.hpp"

namespace marienbad::app {

struct Palette;

class Backdrop {
 public:
  // Builds the rectangles for a window of this size (again only when the size changed).
  void build(int width, int height, const Palette& colors);
  void forget() { quads_.clear(); }

  // Four corners per rectangle: top left, top right, bottom right, bottom left.
  const std::vector<SDL_Vertex>& quads() const { return quads_; }
  // The part of the backdrop inside `area` (whole pixels) as seen through `overlays`
  // blended over it in turn: rectangles in the same form as quads(), appended to `out`.
  // Each is still one plane of colour, so it is as cheap to fill as the backdrop itself.
  void seen_through(Rect area, std::initializer_list<Color> overlays,
                    std::vector<SDL_Vertex>& out) const;
  // The backdrop except inside `holes` (whole pixels; opaque things drawn there hide it):
  // rectangles in the same form as quads(), appended to `out`.
  void around(const std::vector<Rect>& holes, std::vector<SDL_Vertex>& out) const;

 private:
  std::vector<SDL_Vertex> quads_;
  int width_ = 0;
  int height_ = 0;
};

}  // namespace marienbad::app
