#pragma once
// A list of labelled choice rows ("Difficulty  < Medium >"), for setup and settings
// screens. The scene owns the meaning: each frame it describes the rows (texts already
// translated, rectangles placed) and reacts to the events the widget returns. Keyboard:
// Up/Down move the focus between rows, Left/Right change the focused row, digits toggle
// the chips of a chip row. Mouse: the arrows, the value itself (next value) and the chips.
#include <optional>
#include <string>
#include <vector>

#include "app/canvas.hpp"
#include "app/input.hpp"

namespace marienbad::app {

struct ChoiceRow {
  ChoiceRow() = default;
  ChoiceRow(int row_id, std::string row_label, std::string row_value, std::string row_detail = {})
      : id(row_id),
        label(std::move(row_label)),
        value(std::move(row_value)),
        detail(std::move(row_detail)) {}

  int id = 0;
  std::string label;   // left-hand text
  std::string value;   // shown between the arrows
  std::string detail;  // optional small line(s) under the row (wrapped)
  // A chip row shows toggles instead of a value (e.g. the amounts 1..10 of a set).
  std::vector<std::string> chips;
  std::vector<bool> chip_on;
  bool can_decrease = true;  // arrows greyed out at the ends of a range
  bool can_increase = true;
  float value_share = 0.52f;  // the part of the width the arrows and value take
  // Beside short labels the value takes the room they leave, up to a common column; a row
  // whose scene draws beside the value (a custom start's pieces) keeps value_share.
  bool value_widens = true;
  Rect rect;  // placed by the scene (see height_for)
};

struct ChoiceEvent {
  int id = 0;
  int delta = 0;  // -1 / +1: previous / next value
  int chip = -1;  // >= 0: that chip was toggled
};

class ChoiceRows {
 public:
  // Replaces the rows (every frame is fine); the focus stays on the same index.
  void set_rows(std::vector<ChoiceRow> rows);
  std::vector<ChoiceRow>& rows() { return rows_; }
  const std::vector<ChoiceRow>& rows() const { return rows_; }

  // The height a row needs at this width (taller with a detail line).
  static float height_for(Canvas& canvas, const ChoiceRow& row, float width);

  std::optional<ChoiceEvent> handle(const Input& input);
  void draw(Canvas& canvas) const;
  // Where row `index`'s arrows and value were drawn by the last draw: a scene that draws in
  // the row beside them (the pieces of a custom start) stops short of it.
  Rect value_area(std::size_t index) const;

  int focus_index() const { return focus_; }
  void set_focus_index(int index);
  std::optional<int> focused_id() const;
  // The focus ring shows once the keyboard (or a click) chose a row.
  bool show_focus() const { return keyboard_used_; }

 private:
  struct Hit {
    int row = -1;
    int delta = 0;
    int chip = -1;
  };
  Hit hit_at(Point p) const;

  std::vector<ChoiceRow> rows_;
  int focus_ = 0;
  int hover_ = -1;
  Hit pressed_;
  bool keyboard_used_ = false;
  mutable float unit_ = 1.0f;  // renderer px per design px, from the last draw
  // Renderer px, from the last draw: the widest label of each row's column.
  mutable std::vector<float> widest_label_;
  float widest_label(std::size_t row) const {
    return row < widest_label_.size() ? widest_label_[row] : 0.0f;
  }
};

}  // namespace marienbad::app
