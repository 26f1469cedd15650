#pragma once
// The yardstick of marienbad-app-bench --pack, against which the atlas pages' stb_rect_pack
// (app/rect_packer.hpp) is measured: shelves, left to right, top to bottom. Each image lies in
// a cell `gap` texels larger, centred (gaps between images and at the page's edges). An image
// opens the next shelf when the current one has no room across; the shelf is as tall as its
// tallest image. Constant time per image; nothing is given back until the page is emptied.
#include <algorithm>
#include <optional>

#include "app/rect_packer.hpp"

namespace marienbad::bench {

using app::PackedRect;

class ShelfPacker {
 public:
  ShelfPacker(int width, int height, int gap) : width_(width), height_(height), gap_(gap) {}

  // The top-left corner of a w x h image (inside its cell), or nullopt when the page has no
  // room for it.
  std::optional<PackedRect> place(int w, int h) {
    const int cw = w + gap_;
    const int ch = h + gap_;
    const int inset = gap_ / 2;
    if (x_ + cw <= width_ && y_ + ch <= height_) {  // on the current shelf
      x_ += cw;
      shelf_h_ = std::max(shelf_h_, ch);
      return PackedRect{x_ - cw + inset, y_ + inset};
    }
    const int next_y = y_ + shelf_h_;
    if (cw <= width_ && next_y + ch <= height_) {  // it opens the next shelf
      y_ = next_y;
      x_ = cw;
      shelf_h_ = ch;
      return PackedRect{inset, y_ + inset};
    }
    return std::nullopt;
  }
  // Nothing more is placed on the page (a page of one image).
  void fill() { y_ = height_; }

 private:
  int width_;
  int height_;
  int gap_;
  int x_ = 0;  // the next free place on the current shelf
  int y_ = 0;  // the current shelf's top
  int shelf_h_ = 0;
};

}  // namespace marienbad::bench
