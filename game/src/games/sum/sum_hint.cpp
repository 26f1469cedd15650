// The hint of a sum of games: the Marienbad table, which it generalises — one row per part
// holding that part's Grundy value in base 2 (every game is worth a Nim heap), their digital
// sum Σ underneath — then the verdict and the suggested move, naming the part
// (boards/values_hint.hpp). A part opened (V, or a click on its row) shows instead where its
// value comes from (boards/sum/sum_part_values.hpp).
#include <algorithm>

#include "boards/values_hint.hpp"
#include "games/sum/sum_hint_model.hpp"
#include "games/sum/sum_part_values.hpp"

MARIENBAD_STRINGS(
    hint_sum_strings, S_("hint.sum.heading", "Part"), S_("hint.sum.value", "g"),
    S_("hint.sum.caption",
       "Every game is worth a Nim heap: its Grundy value g. Each part's g in base 2, Σ = column "
       "sums without carries"),
    S_("hint.sum.method",
       "Play in the part with a 1 under Σ's leftmost 1 (circled): bring its value g to g ⊕ Σ."),
    S_("hint.sum.goal", "Goal: after your move the values' digital sum is 0 (Sprague–Grundy)."),
    S_("hint.sum.open", "Where a part's g comes from: click its line of the table, or press V."),
    S_("hint.part.back", "V: the next part · a click: back to the sum"),
    S_("hint.part.row_heading", "Row"))

