#pragma once
// The controls under a board of rows (Marienbad's matches, Kayles' pins): the button that
// plays the selected pieces, right-aligned with the table, and the help on its left: both
// lines (the mouse's, the keys') when they fit, else the mouse's, else none; while the
// computer's move is shown, the line that says to watch it.
#include <algorithm>
#include <string>

#include "app/canvas.hpp"
#include "app/strings.hpp"
#include "app/widgets.hpp"

namespace marienbad::app {

class TakeControls {
 public:
  // String-table keys: the button's label (empty: the board sets its text), the help lines.
  struct Keys {
    std::string button;
    std::string help_mouse;
    std::string help_keys;
    std::string waiting;
  };
  explicit TakeControls(Keys keys);

  // The band the controls take under the table, and the gap above it.
  static float height(const Layout& l) { return std::max(l.px(60), 52.0f); }
  static float gap(const Layout& l) { return l.px(14); }
  // Puts the button under `table`, right-aligned with it.
  void place(const Layout& l, Rect table);

  Button& button() { return buttons_.buttons()[0]; }
  const Button& button() const { return buttons_.buttons()[0]; }
  // A pointer's move, press or release on the button: true when it plays the selection (a
  // release on it); consumed(): the board does not see the input.
  bool handle(const Input& input);
  bool consumed() const { return buttons_.consumed(); }

  // A line said instead of the help while the person may move (why the move chosen is
  // forbidden); empty: the help.
  void set_note(std::string note) { note_ = std::move(note); }

  // `accepts_input`: the person may move (the help, or the note); `watching`: the computer's move
  // is shown, `watched` the bot that plays it (empty: the computer).
  void draw(Canvas& canvas, const Strings& strings, Rect table, bool accepts_input, bool watching,
            std::string_view watched = {}) const;
  // "Watch the computer's move." (`waiting_key`'s text), or "Watch NAME's move." for a bot.
  static std::string waiting_text(const Strings& strings, std::string_view waiting_key,
                                  std::string_view watched);

 private:
  static constexpr int kTake = 1;
  Keys keys_;
  ButtonList buttons_;
  std::string note_;
};

}  // namespace marienbad::app
