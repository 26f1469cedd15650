#include "games/nim/nim_hint_model.hpp"

namespace marienbad::app {

MARIENBAD_STRINGS(hint_nim_model_strings, S_("hint.nim.flip", "Row {}: {} → {}, take {}"),
                  S_("hint.nim.zero", "Σ = 0: every move makes a column odd."),
                  S_("hint.nim.misere",
                     "Misère: leave an odd number of rows of 1 — row {}: take {}"),
                  S_("hint.nim.take", "Row {}: take {}"))

void build_nim_hint(const Game& game, const Heaps& position, const Reached&, const Strings& s,
                    Count, HintModel& model) {
  const DigitalSum d = digital_sum(game.rule(), position);
  DigitalSumHint h = digital_sum_hint(d);
  model.favourable = d.favourable;
  if (d.suggested && d.misere_exception) {
    h.explanation = s.trf("hint.nim.misere", d.suggested->heap + 1, d.suggested->amount);
  } else if (d.suggested && d.key_row && *d.key_row == d.suggested->heap) {
    const Count before = d.rows[*d.key_row];
    const Count after = before - d.suggested->amount;
    h.explanation = s.trf("hint.nim.flip", *d.key_row + 1, to_binary(before, d.width),
                          to_binary(after, d.width), d.suggested->amount);
  } else if (d.suggested) {
    h.explanation = s.trf("hint.nim.take", d.suggested->heap + 1, d.suggested->amount);
  } else if (d.sum == 0) {
    h.explanation = std::string(s.tr("hint.nim.zero"));
  }
  model.suggested = h.suggested;
  model.method = h.explanation;
  model.table = std::move(h);
}

}  // namespace marienbad::app
