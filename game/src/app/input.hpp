#pragma once
// SDL events become named actions before any scene sees them: one Input value per event.
#include <optional>
#include <string>
#include <string_view>

#include <SDL.h>

#include "app/geometry.hpp"

namespace marienbad::app {

enum class Action {
  Up,
  Down,
  Left,
  Right,
  Confirm,     // Enter, Space, keypad Enter, gamepad A ("MenuOk")
  Back,        // Esc, gamepad B
  Undo,        // Ctrl+Z, gamepad left shoulder
  Redo,        // Ctrl+Y, Ctrl+Shift+Z, gamepad right shoulder
  Hint,        // H, gamepad X
  Rules,       // F1
  Mute,        // M (handled by the app: toggles sound)
  Fullscreen,  // F11 (handled by the app: toggles desktop fullscreen)
  NewGame,     // Ctrl+N, F2
  Review,      // R: the post-game review
  Graph,       // G: the game graph of the position
  CopyLink,    // L: the position as a link (the page only: scenes/position_link.hpp)
  PartValues,  // V: a sum's hint shows each part's values in turn (boards/sum/sum_part_values.*)
  Quit,        // Ctrl+Q: quits at once, on any screen (handled by the app)
  NextFocus,   // Tab
  PrevFocus,   // Shift+Tab
  PageUp,      // Page Up: a list scrolls back (the play screen's moves)
  PageDown,    // Page Down: a list scrolls on
  Digit,       // 0-9 (Input::digit)
  PointerMove,
  PointerPress,  // left button (Input::button for others)
  PointerRelease,
  Wheel,  // Input::wheel: positive = away from the user (scroll up)
  // While a text field takes the keyboard (map_text_event):
  Text,   // typed text (Input::text, UTF-8)
  Erase,  // Backspace: the last character goes
  Paste,  // Ctrl+V: the clipboard's text
};

std::string_view to_string(Action action);

struct Input {
  Action action = Action::Confirm;
  int digit = 0;        // Action::Digit
  Point pointer;        // pointer actions: position in renderer pixels
  int button = 1;       // pointer press/release: 1 left, 2 middle, 3 right
  int clicks = 1;       // pointer press: 2 for a double click
  float wheel = 0;      // Action::Wheel
  bool repeat = false;  // a key held down
  bool shift = false;
  std::string text;  // Action::Text

  bool is_pointer() const {
    return action == Action::PointerMove || action == Action::PointerPress ||
           action == Action::PointerRelease || action == Action::Wheel;
  }
};

// Window coordinates (SDL mouse events) to renderer pixels: differ on high-DPI screens.
struct PointerScale {
  float x = 1.0f;
  float y = 1.0f;
};

// Maps one SDL event to an action; nullopt for events scenes do not care about.
// `last_pointer` gives the wheel a position.
std::optional<Input> map_event(const SDL_Event& event, PointerScale scale, Point last_pointer = {});
// The same while a text field takes the keyboard (AppContext::set_text_entry): typed text,
// Backspace, Ctrl+V; Enter, Esc, Tab, ↑↓ and Ctrl+Q as usual; every other key is text (or
// nothing), so that typing "m" or "h" neither mutes nor shows a hint.
std::optional<Input> map_text_event(const SDL_Event& event, PointerScale scale,
                                    Point last_pointer = {});

}  // namespace marienbad::app
