// Builds the hint overlay's content from the engine's analysis. Every fact shown (Σ, the
// suggested move, outcomes, cold squares, periods) comes from the engine; this file only
// arranges and words it.
#include "boards/hint_model.hpp"

#include <algorithm>

#include "boards/game_table.hpp"

namespace marienbad::app {

MARIENBAD_STRINGS(
    hint_model_strings, S_("hint.favourable_you", "Favourable: you can win"),
    S_("hint.unfavourable_you", "Unfavourable: any move lets the opponent win"),
    S_("hint.favourable_mover", "Favourable for the player to move"),
    S_("hint.unfavourable_mover", "Unfavourable for the player to move"),
    S_("hint.over", "The game is over."),
    S_("hint.preview.good", "✓ After {}: Σ = {} — the opponent is stuck"),
    S_("hint.preview.bad", "✗ After {}: Σ = {} — the opponent can win"),
    S_("hint.preview.good_plain", "✓ After {}: the opponent is stuck (losing position)"),
    S_("hint.preview.bad_plain", "✗ After {}: the opponent can win"),
    // "wins in N" counts the moves left after this one, as the move list's ratings do.
    S_("hint.verdict.wins_in", "✓ {}: wins in {} against perfect play"),
    S_("hint.verdict.loses_in", "✗ {}: loses in {} against perfect play"),
    S_("hint.verdict.wins", "✓ {} wins against perfect play"),
    S_("hint.verdict.loses", "✗ {} loses against perfect play"))

std::vector<Count> packets_of(Count n) {
  std::vector<Count> packets;
  for (int bit = 63; bit >= 0; --bit) {
    const Count p = Count{1} << bit;
    if (n & p) packets.push_back(p);
  }
  return packets;
}

DigitalSumHint digital_sum_hint(const DigitalSum& d) {
  DigitalSumHint h;
  h.width = d.width;
  for (unsigned c = 0; c < d.width; ++c) h.place_values.push_back(Count{1} << (d.width - 1 - c));
  for (Count row : d.rows) h.rows.push_back({row, to_binary(row, d.width), packets_of(row)});
  h.column_ones = d.column_ones;
  for (unsigned ones : d.column_ones) h.column_odd.push_back(ones % 2 == 1);
  h.sum = d.sum;
  h.sum_bits = to_binary(d.sum, d.width);
  h.key_row = d.key_row;
  h.suggested = d.suggested;
  h.misere_exception = d.misere_exception;
  return h;
}

HintModel build_hint_model(const Game& game, const Heaps& position, const Strings& strings,
                           bool person, Count board_size, const Reached& reached) {
  HintModel model;
  model.kind = game.kind();
  model.position = position;
  model.over = game.is_terminal(position);
  // Each game builds its part in its own folder (its row's build_hint).
  game_entry(model.kind).build_hint(game, position, reached, strings, board_size, model);
  if (model.over) {
    model.verdict = std::string(strings.tr("hint.over"));
  } else if (person) {
    model.verdict =
        std::string(strings.tr(model.favourable ? "hint.favourable_you" : "hint.unfavourable_you"));
  } else {
    model.verdict = std::string(
        strings.tr(model.favourable ? "hint.favourable_mover" : "hint.unfavourable_mover"));
  }
  return model;
}

std::optional<Move> suggested_move(const HintModel& model) {
  return model.suggested;
}

std::string method_text(const HintModel& model) {
  return model.method;
}

std::string describe_move(const Game& game, const Heaps& position, const Move& move,
                          const Strings& strings, const Reached& reached) {
  return game_entry(game.kind()).hint_move_words(strings, game, position, reached, move);
}

std::optional<MovePreview> build_move_preview(const Game& game, const Heaps& position,
                                              const Move& move, const Strings& strings,
                                              const Reached& reached) {
  auto after = game.try_apply(position, move);
  if (!after) return std::nullopt;
  MovePreview p;
  p.move = move;
  p.after = std::move(after).value();
  p.good = game.outcome(p.after) == Outcome::P;
  const std::string what = describe_move(game, position, move, strings, reached);
  if (game_entry(game.kind()).preview_sum) {
    const DigitalSum d = digital_sum(game.rule(), p.after);
    // The preview's Σ uses the current table's width so the columns line up.
    const DigitalSum now = digital_sum(game.rule(), position);
    p.sum_bits = to_binary(d.sum, std::max(d.width, now.width));
    p.line = strings.trf(p.good ? "hint.preview.good" : "hint.preview.bad", what, *p.sum_bits);
  } else if (const SumGame* sum = game.sum()) {
    // The parts' values after the move, added as in the table (same width).
    const Count value_after = sum->grundy(p.after);
    unsigned width = 1;
    for (std::size_t i = 0; i < sum->part_count(); ++i) {
      for (Count v : {sum->part_grundy(position, i), sum->part_grundy(p.after, i)}) {
        while (width < 64 && (v >> width) != 0) ++width;
      }
    }
    p.sum_bits = to_binary(value_after, width);
    p.line = strings.trf(p.good ? "hint.preview.good" : "hint.preview.bad", what, *p.sum_bits);
  } else {
    p.line = strings.trf(p.good ? "hint.preview.good_plain" : "hint.preview.bad_plain", what);
  }
  return p;
}

std::optional<MoveVerdictHint> build_move_verdict(const Game& game, const Heaps& position,
                                                  const Move& move, const Strings& strings,
                                                  const Reached& reached) {
  const auto verdict = move_verdict(game, position, move);
  if (!verdict) return std::nullopt;
  MoveVerdictHint v;
  v.move = move;
  v.wins = verdict->wins;
  v.remoteness = verdict->remoteness;
  const std::string what = describe_move(game, position, move, strings, reached);
  if (v.remoteness && *v.remoteness > 0) {
    v.line =
        strings.trf(v.wins ? "hint.verdict.wins_in" : "hint.verdict.loses_in", what, *v.remoteness);
  } else {
    v.line = strings.trf(v.wins ? "hint.verdict.wins" : "hint.verdict.loses", what);
  }
  return v;
}

}  // namespace marienbad::app
