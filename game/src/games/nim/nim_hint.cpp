// The Marienbad hint: the matches grouped into packets of powers of two on the board
// (seed 001), the rows in base 2 with Σ and each column's parity (seed 002), the verdict
// and the suggested move explained by flipping the key row's bits.
#include <algorithm>

#include "boards/board_view.hpp"
#include "boards/hint_draw.hpp"
#include "games/nim/nim_hint_model.hpp"

namespace marienbad::app {

MARIENBAD_STRINGS(hint_nim_strings, S_("hint.nim.row", "Row"), S_("hint.nim.row_n", "Row {}"),
                  S_("hint.nim.count", "n"), S_("hint.nim.odd", "odd"), S_("hint.nim.even", "even"),
                  S_("hint.nim.sigma", "Σ"),
                  S_("hint.nim.caption", "Each row in base 2, Σ = the digital sum (no carries)"),
                  S_("hint.nim.goal", "Goal: after your move every column is even (Σ = 0)."),
                  S_("hint.nim.method",
                     "Take from the row with a 1 under Σ's leftmost 1 (circled); flip its "
                     "digits in Σ's 1-columns:"),
                  S_("hint.nim.misere_goal",
                     "Misère: the same, until only rows of 1 would be left: then leave an odd "
                     "number of them."))

namespace {

// Seed 001: outlines around each packet of 4, 2, 1… matches, its size above it.
void draw_packets(Canvas& canvas, const HintFrame& frame, const HintModel& model) {
  if (frame.view == nullptr || !model.table) return;
  const BoardView& board = *frame.view;
  const Layout& l = canvas.layout();
  const Palette& c = canvas.colors();
  const TextStyle label = canvas.style(TextSize::Small, c.title, FontFace::Bold);
  for (std::size_t r = 0; r < model.table->rows.size(); ++r) {
    Count first = 0;
    for (Count packet : model.table->rows[r].packets) {
      const auto a = board.piece_rect(r, first);
      const auto b = board.piece_rect(r, first + packet - 1);
      first += packet;
      if (!a || !b || a->w <= 0 || a->h <= 0) continue;
      const float spacing = a->w;
      const float length = a->h;
      const Rect box{a->center_x() - spacing * 0.42f, a->bottom() - length - l.px(5),
                     b->center_x() - a->center_x() + spacing * 0.84f, length + l.px(8)};
      canvas.rounded_outline(box, std::min(l.px(8), spacing * 0.3f), std::max(1.5f, l.px(2)),
                             c.title.with_alpha(200));
      if (spacing * static_cast<float>(packet) >= canvas.measure("8", label).w) {
        canvas.text(std::to_string(packet), {box.center_x(), box.y - l.px(1)}, label, Align::Center,
                    VAlign::Bottom);
      }
    }
  }
}

}  // namespace

float draw_binary_table(Canvas& canvas, Rect box, const DigitalSumHint& h, const HintExtras& extras,
                        const Strings& s, TextSize size, const TableLabels* labels) {
  const Layout& l = canvas.layout();
  const Palette& c = canvas.colors();
  const TextStyle head = canvas.style(size, c.text_muted, FontFace::Bold);
  const TextStyle mono = canvas.style(size, c.text, FontFace::Mono);
  const TextStyle mono_bold = canvas.style(size, c.text, FontFace::Bold);
  const TextStyle small = canvas.style(TextSize::Small, c.text_muted);
  const float line = canvas.line_height(mono) * 1.25f;
  const std::size_t rows = h.rows.size();
  const std::size_t preview_rows = extras.preview && extras.preview->sum_bits ? 1 : 0;
  const float height = line * static_cast<float>(rows + 3 + preview_rows) + l.px(6);
  const auto row_label = [&](std::size_t r) {
    return labels && r < labels->rows.size() ? labels->rows[r] : s.trf("hint.nim.row_n", r + 1);
  };
  float label_w = 0;
  for (std::size_t r = 0; r < rows; ++r) {
    label_w = std::max(label_w, canvas.measure(row_label(r), head).w + l.px(10));
  }
  float count_w = canvas.measure("00", mono).w + l.px(10);
  std::string widest_heading = std::to_string(h.place_values.empty() ? 1 : h.place_values[0]);
  float cell_w = std::max({canvas.measure(widest_heading, head).w,
                           canvas.measure(s.tr("hint.nim.odd"), small).w,
                           canvas.measure(s.tr("hint.nim.even"), small).w}) +
                 l.px(14);
  const float cells = static_cast<float>(h.width);
  float total = label_w + count_w + cells * cell_w;
  if (total > box.w) {  // squeeze the cells first (the parity words then shorten to marks)
    cell_w = std::max(canvas.measure(widest_heading, head).w + l.px(4),
                      (box.w - label_w - count_w) / cells);
    total = label_w + count_w + cells * cell_w;
    // A labelled table (Kayles, sums) takes a smaller type rather than shorten "odd" to a mark.
    const TextStyle odd = canvas.style(TextSize::Small, c.accent_b, FontFace::Bold);
    if (labels && size != TextSize::Small && canvas.measure(s.tr("hint.nim.odd"), odd).w > cell_w)
      return 0;
  }
  if (total > box.w + 1 || height > box.h + 1) return 0;
  const float x0 = box.x + (box.w - total) / 2;
  const float cells_x = x0 + label_w + count_w;
  const auto cell_center = [&](std::size_t col) {
    return cells_x + (static_cast<float>(col) + 0.5f) * cell_w;
  };
  float y = box.y;
  // Headings: Row, #, … 8 4 2 1.
  canvas.text(labels ? labels->row_heading : std::string(s.tr("hint.nim.row")), {x0, y + line / 2},
              head, Align::Left, VAlign::Middle);
  canvas.text(labels ? labels->count_heading : std::string(s.tr("hint.nim.count")),
              {x0 + label_w + count_w / 2, y + line / 2}, head, Align::Center, VAlign::Middle);
  for (std::size_t col = 0; col < h.width; ++col) {
    canvas.text(std::to_string(h.place_values[col]), {cell_center(col), y + line / 2}, head,
                Align::Center, VAlign::Middle);
  }
  const float top = y;
  y += line;
  // Odd columns: a bold outline from the heading to Σ (and "odd" written under it).
  const float sum_y = y + line * static_cast<float>(rows) + l.px(6);
  const std::string* written = extras.written_sum;
  for (std::size_t col = 0; col < h.width; ++col) {
    if (!h.column_odd[col] || written) continue;
    const Rect column{cell_center(col) - cell_w / 2 + l.px(2), top, cell_w - l.px(4),
                      sum_y + line - top};
    canvas.rounded_outline(column, l.px(6), std::max(2.0f, l.px(3)), c.accent_b);
  }
  if (extras.row_cells) extras.row_cells->clear();
  for (std::size_t r = 0; r < rows; ++r) {
    if (extras.row_cells) extras.row_cells->push_back({x0, y, total, line});
    const bool key = h.key_row && *h.key_row == r && !written;  // Σ not given away
    const float cy = y + line / 2;
    canvas.text(row_label(r), {x0, cy}, key ? mono_bold : head, Align::Left, VAlign::Middle);
    canvas.text(std::to_string(h.rows[r].count), {x0 + label_w + count_w / 2, cy}, mono,
                Align::Center, VAlign::Middle);
    for (std::size_t col = 0; col < h.width; ++col) {
      const char bit = h.rows[r].bits[col];
      const Point p{cell_center(col), cy};
      // The key row's 1 in Σ's leftmost column: circled (seed 002).
      if (key && bit == '1' && h.sum_bits.find('1') == col) {
        canvas.circle(p, line * 0.42f, std::max(1.5f, l.px(2)), c.accent_a);
      }
      canvas.text(std::string(1, bit), p, bit == '1' ? mono_bold : mono, Align::Center,
                  VAlign::Middle);
    }
    y += line;
  }
  // Σ and the parity of each column.
  canvas.line({x0, sum_y - l.px(3)}, {x0 + total, sum_y - l.px(3)}, std::max(1.0f, l.px(2)),
              c.text_muted);
  const float sy = sum_y + line / 2;
  canvas.text(s.tr("hint.nim.sigma"), {x0, sy}, mono_bold, Align::Left, VAlign::Middle);
  if (written) {  // the learner's digits, each in a box to click
    if (extras.sum_cells) extras.sum_cells->clear();
    for (std::size_t col = 0; col < h.width && col < written->size(); ++col) {
      const Rect cell{cell_center(col) - line * 0.45f, sy - line * 0.48f, line * 0.9f,
                      line * 0.96f};
      const bool focused = extras.sum_focus == col;
      canvas.rounded_outline(cell, l.px(4), std::max(1.5f, l.px(focused ? 3 : 2)),
                             focused ? c.focus : c.panel_border);
      canvas.text(std::string(1, (*written)[col]), cell.center(), mono_bold, Align::Center,
                  VAlign::Middle);
      if (extras.sum_cells) extras.sum_cells->push_back(cell);
    }
    return height;
  }
  canvas.text(std::to_string(h.sum), {x0 + label_w + count_w / 2, sy}, mono_bold, Align::Center,
              VAlign::Middle);
  for (std::size_t col = 0; col < h.width; ++col) {
    canvas.text(std::string(1, h.sum_bits[col]), {cell_center(col), sy}, mono_bold, Align::Center,
                VAlign::Middle);
  }
  const float py = sum_y + line + line / 2;
  for (std::size_t col = 0; col < h.width; ++col) {
    const bool odd = h.column_odd[col];
    std::string word(s.tr(odd ? "hint.nim.odd" : "hint.nim.even"));
    const TextStyle st = canvas.style(TextSize::Small, odd ? c.accent_b : c.text_dim,
                                      odd ? FontFace::Bold : FontFace::Regular);
    if (canvas.measure(word, st).w > cell_w) word = odd ? "●" : "○";
    canvas.text(word, {cell_center(col), py}, st, Align::Center, VAlign::Middle);
  }
  // Live preview: Σ of the position the selected move would leave, under the same columns.
  if (preview_rows) {
    const std::string& bits = *extras.preview->sum_bits;
    const float vy = sum_y + 2 * line + line / 2;
    const Color color = extras.preview->good ? c.accent_a : c.accent_b;
    const TextStyle st = canvas.style(size, color, FontFace::Bold);
    canvas.text("→ Σ", {x0, vy}, st, Align::Left, VAlign::Middle);
    const std::size_t skip = bits.size() > h.width ? bits.size() - h.width : 0;
    for (std::size_t col = 0; col < h.width && col + skip < bits.size(); ++col) {
      canvas.text(std::string(1, bits[col + skip]), {cell_center(col), vy}, st, Align::Center,
                  VAlign::Middle);
    }
  }
  return height;
}

void draw_nim_hint(Canvas& canvas, const HintFrame& frame, const HintModel& model,
                   const HintExtras& extras, const Strings& strings) {
  if (!model.table) return;
  draw_packets(canvas, frame, model);
  const Layout& l = canvas.layout();
  const Palette& c = canvas.colors();
  const HintArea split = hint_area(canvas, frame.area, 0.5f);
  // The table picks the largest type that fits rather than split.text_size.
  const Rect& inner = split.inner;
  const Rect& first = split.first;
  const Rect& second = split.second;
  const bool side_by_side = split.side_by_side;
  // The largest type that fits the table.
  float table_h = 0;
  TextSize size = TextSize::Body;
  HintColumn head(canvas, first, TextSize::Small);
  head.text(std::string(strings.tr("hint.nim.caption")), c.text_muted);
  head.gap(4);
  for (TextSize t : {TextSize::Large, TextSize::Body, TextSize::Small}) {
    Rect box = head.remaining();
    if (!side_by_side) box.h = std::max(0.0f, inner.bottom() - box.y - l.px(90));
    size = t;
    // Measure by drawing into a clipped-away rect would cost a frame; instead estimate.
    const float line = canvas.line_height(canvas.style(t, c.text, FontFace::Mono)) * 1.25f;
    const float need = line * static_cast<float>(model.table->rows.size() + 4) + l.px(6);
    if (need <= box.h) break;
  }
  Rect table_box = head.remaining();
  if (!side_by_side) table_box.h = std::max(0.0f, inner.bottom() - table_box.y - l.px(90));
  table_h = draw_binary_table(canvas, table_box, *model.table, extras, strings, size, nullptr);
  Rect text_area = second;
  if (!side_by_side) {
    text_area = {inner.x, table_box.y + table_h + l.px(12), inner.w,
                 std::max(0.0f, inner.bottom() - table_box.y - table_h - l.px(12))};
  }
  const TextSize text_size =
      text_area.h > l.px(200) && text_area.w > l.px(260) ? TextSize::Body : TextSize::Small;
  HintColumn col(canvas, text_area, text_size);
  col.verdict(model);
  col.gap(6);
  const bool flip =
      model.table->suggested && !model.table->misere_exception && model.table->key_row;
  // While a move is being chosen, its preview takes the method's place.
  if (flip && !extras.preview && !extras.verdict) {
    col.text(std::string(strings.tr("hint.nim.method")), c.text_muted);
  }
  if (frame.person_to_move && model.table->suggested) {
    col.suggestion(model.table->explanation);
  } else if (!model.over) {  // (no "every move makes a column odd" once no move is left)
    col.text(model.table->explanation, c.text);
  }
  col.extras(extras);
  col.gap(10);
  col.text(std::string(strings.tr("hint.nim.goal")), c.text_muted);
  if (frame.game.rule() == Rule::Misere) {
    col.text(std::string(strings.tr("hint.nim.misere_goal")), c.text_muted);
  }
}

}  // namespace marienbad::app
