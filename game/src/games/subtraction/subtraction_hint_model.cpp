#include "games/subtraction/subtraction_hint_model.hpp"

namespace marienbad::app {

MARIENBAD_STRINGS(hint_subtraction_model_strings,  // Noun phrases: they fill "After {}: …" and "{}
                                                   // wins against perfect play".
                  S_("hint.sub.mod_take", "{} mod {} = {}: take {} to leave a multiple of {}"),
                  S_("hint.sub.mod_take_plus",
                     "{} mod {} = {}: take {} to leave a multiple of {} plus {}"),
                  S_("hint.sub.mod_stuck", "{} mod {} = {}: every move leaves a favourable heap"),
                  S_("hint.sub.losing", "Losing heaps: {}, … (repeating every {})"),
                  S_("hint.sub.take_last", "Take {}: the last token, you win"),
                  S_("hint.sub.take", "Take {} to leave a losing heap ({})"),
                  S_("hint.sub.stuck", "{} is a losing heap: any move leaves a winning one"))

void build_subtraction_hint(const Game& whole, const Heaps& position, const Reached&,
                            const Strings& s, Count, HintModel& model) {
  const auto& game = std::get<SubtractionGame>(whole.model());
  SubtractionHint h;
  h.heap = position.empty() ? 0 : position[0];
  const SubtractionPeriod& p = game.period();
  h.preperiod = p.preperiod;
  h.period = p.period;
  model.favourable = game.outcome_of(h.heap) == Outcome::N;
  // The losing heaps up to two periods past the preperiod, at most 12 of them.
  const Count shown_to = p.preperiod + 2 * p.period;
  for (Count n = 0; n < shown_to && h.losing_heaps.size() < 12; ++n) {
    if (game.outcome_of(n) == Outcome::P) h.losing_heaps.push_back(n);
  }
  h.pattern = s.trf("hint.sub.losing", join_counts(h.losing_heaps, ", "), p.period);
  h.strip_first = h.heap >= 59 ? h.heap - 59 : 0;
  for (Count n = h.strip_first; n <= h.heap; ++n) {
    h.strip_losing.push_back(game.outcome_of(n) == Outcome::P);
  }
  const auto winning = whole.winning_moves(position);
  if (!winning.empty()) h.suggested_amount = winning.front().amount;

  // {1..k}: one losing residue modulo k + 1, read off the engine's period.
  const std::vector<Count>& set = game.set();
  bool consecutive = true;
  for (std::size_t i = 0; i < set.size(); ++i) consecutive = consecutive && set[i] == i + 1;
  if (consecutive && p.period == set.size() + 1 && p.preperiod == 0) {
    std::vector<Count> residues;
    for (Count r = 0; r < p.period; ++r) {
      if (game.outcome_of(r) == Outcome::P) residues.push_back(r);
    }
    if (residues.size() == 1) {
      const Count m = p.period;
      h.modulus = m;
      h.losing_residue = residues[0];
      const Count rem = h.heap % m;
      if (h.suggested_amount) {
        h.method = residues[0] == 0
                       ? s.trf("hint.sub.mod_take", h.heap, m, rem, *h.suggested_amount, m)
                       : s.trf("hint.sub.mod_take_plus", h.heap, m, rem, *h.suggested_amount, m,
                               residues[0]);
      } else {
        h.method = s.trf("hint.sub.mod_stuck", h.heap, m, rem);
      }
    }
  }
  if (h.method.empty()) {
    h.method = h.suggested_amount
                   ? s.trf("hint.sub.take", *h.suggested_amount, h.heap - *h.suggested_amount)
                   : s.trf("hint.sub.stuck", h.heap);
  }
  // Taking the whole heap wins at once: no multiple or losing heap to explain.
  if (h.suggested_amount && *h.suggested_amount == h.heap) {
    h.method = s.trf("hint.sub.take_last", *h.suggested_amount);
  }
  if (h.suggested_amount) model.suggested = Move{0, *h.suggested_amount, false};
  model.method = h.method;
  model.detail = std::move(h);
}

}  // namespace marienbad::app
