// The hint of a sum of games: the Marienbad table, which it generalises — one row per part
// holding that part's Grundy value in base 2 (every game is worth a Nim heap), their digital
// sum Σ underneath — then the verdict and the suggested move, naming the part
// (boards/values_hint.hpp).
#include "boards/values_hint.hpp"

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
  const auto tr = [&](std::string_view key) { return std::string(strings.tr(key)); };
  draw_values_hint(canvas, frame, model, extras,
                   {tr("hint.sum.caption"), tr("hint.sum.heading"), tr("hint.sum.value"),
                    tr("hint.sum.method"), tr("hint.sum.goal")},
                   strings);
}

}  // namespace marienbad::app
