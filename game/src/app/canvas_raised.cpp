// The canvas's raised shapes (panels, buttons): shadow, fill and border, drawn directly
// or, for a large one on the bare backdrop, from a cached layer (rim) and the backdrop's
// rectangles seen through its fill (interior).
#include <algorithm>
#include <cmath>

#include "app/canvas.hpp"
#include "app/canvas_raised_layer.hpp"
#include "app/driver_facts.hpp"

namespace marienbad::app {

namespace {
// Raised-shape layers kept (a screen has a few large panels; more are recycled).
constexpr std::size_t kMaxRaisedLayers = 16;
// Raised shapes whose interior is at least this many pixels are layers (rim) and
// rectangles (interior); smaller ones are drawn directly (driver_facts.hpp).
constexpr float kMinLayerInterior = driver_facts::kMinLayerInteriorPixels;
}  // namespace

void Canvas::panel(Rect rect, Color fill, Color border, float radius) {
  // The whole shadow shows through a translucent panel: keep its tone even.
  raised({rect, radius, px(6), fill.a != 255, colors().shadow, fill, border,
          std::max(1.0f, px(1.5f))});
}

void Canvas::raised_direct(const Raised& s) {
  if (s.full_shadow) {
    rounded_rect({s.rect.x, s.rect.y + s.lift, s.rect.w, s.rect.h}, s.radius, s.shadow);
  } else {
    drop_shadow(s.rect, s.radius, s.lift, s.shadow);
  }
  rounded_rect(s.rect, s.radius, s.fill);
  rounded_outline(s.rect, s.radius, s.border_width, s.border);
}

void Canvas::raised(const Raised& s) {
  // A small shape (a button) is drawn directly, in one batch with the shapes and text
  // around it: on llvmpipe a copy of its own texture costs more than its pixels.
  const std::optional<RaisedInterior> inner = raised_interior(s);
  if (!inner || inner->middle.w * inner->middle.h < kMinLayerInterior) return raised_direct(s);
  // Every pixel the shape can touch (its shadow reaches `lift` below), a pixel of margin.
  const float x0 = std::max(0.0f, std::floor(s.rect.x) - 1);
  const float y0 = std::max(0.0f, std::floor(s.rect.y) - 1);
  const float x1 = std::min(static_cast<float>(layout_.width), std::ceil(s.rect.right()) + 1);
  const float y1 = std::min(static_cast<float>(layout_.height),
                            std::ceil(s.rect.bottom() + std::max(0.0f, s.lift)) + 1);
  const Rect area{x0, y0, x1 - x0, y1 - y0};
  // Under a clip too (drawing its layer would reset the clip).
  if ((first_frame_straight_ && frame_ == 1) || target_ != nullptr || clipped_ ||
      !plan_.on_backdrop() || area.w <= 0 || area.h <= 0 || plan_.covered(area)) {
    return raised_direct(s);
  }
  const CachedLayer* layer = raised_layer(s, area);
  if (layer == nullptr) return;  // drawn straight to the screen instead
  // Opaque over all its area: the backdrop, if not drawn yet, is drawn around it, and next
  // frame around it again (expected), whatever the scene draws before it.
  plan_.layer_drawn(area);
  fill_holes(area);  // a hole left for a shape that moved
  // Its parts fill no hole: they are the shape that covers it.
  const struct OpaquePart {
    explicit OpaquePart(bool& flag) : flag_(flag) { flag_ = true; }
    ~OpaquePart() { flag_ = false; }
    OpaquePart(const OpaquePart&) = delete;
    OpaquePart& operator=(const OpaquePart&) = delete;
    bool& flag_;
  } opaque_part(opaque_part_);
  // The interior is drawn as the backdrop seen through the fill: llvmpipe fills such
  // rectangles several times faster than it copies texels. The layer gives only the
  // rim: its border, its corners and the shadow below, in one batch.
  const Rect& m = inner->middle;
  const float side_top = inner->left.y;
  const float side_bottom = inner->left.bottom();
  const float left_in = inner->left.x;          // inside the left border
  const float right_in = inner->right.right();  // inside the right border
  for (const Rect& part :
       {Rect{area.x, area.y, area.w, m.y - area.y},
        Rect{area.x, m.bottom(), area.w, area.bottom() - m.bottom()},
        Rect{area.x, m.y, left_in - area.x, m.h}, Rect{right_in, m.y, area.right() - right_in, m.h},
        Rect{left_in, m.y, m.x - left_in, side_top - m.y},
        Rect{left_in, side_bottom, m.x - left_in, m.bottom() - side_bottom},
        Rect{m.right(), m.y, right_in - m.right(), side_top - m.y},
        Rect{m.right(), side_bottom, right_in - m.right(), m.bottom() - side_bottom}}) {
    layer->draw_part(*this, part);
  }
  interior_.clear();
  const Rect over_shadow{m.x, inner->shadow_top, m.w, m.bottom() - inner->shadow_top};
  if (s.full_shadow) {
    backdrop_.seen_through({m.x, m.y, m.w, inner->shadow_top - m.y}, {s.fill}, interior_);
    backdrop_.seen_through(over_shadow, {s.shadow, s.fill}, interior_);
    backdrop_.seen_through(inner->left, {s.shadow, s.fill}, interior_);
    backdrop_.seen_through(inner->right, {s.shadow, s.fill}, interior_);
  } else {
    backdrop_.seen_through(m, {s.fill}, interior_);
    backdrop_.seen_through(inner->left, {s.fill}, interior_);
    backdrop_.seen_through(inner->right, {s.fill}, interior_);
  }
  opaque_rectangles(interior_);
}

const CachedLayer* Canvas::raised_layer(const Raised& s, Rect area) {
  // What the layer shows: the shape and the backdrop under it (which depends on the size).
  LayerKey key;
  key.add(s.rect).add(s.radius).add(s.lift).add(s.full_shadow).add(s.shadow).add(s.fill);
  key.add(s.border).add(s.border_width).add(layout_.width).add(layout_.height);
  RaisedLayer* slot = nullptr;
  for (RaisedLayer& l : raised_layers_) {
    if (l.key == key.value()) slot = &l;
  }
  if (slot == nullptr) {
    // A new shape: reuse the least recently used layer not shown this frame.
    for (RaisedLayer& l : raised_layers_) {
      if (l.last_frame != frame_ && (slot == nullptr || l.last_frame < slot->last_frame)) {
        slot = &l;
      }
    }
    if (slot == nullptr || raised_layers_.size() < kMaxRaisedLayers) {
      slot = &raised_layers_.emplace_back();
    }
    slot->layer.invalidate();
  }
  slot->key = key.value();
  slot->last_frame = frame_;
  if (slot->layer.begin(*this, area, key.value())) {
    background();
    raised_direct(s);
    slot->layer.end(*this);
  }
  return slot->layer.drawn() ? &slot->layer : nullptr;
}

std::optional<Canvas::RaisedInterior> Canvas::raised_interior(const Raised& s) {
  // As raised_direct() draws it: the rectangle on whole pixels, whole-pixel corners and a
  // border inside them. A full shadow is the same shape `lift` lower (on whole pixels
  // too): it lies under the middle column from its top down, and under the side columns
  // below its corners. Without one, the fill must be opaque (it hides the shadow's band).
  const Rect rect = snap(s.rect);
  const float r = std::floor(std::min({s.radius, rect.w / 2, rect.h / 2}));
  const float border = std::max(1.0f, std::round(s.border_width));
  if (r < 1 || border > r || s.lift < 0 || (!s.full_shadow && s.fill.a != 255)) {
    return std::nullopt;
  }
  const Rect shadow = snap({s.rect.x, s.rect.y + s.lift, s.rect.w, s.rect.h});
  if (s.full_shadow && (shadow.x != rect.x || shadow.w != rect.w ||
                        std::floor(std::min({s.radius, shadow.w / 2, shadow.h / 2})) != r ||
                        shadow.bottom() < rect.bottom())) {
    return std::nullopt;
  }
  const float top = s.full_shadow ? std::max(shadow.y, rect.y + border) : rect.y + border;
  const float side_top = s.full_shadow ? shadow.y + r : rect.y + r;
  const float side_bottom = rect.bottom() - r;
  if (side_top >= side_bottom || top > rect.bottom() - border) return std::nullopt;
  RaisedInterior inner;
  inner.middle = {rect.x + r, rect.y + border, rect.w - 2 * r, rect.h - 2 * border};
  inner.shadow_top = top;
  inner.left = {rect.x + border, side_top, r - border, side_bottom - side_top};
  inner.right = {rect.right() - r, side_top, r - border, side_bottom - side_top};
  return inner;
}

}  // namespace marienbad::app
