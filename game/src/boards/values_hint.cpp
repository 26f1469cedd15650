#include "boards/values_hint.hpp"

#include <algorithm>

namespace marienbad::app {

void draw_values_hint(Canvas& canvas, const HintFrame& frame, const HintModel& model,
                      const HintExtras& extras, const ValuesHintText& text, const Strings& strings,
                      const std::function<float(Rect)>& intro) {
  if (!model.sum) return;
  const SumHint& h = *model.sum;
  const Layout& l = canvas.layout();
  const Palette& c = canvas.colors();
  const HintArea split = hint_area(canvas, frame.area, 0.5f);
  HintColumn head(canvas, split.first, TextSize::Small);
  head.text(text.caption, c.text_muted);
  float intro_h = 0;
  if (intro) {
    head.gap(2);
    intro_h = intro(head.remaining());
  }
  head.gap(4);
  TableLabels labels{text.heading, text.value, {}};
  for (const SumHint::Part& part : h.parts) labels.rows.push_back(part.label);
  Rect table_box = head.remaining();
  table_box.y += intro_h;
  table_box.h = std::max(0.0f, table_box.h - intro_h);
  if (!split.side_by_side) {
    table_box.h = std::max(0.0f, split.inner.bottom() - table_box.y - l.px(90));
  }
  // The largest type the table fits in.
  float table_h = 0;
  // No part left (every pin down): no table.
  for (TextSize size : {TextSize::Large, TextSize::Body, TextSize::Small}) {
    if (h.parts.empty()) break;
    const float line = canvas.line_height(canvas.style(size, c.text, FontFace::Mono)) * 1.25f;
    const float need = line * static_cast<float>(h.parts.size() + 4) + l.px(6);
    if (need > table_box.h && size != TextSize::Small) continue;
    table_h = draw_binary_table(canvas, table_box, h.table, extras, strings, size, &labels);
    if (table_h > 0) break;  // 0: too wide in this type (its parity words), a smaller one
  }
  Rect text_area = split.second;
  if (!split.side_by_side) {
    text_area = {split.inner.x, table_box.y + table_h + l.px(12), split.inner.w,
                 std::max(0.0f, split.inner.bottom() - table_box.y - table_h - l.px(12))};
  }
  const TextSize text_size =
      text_area.h > l.px(200) && text_area.w > l.px(260) ? TextSize::Body : TextSize::Small;
  HintColumn col(canvas, text_area, text_size);
  col.verdict(model);
  col.gap(6);
  if (!text.method.empty() && h.suggested && !extras.preview && !extras.verdict) {
    col.text(text.method, c.text_muted);
  }
  if (frame.person_to_move && h.suggested) {
    col.suggestion(h.explanation);
  } else if (!model.over) {
    col.text(h.explanation, c.text);
  }
  col.extras(extras);
  col.gap(10);
  if (!text.goal.empty()) col.text(text.goal, c.text_muted);
  // The last line: under the table when the columns sit side by side, else at the end.
  if (!text.more.empty()) {
    bool drawn = false;
    if (split.side_by_side && table_h > 0) {
      const float top = table_box.y + table_h + l.px(8);
      HintColumn under(canvas, {split.first.x, top, split.first.w, split.first.bottom() - top},
                       TextSize::Small);
      drawn = under.text(text.more, c.text_muted);
    }
    if (!drawn) {
      col.gap(6);
      HintColumn(canvas, col.remaining(), TextSize::Small).text(text.more, c.text_muted);
    }
  }
}

}  // namespace marienbad::app
