// The hint of a game of pins (Kayles, the octal games): every row is worth a Nim heap of its
// Grundy value g (not of its length: that is the point of these games), so Marienbad's table
// is drawn with each row's g in base 2 and their digital sum Σ under them; then the verdict
// and the winning move, which brings the key row's value g to g ⊕ Σ by splitting or
// shortening it. The values come from the engine's registry row of the game; the texts
// (hint.pins.*) say pins and knock down, as every board of pins does.
#include <algorithm>

#include "boards/pins/pin_hint.hpp"
#include "boards/pins/pin_lines.hpp"
#include "boards/values_hint.hpp"
#include "marienbad/analysis.hpp"
#include "marienbad/registry.hpp"

MARIENBAD_STRINGS(
    hint_pins_strings, S_("hint.pins.heading", "Row"), S_("hint.pins.value", "g"),
    P_("hint.pins.row", "{} ({} pin)", "{} ({} pins)"),
    // A row that is not its whole line: the line's number, then its pins' places on it.
    P_("hint.pins.part_row", "{0} (pin {1})", "{0} (pins {1}–{2})"),
    S_("hint.pins.caption",
       "A row of n pins is worth a Nim heap of its Grundy value g(n), not of n. Each row's g in "
       "base 2, Σ = column sums without carries"),
    S_("hint.pins.values", "n: {}\ng: {}"),
    S_("hint.pins.method",
       "Play in the row with a 1 under Σ's leftmost 1 (circled): leave pieces worth g ⊕ Σ."),
    S_("hint.pins.flip", "Row {}: g = {} → {}, knock down {}"),
    S_("hint.pins.zero", "Σ = 0: every move changes one row's value, and Σ with it."),
    S_("hint.pins.misere",
       "Misère: Σ does not decide. The computer's search of every position says: knock down {}"),
    S_("hint.pins.misere_lost",
       "Misère: Σ does not decide. The computer's search of every position: every move loses."),
    S_("hint.pins.goal", "Goal: after your move the values' digital sum is 0 (Sprague–Grundy)."))

