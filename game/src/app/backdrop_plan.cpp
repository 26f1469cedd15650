#include "app/backdrop_plan.hpp"

#include <algorithm>

namespace marienbad::app {

namespace {

// Whether two rectangles share some area (touching edges do not).
bool overlap(const Rect& a, const Rect& b) {
  return a.x < b.right() && b.x < a.right() && a.y < b.bottom() && b.y < a.bottom();
}

}  // namespace

void BackdropPlan::begin_frame() {
  on_backdrop_ = false;
  pending_ = false;
  covered_.clear();
  unfilled_.clear();
  area_ = 0;
  expected_ = std::move(layers_);
  layers_.clear();
}

void BackdropPlan::cleared() {
  on_backdrop_ = false;
  pending_ = false;
  covered_.clear();
  unfilled_.clear();  // the clear colour is everywhere
}

void BackdropPlan::forget() {
  pending_ = false;
  expected_.clear();
}

void BackdropPlan::background() {
  pending_ = true;
  holes_.clear();
  unfilled_.clear();
  on_backdrop_ = true;
  covered_.clear();
}

std::vector<Rect> BackdropPlan::take_pending() {
  pending_ = false;
  // A shape expected where one was drawn already (moved, or the same) is no hole: the
  // backdrop goes around what was drawn.
  for (const Rect& expected : expected_) {
    if (std::none_of(holes_.begin(), holes_.end(),
                     [&](const Rect& h) { return overlap(h, expected); })) {
      unfilled_.push_back(expected);
    }
  }
  std::vector<Rect> around = holes_;
  around.insert(around.end(), unfilled_.begin(), unfilled_.end());
  return around;
}

std::vector<Rect> BackdropPlan::take_holes(std::optional<Rect> box) {
  std::vector<Rect> touched;
  std::erase_if(unfilled_, [&](const Rect& hole) {
    if (box && !overlap(hole, *box)) return false;
    touched.push_back(hole);
    return true;
  });
  return touched;
}

void BackdropPlan::cover(Rect area) {
  if (on_backdrop()) covered_.push_back(area);
}

bool BackdropPlan::covered(Rect area) const {
  return std::any_of(covered_.begin(), covered_.end(),
                     [&](const Rect& r) { return overlap(r, area); });
}

void BackdropPlan::layer_drawn(Rect area) {
  if (pending_) holes_.push_back(area);
  layers_.push_back(area);
  if (const auto expected = std::find(unfilled_.begin(), unfilled_.end(), area);
      expected != unfilled_.end()) {
    unfilled_.erase(expected);  // the hole left for it: this shape covers it exactly
  }
}

}  // namespace marienbad::app
