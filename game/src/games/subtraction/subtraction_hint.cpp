// The subtraction hint: the heap modulo (max + 1) for {1..k}, or the periodic pattern of
// losing heaps (from the engine's period), a strip of heaps with the losing ones ringed,
// and the suggested amount.
#include <algorithm>

#include "boards/hint_draw.hpp"
#include "games/subtraction/subtraction_hint_model.hpp"

namespace marienbad::app {

MARIENBAD_STRINGS(hint_subtraction_strings,
                  S_("hint.sub.caption", "Heap {}, allowed amounts {{{}}}"),
                  S_("hint.sub.legend", "◯ losing heap: leave one of these to your opponent"))

namespace {

// Heaps from 0 (or a bit below the current heap) up to the current heap; losing ones ringed.
void draw_strip(Canvas& canvas, Rect box, const SubtractionHint& h, const Strings& s) {
  const Layout& l = canvas.layout();
  const Palette& c = canvas.colors();
  const TextStyle num = canvas.style(TextSize::Small, c.text);
  const TextStyle num_bold = canvas.style(TextSize::Small, c.text, FontFace::Bold);
  const float cell = std::max(canvas.measure("000", num).w + l.px(6), l.px(30));
  const auto per_row = static_cast<Count>(std::max(1.0f, std::floor(box.w / cell)));
  const float row_h = cell + l.px(4);
  const auto rows = static_cast<Count>(std::max(0.0f, std::floor((box.h - l.px(26)) / row_h)));
  if (rows == 0) return;
  const Count shown = std::min<Count>(per_row * std::min<Count>(rows, 3), h.strip_losing.size());
  const Count first = h.heap + 1 - shown;
  for (Count i = 0; i < shown; ++i) {
    const Count n = first + i;
    const float x = box.x + static_cast<float>(i % per_row) * cell + cell / 2;
    const float y = box.y + static_cast<float>(i / per_row) * row_h + cell / 2;
    const bool losing = h.strip_losing[static_cast<std::size_t>(n - h.strip_first)];
    const bool current = n == h.heap;
    const bool target = h.suggested_amount && n + *h.suggested_amount == h.heap;
    if (current) {
      canvas.rounded_rect(
          {x - cell / 2 + l.px(1), y - cell / 2 + l.px(1), cell - l.px(2), cell - l.px(2)}, l.px(6),
          c.panel_raised);
      canvas.rounded_outline(
          {x - cell / 2 + l.px(1), y - cell / 2 + l.px(1), cell - l.px(2), cell - l.px(2)}, l.px(6),
          std::max(1.5f, l.px(2)), c.title);
    }
    if (losing) canvas.circle({x, y}, cell * 0.42f, std::max(2.0f, l.px(3)), c.accent_a);
    if (target) {
      const float t = l.px(5);
      const float ty = y + cell * 0.42f + l.px(4);
      canvas.triangle({x, ty - t}, {x - t, ty + t * 0.7f}, {x + t, ty + t * 0.7f}, c.accent_a);
    }
    canvas.text(std::to_string(n), {x, y}, losing || current ? num_bold : num, Align::Center,
                VAlign::Middle);
  }
  const float legend_y =
      box.y + static_cast<float>((shown + per_row - 1) / per_row) * row_h + l.px(6);
  canvas.text_box(s.tr("hint.sub.legend"), {box.x, legend_y, box.w, l.px(40)},
                  canvas.style(TextSize::Small, c.text_muted));
}

}  // namespace

void draw_subtraction_hint(Canvas& canvas, const HintFrame& frame, const HintModel& model,
                           const HintExtras& extras, const Strings& strings) {
  const auto* hint = std::any_cast<SubtractionHint>(&model.detail);
  if (hint == nullptr) return;
  const SubtractionHint& h = *hint;
  const Palette& c = canvas.colors();
  const HintArea split = hint_area(canvas, frame.area, 0.55f);
  const auto& [inner, first, second, side_by_side, size] = split;
  HintColumn col(canvas, side_by_side ? first : inner, size);
  col.text(strings.trf("hint.sub.caption", h.heap, join_counts(frame.game.parameter(), ", ")),
           c.text_muted);
  col.gap(6);
  col.verdict(model);
  col.gap(6);
  if (frame.person_to_move && h.suggested_amount) {
    col.suggestion(h.method);
  } else if (!model.over) {  // (an empty heap has no move to explain)
    col.text(h.method, c.text);
  }
  if (!h.modulus || !side_by_side) {
    col.gap(4);
    col.text(h.pattern, c.text_muted);
  }
  col.extras(extras);
  col.gap(10);
  draw_strip(canvas, side_by_side ? second : col.remaining(), h, strings);
}

}  // namespace marienbad::app