namespace marienbad::app {

namespace {

// g(n) of one row of `game`, as the registry knows it (0 where it does not: a row the setup
// refuses).
Count row_value(const Game& game, Count n) {
  const GameInfo& info = game_info(game.kind());
  if (info.grundy == nullptr) return 0;
  return info.grundy(game, Heaps{n}).value_or(0);
}

// A row's names: in the table ("2 (5 pins)", "2 (pins 4–5)") and in the hint's words ("2",
// "2 (pins 4–5)").
struct RowName {
  std::string in_table;
  std::string in_words;
};

// Each row named by its line (and its pins when it is not the whole line) as the board shows
// them, or by its place in a position given alone.
std::vector<RowName> row_names(const Heaps& position, const Reached& reached, const Strings& s) {
  std::vector<RowName> names;
  const auto whole = [&](std::size_t row, Count length) {
    return RowName{s.trn("hint.pins.row", length, row + 1, length), std::to_string(row + 1)};
  };
  const auto lines = PinLines::replayed(reached);
  if (lines && lines->shows(position)) {
    for (const PinLines::Run& run : lines->runs()) {
      if (run.length == lines->width(run.line)) {
        names.push_back(whole(run.line, run.length));
        continue;
      }
      std::string part = s.trn("hint.pins.part_row", run.length, run.line + 1, run.first + 1,
                               run.first + run.length);
      names.push_back({part, part});
    }
    return names;
  }
  for (std::size_t i = 0; i < position.size() && position[i] > 0; ++i) {
    names.push_back(whole(i, position[i]));
  }
  return names;
}

}  // namespace

void build_pin_rows_hint(const Game& game, const Heaps& position, const Reached& reached,
                         const Strings& s, Count, HintModel& model) {
  SumHint h;
  Heaps values;
  // Once every pin is down the position is one row of none: no row to show.
  const std::vector<RowName> names = row_names(position, reached, s);
  for (std::size_t i = 0; i < names.size(); ++i) {
    values.push_back(row_value(game, position[i]));
    h.parts.push_back({"", names[i].in_table, values.back()});
  }
  // The rows' values are Nim heaps: the Marienbad table of them says it all.
  if (!values.empty()) {
    h.table = digital_sum_hint(digital_sum(Rule::Normal, values));
  } else {  // no row: the table's one column and Σ = 0 under no row
    h.table.place_values = {1};
    h.table.column_ones = {0};
    h.table.column_odd = {false};
    h.table.sum_bits.assign(1, '0');
  }
  model.favourable = game.outcome(position) == Outcome::N;
  const std::vector<Move> winning = model.over ? std::vector<Move>{} : game.winning_moves(position);
  const auto words = [&](const Move& move) {
    return describe_move(game, position, move, s, reached);
  };
  if (game.rule() == Rule::Misere) {
    if (!winning.empty()) {
      h.suggested = winning.front();
      h.explanation = s.trf("hint.pins.misere", words(winning.front()));
    } else if (!model.over) {
      h.explanation = std::string(s.tr("hint.pins.misere_lost"));
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
      h.explanation = s.trf("hint.pins.flip", names[key].in_words, to_binary(before, h.table.width),
                            to_binary(before ^ h.table.sum, h.table.width), words(*in_key));
    }
  } else if (!model.over) {
    h.explanation = std::string(s.tr("hint.pins.zero"));
  }
  model.suggested = h.suggested;
  model.method = h.explanation;
  model.sum = std::move(h);
}

namespace {

// The first values above the table, so the learner sees that g is not the length: rows of n
// and g(n) for n = 0..11, in columns. Only when both lines fit unbroken (the columns must
// stay aligned); returns the height taken.
float draw_first_values(Canvas& canvas, Rect box, const Game& game, const Strings& strings) {
  std::string ns;
  std::string gs;
  for (Count n = 0; n < 12; ++n) {
    std::string a = std::to_string(n);
    std::string b = std::to_string(row_value(game, n));
    const std::size_t w = std::max(a.size(), b.size());
    a.insert(0, w - a.size(), ' ');
    b.insert(0, w - b.size(), ' ');
    ns.append(n > 0 ? " " : "").append(a);
    gs.append(n > 0 ? " " : "").append(b);
  }
  const TextStyle mono = canvas.style(TextSize::Small, canvas.colors().text, FontFace::Mono);
  const std::string values_text = strings.trf("hint.pins.values", ns + " …", gs + " …");
  const std::size_t newline = values_text.find('\n');
  const float widest = std::max(canvas.measure(values_text.substr(0, newline), mono).w,
                                canvas.measure(values_text.substr(newline + 1), mono).w);
  if (newline == std::string::npos || widest > box.w) return 0;
  const float values_h = canvas.wrapped_height(values_text, mono, box.w);
  canvas.text_box(values_text, {box.x, box.y, box.w, values_h}, mono);
  return values_h;
}

}  // namespace

void draw_pin_rows_hint(Canvas& canvas, const HintFrame& frame, const HintModel& model,
                        const HintExtras& extras, const Strings& strings) {
  // Misère: Σ does not decide, so neither the method nor the goal is said.
  const bool misere = frame.game.rule() == Rule::Misere;
  const auto tr = [&](std::string_view key) { return std::string(strings.tr(key)); };
  draw_values_hint(canvas, frame, model, extras,
                   {tr("hint.pins.caption"), tr("hint.pins.heading"), tr("hint.pins.value"),
                    misere ? "" : tr("hint.pins.method"), misere ? "" : tr("hint.pins.goal"), ""},
                   strings,
                   [&](Rect box) { return draw_first_values(canvas, box, frame.game, strings); });
}

}  // namespace marienbad::app
