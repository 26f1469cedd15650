#pragma once
// Where the window's backdrop goes this frame: the canvas's optimisation for software GL,
// kept apart from its drawing of shapes. The backdrop is drawn once a frame, when the first
// thing after background() is drawn, around the large opaque panels drawn from layers before
// that and those of the frame before (expected again wherever the scene draws them), so that
// each pixel of the window is filled once whatever order a scene draws its panels in. An
// expected panel that does not come is a hole, filled with the backdrop before anything is
// drawn over it, or at the end of the frame. Only bookkeeping: the canvas draws what it says.
#include <optional>
#include <vector>

#include "app/geometry.hpp"

namespace marienbad::app {

class BackdropPlan {
 public:
  // A new frame: last frame's layers are expected again; nothing drawn yet.
  void begin_frame();
  // The screen was cleared to one colour: no backdrop, no hole.
  void cleared();
  // The layers are gone (a render device reset): none is expected.
  void forget();
  // background() on the screen: the whole window is the bare backdrop, to be drawn.
  void background();

  // background() was called and the backdrop is not drawn yet.
  bool pending() const { return pending_; }
  // The screen shows the bare backdrop wherever nothing was drawn since background().
  bool on_backdrop() const { return on_backdrop_ && !drawing_backdrop_; }
  // The backdrop is drawn now: the areas it must go around (none: the whole window).
  std::vector<Rect> take_pending();
  // The holes (expected layers not drawn) that `box` touches, all of them without a box:
  // no longer holes once the caller fills them.
  std::vector<Rect> take_holes(std::optional<Rect> box);
  // While the canvas draws the backdrop, nothing it draws counts as covering it.
  void set_drawing_backdrop(bool drawing) { drawing_backdrop_ = drawing; }

  // Something drawn over the screen's backdrop; whether an area has something drawn on it
  // (a large panel there cannot be drawn from a layer: the layer would hide it).
  void cover(Rect area);
  bool covered(Rect area) const;
  // A large panel drawn from its layer over `area`: opaque there, expected next frame.
  void layer_drawn(Rect area);

  // Pixels of the backdrop drawn this frame.
  void add_area(float area) { area_ += area; }
  float area() const { return area_; }

 private:
  bool pending_ = false;
  bool on_backdrop_ = false;
  bool drawing_backdrop_ = false;
  std::vector<Rect> holes_;     // layers drawn while the backdrop was pending
  std::vector<Rect> layers_;    // this frame's layers
  std::vector<Rect> expected_;  // last frame's
  std::vector<Rect> unfilled_;  // expected, not drawn, the backdrop not drawn there yet
  std::vector<Rect> covered_;
  float area_ = 0;
};

}  // namespace marienbad::app
