// The Kayles hint: every row of pins is worth a Nim heap of its Grundy value g (not of its
// length: that is the point of the game), so Marienbad's table is drawn with each row's g in
// base 2 and their digital sum Σ under them; then the verdict and the winning move, which
// brings the key row's value g to g ⊕ Σ by splitting or shortening it.
#include <algorithm>

#include "boards/hint_draw.hpp"
#include "boards/kayles/kayles_board.hpp"
#include "marienbad/kayles.hpp"
#include "marienbad/nim.hpp"

MARIENBAD_STRINGS(
    hint_kayles_strings, S_("hint.kayles.heading", "Row"), S_("hint.kayles.value", "g"),
    S_("hint.kayles.row", "{} ({} pins)"),
    S_("hint.kayles.caption",
       "A row of n pins is worth a Nim heap of its Grundy value g(n), not of n. Each row's g in "
       "base 2, Σ = column sums without carries"),
    S_("hint.kayles.values", "n: {}\ng: {}"),
    S_("hint.kayles.method",
       "Play in the row with a 1 under Σ's leftmost 1 (circled): leave pieces worth g ⊕ Σ."),
    S_("hint.kayles.flip", "Row {}: g = {} → {}, knock down {}"),
    S_("hint.kayles.zero", "Σ = 0: every move changes one row's value, and Σ with it."),
    S_("hint.kayles.misere",
       "Misère: Σ does not decide. The computer's search of every position says: knock down {}"),
    S_("hint.kayles.misere_lost",
       "Misère: Σ does not decide. The computer's search of every position: every move loses."),
    S_("hint.kayles.goal", "Goal: after your move the values' digital sum is 0 (Sprague–Grundy)."))

namespace marienbad::app {

void build_kayles_hint(const Game& game, const Heaps& position, const Strings& s,
                       HintModel& model) {
  SumHint h;
  Heaps values;
  for (std::size_t i = 0; i < position.size(); ++i) {
    values.push_back(kayles_grundy(position[i]));
    h.parts.push_back({"", s.trf("hint.kayles.row", i + 1, position[i]), values.back()});
  }
  // The rows' values are Nim heaps: the Marienbad table of them says it all.
  HintModel as_nim = build_hint_model(Game(NimGame(Rule::Normal)), values, s, false);
  if (as_nim.nim) h.table = std::move(*as_nim.nim);
  model.favourable = game.outcome(position) == Outcome::N;
  const std::vector<Move> winning = model.over ? std::vector<Move>{} : game.winning_moves(position);
  const auto words = [&](const Move& move) { return describe_move(game, position, move, s); };
  if (game.rule() == Rule::Misere) {
    if (!winning.empty()) {
      h.suggested = winning.front();
      h.explanation = s.trf("hint.kayles.misere", words(winning.front()));
    } else if (!model.over) {
      h.explanation = std::string(s.tr("hint.kayles.misere_lost"));
    }
  } else if (h.table.key_row) {
    // The winning move in the key row: it leaves that row's pieces worth g ⊕ Σ.
    const std::size_t key = *h.table.key_row;
    const auto in_key = std::find_if(winning.begin(), winning.end(),
                                     [&](const Move& move) { return move.heap == key; });
    if (in_key != winning.end()) {
      h.suggested = *in_key;
      h.suggested_part = key;
      const Count before = values[key];
      h.explanation = s.trf("hint.kayles.flip", key + 1, to_binary(before, h.table.width),
                            to_binary(before ^ h.table.sum, h.table.width), words(*in_key));
    }
  } else if (!model.over) {
    h.explanation = std::string(s.tr("hint.kayles.zero"));
  }
  model.sum = std::move(h);
}

void draw_kayles_hint(Canvas& canvas, const HintFrame& frame, const HintModel& model,
                      const HintExtras& extras, const Strings& strings) {
  if (!model.sum) return;
  const SumHint& h = *model.sum;
  const Layout& l = canvas.layout();
  const Palette& c = canvas.colors();
  const HintArea split = hint_area(canvas, frame.area, 0.5f);
  HintColumn head(canvas, split.first, TextSize::Small);
  head.text(std::string(strings.tr("hint.kayles.caption")), c.text_muted);
  // The first values, so the learner sees that g is not the length.
  std::string ns;
  std::string gs;
  for (Count n = 0; n < 12; ++n) {
    std::string a = std::to_string(n);
    std::string b = std::to_string(kayles_grundy(n));
    const std::size_t w = std::max(a.size(), b.size());
    a.insert(0, w - a.size(), ' ');
    b.insert(0, w - b.size(), ' ');
    ns.append(n > 0 ? " " : "").append(a);
    gs.append(n > 0 ? " " : "").append(b);
  }
  head.gap(2);
  const Rect values_box = head.remaining();
  const TextStyle mono = canvas.style(TextSize::Small, c.text, FontFace::Mono);
  const std::string values_text = strings.trf("hint.kayles.values", ns + " …", gs + " …");
  float values_h = 0;
  // Only when both lines fit unbroken (the columns of n and g must stay aligned).
  const std::size_t newline = values_text.find('\n');
  const float widest = std::max(canvas.measure(values_text.substr(0, newline), mono).w,
                                canvas.measure(values_text.substr(newline + 1), mono).w);
  if (newline != std::string::npos && widest <= values_box.w) {
    values_h = canvas.wrapped_height(values_text, mono, values_box.w);
    canvas.text_box(values_text, {values_box.x, values_box.y, values_box.w, values_h}, mono);
  }
  head.gap(4);
  TableLabels labels{std::string(strings.tr("hint.kayles.heading")),
                     std::string(strings.tr("hint.kayles.value")),
                     {}};
  for (const SumHint::Part& part : h.parts) labels.rows.push_back(part.label);
  Rect table_box = head.remaining();
  table_box.y += values_h;
  table_box.h = std::max(0.0f, table_box.h - values_h);
  if (!split.side_by_side) {
    table_box.h = std::max(0.0f, split.inner.bottom() - table_box.y - l.px(90));
  }
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
  const bool misere = frame.game.rule() == Rule::Misere;
  if (h.suggested && !misere && !extras.preview && !extras.verdict) {
    col.text(std::string(strings.tr("hint.kayles.method")), c.text_muted);
  }
  if (frame.person_to_move && h.suggested) {
    col.suggestion(h.explanation);
  } else if (!model.over) {
    col.text(h.explanation, c.text);
  }
  col.extras(extras);
  col.gap(10);
  if (!misere) col.text(std::string(strings.tr("hint.kayles.goal")), c.text_muted);
}

}  // namespace marienbad::app
