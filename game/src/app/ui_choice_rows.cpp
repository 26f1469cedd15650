#include "app/ui_choice_rows.hpp"

#include <algorithm>

namespace marienbad::app {

namespace {

constexpr float kLineHeight = 46;  // design px of a row's main line
constexpr float kArrowSize = 36;   // the < and > buttons
constexpr float kPadding = 14;     // inside the row
constexpr float kChipGap = 6;

struct RowGeometry {
  Rect line;    // the main line
  Rect value;   // arrows + value (or the chips)
  Rect less;    // "<"
  Rect more;    // ">"
  Rect detail;  // under the main line
};

// widest_label: the widest label of the rows, so that short labels leave their
// room to the values (one column of arrows for all the rows).
RowGeometry geometry(const ChoiceRow& row, float unit, float widest_label) {
  RowGeometry g;
  const float line_h = std::min(row.rect.h, kLineHeight * unit);
  g.line = {row.rect.x, row.rect.y, row.rect.w, line_h};
  const float pad = kPadding * unit;
  const float share = std::min(row.rect.w * row.value_share, 320 * unit);
  const float beside_labels = std::min(row.rect.w - 2 * pad - widest_label - 12 * unit, 320 * unit);
  const float value_w = !row.chips.empty() ? row.rect.w * 0.64f
                        : row.value_widens ? std::max(share, beside_labels)
                                           : share;
  g.value = {row.rect.right() - pad - value_w, row.rect.y, value_w, line_h};
  const float arrow = std::min(kArrowSize * unit, line_h - 4 * unit);
  g.less = {g.value.x, g.line.center_y() - arrow / 2, arrow, arrow};
  g.more = {g.value.right() - arrow, g.line.center_y() - arrow / 2, arrow, arrow};
  g.detail = {row.rect.x + pad, row.rect.y + line_h - 4 * unit, row.rect.w - 2 * pad,
              std::max(0.0f, row.rect.h - line_h)};
  return g;
}

Rect chip_rect(const ChoiceRow& row, const RowGeometry& g, std::size_t index, float unit) {
  const float n = static_cast<float>(row.chips.size());
  const float gap = kChipGap * unit;
  const float w = (g.value.w - (n - 1) * gap) / n;
  const float h = std::min(g.line.h - 10 * unit, 34 * unit);
  return {g.value.x + static_cast<float>(index) * (w + gap), g.line.center_y() - h / 2, w, h};
}

}  // namespace

void ChoiceRows::set_rows(std::vector<ChoiceRow> rows) {
  rows_ = std::move(rows);
  if (!rows_.empty()) focus_ = std::clamp(focus_, 0, static_cast<int>(rows_.size()) - 1);
  if (hover_ >= static_cast<int>(rows_.size())) hover_ = -1;
}

float ChoiceRows::height_for(Canvas& canvas, const ChoiceRow& row, float width) {
  float h = canvas.px(kLineHeight);
  if (!row.detail.empty()) {
    const TextStyle small = canvas.style(TextSize::Small, {});
    h += canvas.wrapped_height(row.detail, small, width - 2 * canvas.px(kPadding)) + canvas.px(6);
  }
  return h;
}

void ChoiceRows::set_focus_index(int index) {
  if (rows_.empty()) return;
  focus_ = std::clamp(index, 0, static_cast<int>(rows_.size()) - 1);
  keyboard_used_ = true;
}

std::optional<int> ChoiceRows::focused_id() const {
  if (focus_ < 0 || focus_ >= static_cast<int>(rows_.size())) return std::nullopt;
  return rows_[static_cast<std::size_t>(focus_)].id;
}

Rect ChoiceRows::value_area(std::size_t index) const {
  if (index >= rows_.size()) return {};
  return geometry(rows_[index], unit_, widest_label(index)).value;
}

ChoiceRows::Hit ChoiceRows::hit_at(Point p) const {
  for (std::size_t i = 0; i < rows_.size(); ++i) {
    const ChoiceRow& row = rows_[i];
    if (!row.rect.contains(p)) continue;
    Hit hit{static_cast<int>(i), 0, -1};
    const RowGeometry g = geometry(row, unit_, widest_label(i));
    if (!row.chips.empty()) {
      for (std::size_t c = 0; c < row.chips.size(); ++c) {
        if (chip_rect(row, g, c, unit_).contains(p)) hit.chip = static_cast<int>(c);
      }
    } else if (g.less.contains(p)) {
      hit.delta = -1;
    } else if (g.more.contains(p) || g.value.contains(p)) {
      hit.delta = +1;  // clicking the value itself steps forward
    }
    return hit;
  }
  return {};
}

std::optional<ChoiceEvent> ChoiceRows::handle(const Input& input) {
  if (rows_.empty()) return std::nullopt;
  const int n = static_cast<int>(rows_.size());
  ChoiceRow& focused = rows_[static_cast<std::size_t>(focus_)];
  switch (input.action) {
    case Action::Up:
    case Action::PrevFocus:
      set_focus_index(focus_ == 0 && input.action == Action::PrevFocus ? n - 1 : focus_ - 1);
      return std::nullopt;
    case Action::Down:
    case Action::NextFocus:
      set_focus_index(focus_ == n - 1 && input.action == Action::NextFocus ? 0 : focus_ + 1);
      return std::nullopt;
    case Action::Left:
    case Action::Right: {
      keyboard_used_ = true;
      const int delta = input.action == Action::Left ? -1 : +1;
      if (!focused.chips.empty()) return std::nullopt;  // chips: digits or clicks
      if ((delta < 0 && !focused.can_decrease) || (delta > 0 && !focused.can_increase)) {
        return std::nullopt;
      }
      return ChoiceEvent{focused.id, delta, -1};
    }
    case Action::Digit: {
      if (focused.chips.empty()) return std::nullopt;
      // 1..9 toggle the chip of that number; 0 stands for the tenth.
      const int index = input.digit == 0 ? 9 : input.digit - 1;
      if (index >= static_cast<int>(focused.chips.size())) return std::nullopt;
      return ChoiceEvent{focused.id, 0, index};
    }
    case Action::PointerMove: {
      hover_ = hit_at(input.pointer).row;
      return std::nullopt;
    }
    case Action::PointerPress:
      pressed_ = input.button == 1 ? hit_at(input.pointer) : Hit{};
      return std::nullopt;
    case Action::PointerRelease: {
      const Hit hit = hit_at(input.pointer);
      const Hit was = pressed_;
      pressed_ = {};
      if (hit.row < 0 || hit.row != was.row || hit.delta != was.delta || hit.chip != was.chip) {
        return std::nullopt;
      }
      focus_ = hit.row;
      const ChoiceRow& row = rows_[static_cast<std::size_t>(hit.row)];
      if (hit.chip >= 0) return ChoiceEvent{row.id, 0, hit.chip};
      if ((hit.delta < 0 && row.can_decrease) || (hit.delta > 0 && row.can_increase)) {
        return ChoiceEvent{row.id, hit.delta, -1};
      }
      return std::nullopt;
    }
    default:
      return std::nullopt;
  }
}

void ChoiceRows::draw(Canvas& canvas) const {
  unit_ = canvas.px(1);
  const Palette& c = canvas.colors();
  const Theme& t = canvas.theme();
  const float radius = canvas.px(t.corner_radius) * 0.75f;
  const TextStyle label_style = canvas.style(TextSize::Body, c.text);
  // The widest label of each column (rows with the same left edge and width).
  widest_label_.assign(rows_.size(), 0.0f);
  for (std::size_t i = 0; i < rows_.size(); ++i) {
    const float w = canvas.measure(rows_[i].label, label_style).w;
    for (std::size_t j = 0; j < rows_.size(); ++j) {
      if (rows_[j].rect.x == rows_[i].rect.x && rows_[j].rect.w == rows_[i].rect.w) {
        widest_label_[j] = std::max(widest_label_[j], w);
      }
    }
  }
  const TextStyle value_style = canvas.style(TextSize::Body, c.title, FontFace::Bold);
  const TextStyle detail_style = canvas.style(TextSize::Small, c.text_muted);
  const TextStyle chip_style = canvas.style(TextSize::Small, c.text, FontFace::Bold);
  for (std::size_t i = 0; i < rows_.size(); ++i) {
    const ChoiceRow& row = rows_[i];
    const int index = static_cast<int>(i);
    const RowGeometry g = geometry(row, unit_, widest_label(i));
    const bool focused = index == focus_ && keyboard_used_;
    Color fill = c.panel_raised.with_alpha(index == hover_ || focused ? 230 : 150);
    canvas.rounded_rect(row.rect, radius, fill);
    if (focused) {
      const float ring = canvas.px(t.focus_width);
      canvas.rounded_outline(row.rect.inset(-ring), radius + ring, ring, c.focus);
    }
    // Long labels and values (French) shrink just enough to keep clear of the
    // arrows, rather than overlap them or jump to a visibly smaller size.
    const float label_room = g.value.x - row.rect.x - canvas.px(kPadding) - canvas.px(8);
    const TextStyle label = canvas.fitted(row.label, label_style, label_room);
    canvas.text(row.label, {row.rect.x + canvas.px(kPadding), g.line.center_y()}, label,
                Align::Left, VAlign::Middle);
    if (row.chips.empty()) {
      auto arrow = [&](Rect r, bool left, bool enabled) {
        canvas.rounded_rect(r, r.h / 2, enabled ? c.button : c.panel);
        const Color ink = enabled ? c.text : c.text_dim;
        const float s = r.h * 0.22f;
        const Point m = r.center();
        if (left) {
          canvas.triangle({m.x - s, m.y}, {m.x + s * 0.8f, m.y - s}, {m.x + s * 0.8f, m.y + s},
                          ink);
        } else {
          canvas.triangle({m.x + s, m.y}, {m.x - s * 0.8f, m.y - s}, {m.x - s * 0.8f, m.y + s},
                          ink);
        }
      };
      arrow(g.less, true, row.can_decrease);
      arrow(g.more, false, row.can_increase);
      const float value_room = g.more.x - g.less.right() - canvas.px(16);
      TextStyle value = canvas.fitted(row.value, value_style, value_room);
      if (canvas.measure(row.value, value).w > value_room) {
        value = canvas.fitted(row.value, canvas.style(TextSize::Small, c.title, FontFace::Bold),
                              value_room);
      }
      canvas.text(row.value, g.value.center(), value, Align::Center, VAlign::Middle, value_room);
    } else {
      for (std::size_t k = 0; k < row.chips.size(); ++k) {
        const Rect r = chip_rect(row, g, k, unit_);
        const bool on = k < row.chip_on.size() && row.chip_on[k];
        // On: filled gold with dark text; off: outlined only (shape differs, not just colour).
        if (on) {
          canvas.rounded_rect(r, r.h / 3, c.title);
        } else {
          canvas.rounded_outline(r, r.h / 3, std::max(1.0f, canvas.px(1.5f)), c.panel_border);
        }
        TextStyle s = chip_style;
        s.color = on ? c.background : c.text_muted;
        canvas.text(row.chips[k], r.center(), s, Align::Center, VAlign::Middle);
      }
    }
    if (!row.detail.empty()) canvas.text_box(row.detail, g.detail, detail_style);
  }
}

}  // namespace marienbad::app
