#include "app/widgets.hpp"

#include <algorithm>

#include "app/strings.hpp"

namespace marienbad::app {

void draw_button(Canvas& canvas, Rect rect, std::string_view label, const ButtonLook& look,
                 std::string_view detail) {
  const Palette& c = canvas.colors();
  const float radius = canvas.px(canvas.theme().corner_radius);
  Color fill = look.primary ? c.button_primary : c.button;
  if (look.enabled && look.hovered) fill = fill.mix(c.text, 0.12f);
  if (look.enabled && look.pressed) fill = c.button_pressed;
  if (!look.enabled) fill = c.panel;
  Color border = look.primary ? c.title.mix(c.button_primary, 0.55f) : c.panel_border;
  if (look.hovered && look.enabled) border = border.mix(c.text, 0.35f);

  if (look.focused) {
    const float ring = canvas.px(canvas.theme().focus_width) + 1;
    const float gap = canvas.px(3);
    canvas.rounded_outline(rect.inset(-(gap + ring)), radius + gap + ring, ring, c.focus);
  }
  const float lift = look.pressed ? 0.0f : canvas.px(3);
  canvas.raised(
      {rect, radius, lift, false, c.shadow, fill, border, std::max(1.0f, canvas.px(1.5f))});

  const Color text_color = look.enabled ? c.button_text : c.text_dim;
  // Large labels, one step smaller when the button is too narrow for them.
  TextStyle main = canvas.style(TextSize::Large, text_color, FontFace::Bold);
  const float room = rect.w - canvas.px(24);
  if (canvas.measure(label, main).w > room || rect.h < canvas.px(60)) {
    // A narrow button (a part of a sum at 800x600): then just enough smaller to fit.
    main = canvas.fitted(label, canvas.style(TextSize::Body, text_color, FontFace::Bold),
                         rect.w - canvas.px(10));
  }
  if (detail.empty()) {
    canvas.text(label, rect.center(), main, Align::Center, VAlign::Middle, rect.w);
    return;
  }
  const TextStyle small = canvas.style(TextSize::Small, look.enabled ? c.text_muted : c.text_dim);
  const float total = canvas.line_height(main) + canvas.line_height(small) * 0.9f;
  const float top = rect.center_y() - total / 2;
  canvas.text(label, {rect.center_x(), top}, main, Align::Center, VAlign::Top, rect.w);
  canvas.text(detail, {rect.center_x(), top + canvas.line_height(main) * 0.95f}, small,
              Align::Center, VAlign::Top, rect.w);
}

float draw_page_heading(Canvas& canvas, std::string_view title, std::string_view subtitle) {
  const Layout& l = canvas.layout();
  const Theme& t = canvas.theme();
  const Palette& c = canvas.colors();
  const Rect screen = l.screen();
  const TextStyle heading =
      canvas.fitted(title, canvas.style(TextSize::Heading, c.title, FontFace::Bold),
                    screen.w - 2 * l.px(t.space_xl));
  float y =
      canvas.text(title, {screen.center_x(), l.px(t.space_l)}, heading, Align::Center).bottom();
  if (!subtitle.empty()) {
    y = canvas
            .text(subtitle, {screen.center_x(), y + l.px(t.space_xs)},
                  canvas.style(TextSize::Body, c.text_muted), Align::Center)
            .bottom();
  }
  return y;
}

Button* ButtonList::find(int id) {
  for (Button& b : buttons_) {
    if (b.id == id) return &b;
  }
  return nullptr;
}

float ButtonList::column_height(float height, float gap) const {
  if (buttons_.empty()) return 0;
  return static_cast<float>(buttons_.size()) * height +
         static_cast<float>(buttons_.size() - 1) * gap;
}

void ButtonList::layout_column(Rect area, float width, float height, float gap) {
  orientation_ = Orientation::Vertical;
  float y = area.y;
  const float x = area.center_x() - width / 2;
  for (Button& b : buttons_) {
    b.rect = {x, y, width, height};
    y += height + gap;
  }
}

void ButtonList::layout_row(Rect area, float width, float height, float gap) {
  orientation_ = Orientation::Horizontal;
  const float n = static_cast<float>(buttons_.size());
  const float total = n * width + std::max(0.0f, n - 1) * gap;
  float x = area.center_x() - total / 2;
  for (Button& b : buttons_) {
    b.rect = {x, area.center_y() - height / 2, width, height};
    x += width + gap;
  }
}

int ButtonList::index_at(Point p) const {
  for (std::size_t i = 0; i < buttons_.size(); ++i) {
    if (buttons_[i].rect.contains(p)) return static_cast<int>(i);
  }
  return -1;
}

void ButtonList::set_focus_index(int index) {
  if (buttons_.empty()) return;
  focus_ = std::clamp(index, 0, static_cast<int>(buttons_.size()) - 1);
  keyboard_used_ = true;
}

void ButtonList::focus_id(int id) {
  for (std::size_t i = 0; i < buttons_.size(); ++i) {
    if (buttons_[i].id == id) focus_ = static_cast<int>(i);
  }
}

std::optional<int> ButtonList::focused_id() const {
  if (focus_ < 0 || focus_ >= static_cast<int>(buttons_.size())) return std::nullopt;
  return buttons_[static_cast<std::size_t>(focus_)].id;
}

void ButtonList::move_focus(int step) {
  const int n = static_cast<int>(buttons_.size());
  if (n == 0) return;
  int index = focus_;
  for (int tries = 0; tries < n; ++tries) {
    index = (index + step + n) % n;
    if (buttons_[static_cast<std::size_t>(index)].enabled) {
      focus_ = index;
      return;
    }
  }
}

std::optional<int> ButtonList::handle(const Input& input) {
  consumed_ = true;
  const bool vertical = orientation_ == Orientation::Vertical;
  switch (input.action) {
    case Action::PointerMove:
      hover_ = index_at(input.pointer);
      if (hover_ >= 0 && buttons_[static_cast<std::size_t>(hover_)].enabled) {
        focus_ = hover_;
        keyboard_used_ = false;
      }
      consumed_ = hover_ >= 0;
      return std::nullopt;
    case Action::PointerPress:
      pressed_ = input.button == 1 ? index_at(input.pointer) : -1;
      consumed_ = pressed_ >= 0;
      return std::nullopt;
    case Action::PointerRelease: {
      const int released = index_at(input.pointer);
      const int was_pressed = pressed_;
      pressed_ = -1;
      consumed_ = released >= 0;
      if (released >= 0 && released == was_pressed &&
          buttons_[static_cast<std::size_t>(released)].enabled) {
        focus_ = released;
        return buttons_[static_cast<std::size_t>(released)].id;
      }
      return std::nullopt;
    }
    case Action::Up:
    case Action::Left:
      if ((input.action == Action::Up) != vertical) break;
      keyboard_used_ = true;
      move_focus(-1);
      return std::nullopt;
    case Action::Down:
    case Action::Right:
      if ((input.action == Action::Down) != vertical) break;
      keyboard_used_ = true;
      move_focus(+1);
      return std::nullopt;
    case Action::NextFocus:
      keyboard_used_ = true;
      move_focus(+1);
      return std::nullopt;
    case Action::PrevFocus:
      keyboard_used_ = true;
      move_focus(-1);
      return std::nullopt;
    case Action::Confirm:
      if (auto id = focused_id(); id && buttons_[static_cast<std::size_t>(focus_)].enabled) {
        keyboard_used_ = true;
        return id;
      }
      break;
    default:
      break;
  }
  consumed_ = false;
  return std::nullopt;
}

void ButtonList::draw(Canvas& canvas, const Strings& strings) const {
  for (std::size_t i = 0; i < buttons_.size(); ++i) {
    const Button& b = buttons_[i];
    if (b.rect.w <= 0) continue;  // not laid out this frame: not shown
    const int index = static_cast<int>(i);
    ButtonLook look;
    look.hovered = index == hover_;
    // The ring marks the keyboard focus; with the mouse, hover is enough feedback.
    look.focused = index == focus_ && (keyboard_used_ || hover_ < 0);
    look.pressed = index == pressed_;
    look.enabled = b.enabled;
    look.primary = b.primary;
    const std::string_view label = b.text.empty() ? strings.tr(b.key) : std::string_view(b.text);
    const std::string_view detail =
        b.detail_key.empty() ? std::string_view{} : strings.tr(b.detail_key);
    draw_button(canvas, b.rect, label, look, detail);
  }
}

}  // namespace marienbad::app
