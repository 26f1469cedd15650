#include "boards/take_controls.hpp"

#include <vector>

#include "app/plain_buttons.hpp"

MARIENBAD_STRINGS(take_controls_strings, S_("board.waiting_bot", "Watch {}'s move."))

namespace marienbad::app {

std::string TakeControls::waiting_text(const Strings& strings, std::string_view waiting_key,
                                       std::string_view watched) {
  if (watched.empty()) return std::string(strings.tr(waiting_key));
  return strings.trf("board.waiting_bot", watched);
}

TakeControls::TakeControls(Keys keys)
    : keys_(std::move(keys)), buttons_({{kTake, keys_.button, "", "", false, true, {}}}) {}

void TakeControls::place(const Layout& l, Rect table) {
  const float button_w = std::min(l.px(190), table.w * 0.4f);
  const float button_h = std::max(l.px(48), 40.0f);
  button().rect = {table.right() - button_w, table.bottom() + gap(l) + (height(l) - button_h) / 2,
                   button_w, button_h};
}

bool TakeControls::handle(const Input& input) {
  return buttons_.handle(input) == kTake;
}

void TakeControls::draw(Canvas& canvas, const Strings& strings, Rect table, bool accepts_input,
                        bool watching, std::string_view watched) const {
  const Layout& l = canvas.layout();
  const Rect take = button().rect;
  // Small windows shrink the layout scale: the help stays readable one size up.
  const bool noted = accepts_input && !note_.empty();
  const TextStyle help = canvas.style(l.scale < 0.8f ? TextSize::Body : TextSize::Small,
                                      noted ? canvas.colors().bad : canvas.colors().text_muted);
  const Rect help_box{table.x + l.px(4), take.y, std::max(0.0f, take.x - table.x - l.px(20)),
                      take.h};
  std::vector<std::string> candidates;
  if (noted) {
    candidates = {note_};
  } else if (accepts_input) {
    candidates = {
        std::string(strings.tr(keys_.help_mouse)) + "\n" + std::string(strings.tr(keys_.help_keys)),
        std::string(strings.tr(keys_.help_mouse))};
  } else if (watching) {
    candidates = {waiting_text(strings, keys_.waiting, watched)};
  }
  for (const std::string& text : candidates) {
    if (help_box.w > l.px(100) &&
        canvas.wrapped_height(text, help, help_box.w) <= help_box.h + l.px(6)) {
      canvas.text_box(text, help_box, help, Align::Left, VAlign::Middle);
      break;
    }
  }
  draw_plain_buttons(canvas, buttons_, strings);
}

}  // namespace marienbad::app
