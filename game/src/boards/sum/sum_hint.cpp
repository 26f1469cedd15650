// The hint of a sum of games: the Marienbad table, which it generalises — one row per part
// holding that part's Grundy value in base 2 (every game is worth a Nim heap), their digital
// sum Σ underneath — then the verdict and the suggested move, naming the part.
#include <algorithm>

#include "boards/hint_draw.hpp"

MARIENBAD_STRINGS(
    hint_sum_strings, S_("hint.sum.heading", "Part"), S_("hint.sum.value", "g"),
    S_("hint.sum.caption",
       "Every game is worth a Nim heap: its Grundy value g. Each part's g in base 2, Σ = column "
       "sums without carries"),
    S_("hint.sum.method",
       "Play in the part with a 1 under Σ's leftmost 1 (circled): bring its value g to g ⊕ Σ."),
    S_("hint.sum.goal", "Goal: after your move the values' digital sum is 0 (Sprague–Grundy)."))

namespace marienbad::app {

void draw_sum_hint(Canvas& canvas, const HintFrame& frame, const HintModel& model,
                   const HintExtras& extras, const Strings& strings) {
  if (!model.sum) return;
  const SumHint& h = *model.sum;
  const Layout& l = canvas.layout();
  const Palette& c = canvas.colors();
  const HintArea split = hint_area(canvas, frame.area, 0.5f);
  HintColumn head(canvas, split.first, TextSize::Small);
  head.text(std::string(strings.tr("hint.sum.caption")), c.text_muted);
  head.gap(4);
  TableLabels labels{
      std::string(strings.tr("hint.sum.heading")), std::string(strings.tr("hint.sum.value")), {}};
  for (const SumHint::Part& part : h.parts) labels.rows.push_back(part.label);
  Rect table_box = head.remaining();
  if (!split.side_by_side) {
    table_box.h = std::max(0.0f, split.inner.bottom() - table_box.y - l.px(90));
  }
  // The largest type the table fits in.
  float table_h = 0;
  for (TextSize size : {TextSize::Large, TextSize::Body, TextSize::Small}) {
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
  if (h.suggested && !extras.preview && !extras.verdict) {
    col.text(std::string(strings.tr("hint.sum.method")), c.text_muted);
  }
  if (frame.person_to_move && h.suggested) {
    col.suggestion(h.explanation);
  } else if (!model.over) {
    col.text(h.explanation, c.text);
  }
  col.extras(extras);
  col.gap(10);
  col.text(std::string(strings.tr("hint.sum.goal")), c.text_muted);
}

}  // namespace marienbad::app
