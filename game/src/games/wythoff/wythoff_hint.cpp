// The Dornim hint: seed 004's cold squares drawn on the board (a blue diamond: colour and
// shape), the table (d, ⌊dφ⌋, ⌊dφ⌋ + d) for the ranks that fit, and the suggested square.
#include <algorithm>

#include "boards/board_view.hpp"
#include "boards/hint_draw.hpp"
#include "games/wythoff/wythoff_hint_model.hpp"

namespace marienbad::app {

MARIENBAD_STRINGS(hint_wythoff_strings,
                  S_("hint.wy.caption", "◆ cold square: whoever must move from it loses"),
                  S_("hint.wy.rank", "d"), S_("hint.wy.floor", "⌊dφ⌋"),
                  S_("hint.wy.plus", "⌊dφ⌋+d"),
                  S_("hint.wy.table", "Cold squares (x, y) and (y, x), φ ≈ 1.618:"),
                  S_("hint.wy.misere_note",
                     "Misère: the squares near the corner differ; the ◆ on "
                     "the board are right for this rule."))

Count wythoff_board_size(const HintFrame& frame) {
  return frame.view ? frame.view->board_squares() : 0;
}

namespace {

void diamond(Canvas& canvas, Point p, float r, Color color) {
  canvas.triangle({p.x - r, p.y}, {p.x, p.y - r}, {p.x + r, p.y}, color);
  canvas.triangle({p.x - r, p.y}, {p.x + r, p.y}, {p.x, p.y + r}, color);
}

void draw_cold_squares(Canvas& canvas, const HintFrame& frame, const WythoffHint& h) {
  if (frame.view == nullptr) return;
  const Palette& c = canvas.colors();
  const Heaps& token = frame.position;
  for (const WythoffHint::Square& sq : h.cold) {
    // Never over the token: the board draws it whole (the panel says its square is cold).
    if (token.size() == 2 && token[0] == sq.x && token[1] == sq.y) continue;
    // A cold square is on the board (kMaxBoard squares a side): its x fits any size_t.
    const auto rect = frame.view->piece_rect(static_cast<std::size_t>(sq.x), sq.y);
    if (!rect) continue;
    const float r = std::min(rect->w, rect->h) * 0.3f;
    diamond(canvas, rect->center(), r + std::max(1.0f, r * 0.3f), c.background);
    diamond(canvas, rect->center(), r, c.accent_a);
  }
}

// The table, vertical (one rank per line) or, in a wide short area, horizontal like seed 004's.
void draw_table(Canvas& canvas, Rect box, const WythoffHint& h, const Strings& s) {
  const Layout& l = canvas.layout();
  const Palette& c = canvas.colors();
  const TextStyle head = canvas.style(TextSize::Small, c.text_muted, FontFace::Bold);
  const TextStyle mono = canvas.style(TextSize::Small, c.text, FontFace::Mono);
  const TextStyle mono_bold = canvas.style(TextSize::Small, c.accent_a, FontFace::Bold);
  const float line = canvas.line_height(mono) * 1.2f;
  const auto highlighted = [&](const ColdPosition& p) {
    if (!h.suggested_square) return false;
    const auto& q = *h.suggested_square;
    return (q.x == p.x && q.y == p.y) || (q.x == p.y && q.y == p.x);
  };
  const bool horizontal = box.w > box.h * 2.2f;
  if (horizontal) {
    const float label_w = canvas.measure(s.tr("hint.wy.plus"), head).w + l.px(10);
    const float cell = canvas.measure("000", mono).w + l.px(6);
    const auto fit = static_cast<std::size_t>(std::max(0.0f, (box.w - label_w) / cell));
    const std::size_t n = std::min(fit, h.table.size());
    const char* keys[] = {"hint.wy.rank", "hint.wy.floor", "hint.wy.plus"};
    for (int row = 0; row < 3; ++row) {
      const float y = box.y + line * (static_cast<float>(row) + 0.5f);
      if (y + line / 2 > box.bottom()) return;
      canvas.text(s.tr(keys[row]), {box.x, y}, head, Align::Left, VAlign::Middle);
      for (std::size_t i = 0; i < n; ++i) {
        const ColdPosition& p = h.table[i];
        const Count v = row == 0 ? p.rank : row == 1 ? p.x : p.y;
        canvas.text(std::to_string(v), {box.x + label_w + (static_cast<float>(i) + 0.5f) * cell, y},
                    highlighted(p) ? mono_bold : mono, Align::Center, VAlign::Middle);
      }
    }
    for (std::size_t i = 0; i < n; ++i) {
      if (!highlighted(h.table[i])) continue;
      const float x = box.x + label_w + static_cast<float>(i) * cell;
      canvas.rounded_outline({x, box.y, cell, 3 * line}, l.px(5), std::max(1.5f, l.px(2)),
                             c.accent_a);
    }
    return;
  }
  const float col = std::min(box.w / 3, canvas.measure(s.tr("hint.wy.plus"), head).w + l.px(20));
  const float x0 = box.x;
  const char* keys[] = {"hint.wy.rank", "hint.wy.floor", "hint.wy.plus"};
  for (int k = 0; k < 3; ++k) {
    canvas.text(s.tr(keys[k]), {x0 + col * (static_cast<float>(k) + 0.5f), box.y + line / 2}, head,
                Align::Center, VAlign::Middle);
  }
  float y = box.y + line;
  for (const ColdPosition& p : h.table) {
    if (y + line > box.bottom()) break;
    const bool mark = highlighted(p);
    const Count values[] = {p.rank, p.x, p.y};
    for (int k = 0; k < 3; ++k) {
      canvas.text(std::to_string(values[k]),
                  {x0 + col * (static_cast<float>(k) + 0.5f), y + line / 2},
                  mark ? mono_bold : mono, Align::Center, VAlign::Middle);
    }
    if (mark) {
      canvas.rounded_outline({x0, y, 3 * col, line}, l.px(5), std::max(1.5f, l.px(2)), c.accent_a);
      diamond(canvas, {x0 + 3 * col + l.px(10), y + line / 2}, l.px(5), c.accent_a);
    }
    y += line;
  }
}

}  // namespace

void draw_wythoff_hint(Canvas& canvas, const HintFrame& frame, const HintModel& model,
                       const HintExtras& extras, const Strings& strings) {
  const auto* hint = std::any_cast<WythoffHint>(&model.detail);
  if (hint == nullptr) return;
  const WythoffHint& h = *hint;
  draw_cold_squares(canvas, frame, h);
  const Palette& c = canvas.colors();
  const HintArea split = hint_area(canvas, frame.area, 0.5f);
  const auto& [inner, first, second, side_by_side, size] = split;
  HintColumn col(canvas, side_by_side ? first : inner, size);
  col.text(std::string(strings.tr("hint.wy.caption")), c.text_muted);
  col.gap(6);
  col.verdict(model);
  col.gap(6);
  if (frame.person_to_move && h.suggested) {
    col.suggestion(h.method);
  } else if (!model.over) {  // (no move left to explain at the corner)
    col.text(h.method, c.text);
  }
  col.extras(extras);
  HintColumn table(canvas, side_by_side ? second : col.remaining(), TextSize::Small);
  table.gap(side_by_side ? 0 : 10);
  table.text(std::string(strings.tr("hint.wy.table")), c.text_muted);
  if (frame.game.rule() == Rule::Misere)
    table.text(std::string(strings.tr("hint.wy.misere_note")), c.text_muted);
  table.gap(4);
  draw_table(canvas, table.remaining(), h, strings);
}

}  // namespace marienbad::app
