#include "games/sum/sum_hint_model.hpp"

#include "boards/game_table.hpp"
#include "games/sum/sum_words.hpp"

namespace marienbad::app {

MARIENBAD_STRINGS(hint_sum_model_strings, S_("hint.sum.row", "Part {}"),
                  S_("hint.sum.flip", "Part {}: {} → {} with {}"),
                  S_("hint.sum.zero", "Σ = 0: every move changes one value, and Σ with it."))

void build_sum_hint(const Game& game, const Heaps& position, const Reached& reached,
                    const Strings& s, Count, HintModel& model) {
  const SumGame& sum = *game.sum();
  SumHint h;
  Heaps values;
  for (std::size_t i = 0; i < sum.part_count(); ++i) {
    const Count value = sum.part_grundy(position, i);
    values.push_back(value);
    h.parts.push_back({sum_part_caption(s, game, i), s.trf("hint.sum.row", i + 1), value});
  }
  // The parts' values are Nim heaps: the Marienbad table of them says it all.
  h.table = digital_sum_hint(digital_sum(Rule::Normal, values));
  model.favourable = h.table.sum != 0;
  const std::optional<std::size_t> key = h.table.key_row;
  if (key) {
    // The engine's winning moves; the one in the key part changes its value v into v ⊕ Σ.
    for (const Move& move : game.winning_moves(position)) {
      if (sum.part_of(move) != *key) continue;
      h.suggested = move;
      h.suggested_part = key;
      const Count before = values[*key];
      const Count after = before ^ h.table.sum;
      const Game& part = sum.part(*key);
      h.explanation =
          s.trf("hint.sum.flip", *key + 1, to_binary(before, h.table.width),
                to_binary(after, h.table.width),
                game_entry(part.kind())
                    .hint_move_words(s, part, sum.part_heaps(position, *key),
                                     part_reached(sum, reached, *key), sum.part_move(move)));
      break;
    }
  } else if (!model.over) {
    h.explanation = std::string(s.tr("hint.sum.zero"));
  }
  model.suggested = h.suggested;
  model.method = h.explanation;
  model.sum = std::move(h);
}

}  // namespace marienbad::app
