#include "scenes/ui_game_tabs.hpp"

namespace marienbad::app {

void draw_game_tabs(Canvas& canvas, const ButtonList& tabs, std::size_t shown,
                    const Strings& strings) {
  const Layout& l = canvas.layout();
  for (std::size_t i = 0; i < tabs.buttons().size(); ++i) {
    const Button& b = tabs.buttons()[i];
    ButtonLook look;
    look.hovered = static_cast<int>(i) == tabs.hover_index();
    look.primary = b.primary;
    draw_button(canvas, b.rect, strings.tr(b.key), look);
  }
  if (shown >= tabs.buttons().size()) return;
  const Rect& active = tabs.buttons()[shown].rect;
  canvas.capsule({active.x + l.px(16), active.bottom() + l.px(8)},
                 {active.right() - l.px(16), active.bottom() + l.px(8)}, l.px(4),
                 canvas.colors().title);
}

}  // namespace marienbad::app
