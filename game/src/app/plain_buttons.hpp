#pragma once
// Draws a ButtonList without its keyboard focus ring: the play scene and the boards take
// keys as shortcuts (arrows move on the board), so a focus ring would mislead; `focused`
// rings one button (the play scene's panel reached with Tab).
#include "app/strings.hpp"
#include "app/widgets.hpp"

namespace marienbad::app {

inline void draw_plain_buttons(Canvas& canvas, const ButtonList& list, const Strings& strings,
                               int focused = -1) {
  const auto& buttons = list.buttons();
  for (std::size_t i = 0; i < buttons.size(); ++i) {
    const Button& b = buttons[i];
    ButtonLook look;
    look.hovered = static_cast<int>(i) == list.hover_index();
    look.focused = static_cast<int>(i) == focused;
    look.enabled = b.enabled;
    look.primary = b.primary;
    const std::string_view label = b.text.empty() ? strings.tr(b.key) : std::string_view(b.text);
    const std::string_view detail =
        b.detail_key.empty() ? std::string_view() : strings.tr(b.detail_key);
    draw_button(canvas, b.rect, label, look, detail);
  }
}

}  // namespace marienbad::app
