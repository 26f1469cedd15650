#pragma once
// Small retained widgets: a themed button look and a list of buttons with mouse hover,
// click, and keyboard focus (arrows/Tab move, Enter activates, focus ring drawn).
#include <optional>
#include <string>
#include <vector>

#include "app/canvas.hpp"
#include "app/input.hpp"

namespace marienbad::app {

class Strings;

struct ButtonLook {
  bool hovered = false;
  bool focused = false;  // draws the keyboard focus ring
  bool pressed = false;
  bool enabled = true;
  bool primary = false;  // the main call to action: warmer colour
};

// Draws one button (label centred; optional smaller detail line under it).
void draw_button(Canvas& canvas, Rect rect, std::string_view label, const ButtonLook& look,
                 std::string_view detail = {});

// A page's title, centred at the top (shrunk to fit the width), and its subtitle under it,
// when there is one; returns the y below them.
float draw_page_heading(Canvas& canvas, std::string_view title, std::string_view subtitle = {});

struct Button {
  int id = 0;              // what handle() returns when activated
  std::string key;         // string-table key of the label...
  std::string text;        // ...or a literal label (used when not empty)
  std::string detail_key;  // optional second line (string-table key)
  bool enabled = true;
  bool primary = false;
  Rect rect;  // set by a layout_* call or by the scene
};

class ButtonList {
 public:
  enum class Orientation { Vertical, Horizontal };

  ButtonList() = default;
  explicit ButtonList(std::vector<Button> buttons, Orientation orientation = Orientation::Vertical)
      : buttons_(std::move(buttons)), orientation_(orientation) {}

  std::vector<Button>& buttons() { return buttons_; }
  const std::vector<Button>& buttons() const { return buttons_; }
  Button* find(int id);

  // Stacks the buttons in `area` (top-aligned column / centred row), each w×h with `gap`.
  void layout_column(Rect area, float width, float height, float gap);
  void layout_row(Rect area, float width, float height, float gap);
  // Height a column of this many buttons takes.
  float column_height(float height, float gap) const;

  // Returns the id of an activated button (click released on it, or Confirm on the focus).
  // Pointer moves update hover and focus; arrows/Tab move the focus over enabled buttons.
  std::optional<int> handle(const Input& input);
  // True if the input was used (useful to decide whether the scene should see it too).
  bool consumed() const { return consumed_; }

  // Draws every button laid out (a button whose rectangle has no width is not shown).
  void draw(Canvas& canvas, const Strings& strings) const;

  int focus_index() const { return focus_; }
  // Moves the keyboard focus (and shows its ring).
  void set_focus_index(int index);
  void focus_id(int id);
  std::optional<int> focused_id() const;
  int hover_index() const { return hover_; }

 private:
  int index_at(Point p) const;
  void move_focus(int step);

  std::vector<Button> buttons_;
  Orientation orientation_ = Orientation::Vertical;
  int focus_ = 0;
  int hover_ = -1;
  int pressed_ = -1;
  bool keyboard_used_ = false;
  bool consumed_ = false;
};

}  // namespace marienbad::app