namespace marienbad::app {

namespace {

void draw_rows(Canvas& canvas, Rect box, const PartValues& v, const Strings& strings) {
  const Palette& c = canvas.colors();
  TableLabels labels{std::string(strings.tr("hint.part.row_heading")),
                     std::string(strings.tr("hint.sum.value")), v.row_labels};
  for (TextSize size : {TextSize::Large, TextSize::Body, TextSize::Small}) {
    const float line = canvas.line_height(canvas.style(size, c.text, FontFace::Mono)) * 1.25f;
    if (line * static_cast<float>(v.rows.rows.size() + 3) > box.h && size != TextSize::Small) {
      continue;
    }
    if (draw_binary_table(canvas, box, v.rows, HintExtras{}, strings, size, &labels) > 0) return;
  }
}

void draw_sequence(Canvas& canvas, Rect box, const PartValues& v, const Strings& strings) {
  const Palette& c = canvas.colors();
  const auto [ns, gs] = sequence_lines(v, strings);
  for (TextSize size : {TextSize::Large, TextSize::Body, TextSize::Small}) {
    const TextStyle mono = canvas.style(size, c.text, FontFace::Mono);
    const float w = std::max(canvas.measure(ns, mono).w, canvas.measure(gs, mono).w);
    const float line = canvas.line_height(mono) * 1.3f;
    if ((w > box.w || 2 * line > box.h) && size != TextSize::Small) continue;
    const float x = box.x + std::max(0.0f, (box.w - w) / 2);
    canvas.text(ns, {x, box.y + line / 2}, mono, Align::Left, VAlign::Middle);
    canvas.text(gs, {x, box.y + line * 1.5f}, mono, Align::Left, VAlign::Middle);
    // The heap's own value (the last one) ringed.
    const std::string last = std::to_string(v.sequence.empty() ? 0 : v.sequence.back());
    const float right = x + canvas.measure(gs, mono).w;
    const float lw = canvas.measure(last, mono).w;
    canvas.rounded_outline(
        {right - lw - canvas.px(5), box.y + line * 1.05f, lw + canvas.px(10), line * 0.9f},
        canvas.px(6), std::max(1.5f, canvas.px(2.5f)), c.accent_b);
    return;
  }
}

void draw_grid(Canvas& canvas, Rect box, const PartValues& v) {
  const Palette& c = canvas.colors();
  if (v.grid.empty()) return;
  const std::size_t rows = v.grid.size();
  const std::size_t cols = v.grid.front().size();
  const float cell = std::min(
      {box.w / static_cast<float>(cols + 1), box.h / static_cast<float>(rows + 1), canvas.px(40)});
  const float x0 = box.x + (box.w - cell * static_cast<float>(cols + 1)) / 2 + cell;
  const float top = box.y;
  const auto style = [&](float scale, Color color, FontFace face) {
    TextStyle s = canvas.style(TextSize::Body, color, face);
    s.px = std::max(8, std::min(s.px, static_cast<int>(cell * scale)));
    return s;
  };
  const TextStyle value = style(0.5f, c.text, FontFace::Mono);
  const TextStyle bold = style(0.5f, c.title, FontFace::Bold);
  const TextStyle axis = style(0.42f, c.text_muted, FontFace::Regular);
  // y grows upwards, as on the board: the top row is the token's.
  for (std::size_t r = 0; r < rows; ++r) {
    const std::size_t gy = rows - 1 - r;
    const float cy = top + cell * (static_cast<float>(r) + 0.5f);
    canvas.text(std::to_string(v.y0 + gy), {x0 - cell * 0.3f, cy}, axis, Align::Right,
                VAlign::Middle);
    for (std::size_t col = 0; col < cols; ++col) {
      const Rect sq{x0 + cell * static_cast<float>(col), top + cell * static_cast<float>(r), cell,
                    cell};
      const bool token = gy + 1 == rows && col + 1 == cols;
      if (v.reached[gy][col]) canvas.fill_rect(sq.inset(1), c.accent_a.with_alpha(60));
      if (token) {
        canvas.rounded_outline(sq.inset(canvas.px(2)), canvas.px(5),
                               std::max(1.5f, canvas.px(2.5f)), c.accent_b);
      }
      canvas.text(std::to_string(v.grid[gy][col]), sq.center(), token ? bold : value, Align::Center,
                  VAlign::Middle);
    }
  }
  const float by = top + cell * static_cast<float>(rows) + cell * 0.3f;
  for (std::size_t col = 0; col < cols; ++col) {
    canvas.text(std::to_string(v.x0 + col), {x0 + cell * (static_cast<float>(col) + 0.5f), by},
                axis, Align::Center, VAlign::Middle);
  }
}

void draw_part_values(Canvas& canvas, const HintFrame& frame, const PartValues& v,
                      const Strings& strings) {
  const Layout& l = canvas.layout();
  const Palette& c = canvas.colors();
  const Rect inner = frame.area.inset(l.px(14));
  const TextSize size = inner.h > l.px(300) ? TextSize::Body : TextSize::Small;
  HintColumn col(canvas, inner, size);
  col.text(v.title, c.title, FontFace::Bold);
  col.gap(4);
  col.text(v.how, c.text_muted);
  col.gap(8);
  const TextStyle small = canvas.style(TextSize::Small, c.text_muted);
  const std::string back(strings.tr("hint.part.back"));
  const float back_h = canvas.wrapped_height(back, small, inner.w);
  Rect box = col.remaining();
  box.h = std::max(0.0f, box.h - back_h - l.px(8));
  switch (v.shape) {
    case PartValues::Shape::Rows:
      draw_rows(canvas, box, v, strings);
      break;
    case PartValues::Shape::Sequence:
      draw_sequence(canvas, box, v, strings);
      break;
    case PartValues::Shape::Grid:
      draw_grid(canvas, box, v);
      break;
  }
  canvas.text_box(back, {inner.x, inner.bottom() - back_h, inner.w, back_h}, small);
}

}  // namespace

void draw_sum_hint(Canvas& canvas, const HintFrame& frame, const HintModel& model,
                   const HintExtras& extras, const Strings& strings) {
  if (extras.part_values) return draw_part_values(canvas, frame, *extras.part_values, strings);
  const auto tr = [&](std::string_view key) { return std::string(strings.tr(key)); };
  draw_values_hint(canvas, frame, model, extras,
                   {tr("hint.sum.caption"), tr("hint.sum.heading"), tr("hint.sum.value"),
                    tr("hint.sum.method"), tr("hint.sum.goal"), tr("hint.sum.open")},
                   strings);
}

}  // namespace marienbad::app
