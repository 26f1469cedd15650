#pragma once
// Where images go on one atlas page: stb_rect_pack's skyline (Debian's libstb-dev), one image
// at a time as they arrive, at the lowest place it fits, leftmost among equals. Each image lies
// in a cell `gap` texels larger, centred (gaps between images and at the page's edges). Nothing
// is given back until the page is emptied (AtlasPages empties whole pages).
#include <memory>
#include <optional>

namespace marienbad::app {

struct PackedRect {
  int x = 0;
  int y = 0;
};

class RectPacker {
 public:
  RectPacker(int width, int height, int gap);
  ~RectPacker();
  RectPacker(RectPacker&&) noexcept;
  RectPacker& operator=(RectPacker&&) noexcept;

  // The top-left corner of a w x h image (inside its cell), or nullopt when the page has no
  // room for it.
  std::optional<PackedRect> place(int w, int h);
  // Nothing more is placed on the page (a page of one image).
  void fill();

 private:
  // stb's context points into itself and into its nodes: kept in one place whatever moves.
  struct Skyline;
  std::unique_ptr<Skyline> skyline_;
  int gap_;
};

}  // namespace marienbad::app
