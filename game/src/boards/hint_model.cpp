// Builds the hint overlay's content from the engine's analysis. Every fact shown (Σ, the
// suggested move, outcomes, cold squares, periods) comes from the engine; this file only
// arranges and words it.
#include "boards/hint_model.hpp"

#include <algorithm>

#include "boards/game_table.hpp"
#include "games/sum/sum_words.hpp"

namespace marienbad::app {

MARIENBAD_STRINGS(
    hint_model_strings, S_("hint.favourable_you", "Favourable: you can win"),
    S_("hint.unfavourable_you", "Unfavourable: any move lets the opponent win"),
    S_("hint.favourable_mover", "Favourable for the player to move"),
    S_("hint.unfavourable_mover", "Unfavourable for the player to move"),
    S_("hint.over", "The game is over."), S_("hint.nim.flip", "Row {}: {} → {}, take {}"),
    S_("hint.nim.zero", "Σ = 0: every move makes a column odd."),
    S_("hint.nim.misere", "Misère: leave an odd number of rows of 1 — row {}: take {}"),
    S_("hint.nim.take", "Row {}: take {}"),
    // Noun phrases: they fill "After {}: …" and "{} wins against perfect play".
    S_("hint.sub.mod_take", "{} mod {} = {}: take {} to leave a multiple of {}"),
    S_("hint.sub.mod_take_plus", "{} mod {} = {}: take {} to leave a multiple of {} plus {}"),
    S_("hint.sub.mod_stuck", "{} mod {} = {}: every move leaves a favourable heap"),
    S_("hint.sub.losing", "Losing heaps: {}, … (repeating every {})"),
    S_("hint.sub.take_last", "Take {}: the last token, you win"),
    S_("hint.sub.take", "Take {} to leave a losing heap ({})"),
    S_("hint.sub.stuck", "{} is a losing heap: any move leaves a winning one"),
    S_("hint.sum.row", "Part {}"), S_("hint.sum.flip", "Part {}: {} → {} with {}"),
    S_("hint.sum.zero", "Σ = 0: every move changes one value, and Σ with it."),
    S_("hint.wy.go", "Move to the cold square ({}, {})"),
    S_("hint.wy.stuck", "The token is on a cold square: every move leaves it"),
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

namespace {

void build_nim(const NimGame& game, const Heaps& position, const Strings& s, HintModel& model) {
  const DigitalSum d = digital_sum(game, position);
  NimHint h;
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
  model.nim = std::move(h);
}

void build_subtraction(const Game& whole, const SubtractionGame& game, const Heaps& position,
                       const Strings& s, HintModel& model) {
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
  model.subtraction = std::move(h);
}

void build_wythoff(const Game& whole, const WythoffGame& game, const Heaps& position,
                   const Strings& s, Count board_size, HintModel& model) {
  WythoffHint h;
  const Count x = position.size() > 0 ? position[0] : 0;
  const Count y = position.size() > 1 ? position[1] : 0;
  h.board_size = board_size > 0 ? board_size : std::max(x, y) + 1;
  // Square by square only for boards that can be drawn that way.
  const Count scan = std::min<Count>(h.board_size, 256);
  for (Count rank = 0; rank <= kMaxWythoffRank; ++rank) {
    const ColdPosition cold = cold_position(rank);
    if (cold.x >= h.board_size || h.table.size() >= 64) break;
    h.table.push_back(cold);
  }
  for (Count cy = 0; cy < scan; ++cy) {
    for (Count cx = 0; cx < scan; ++cx) {
      if (game.is_cold(cx, cy)) h.cold.push_back({cx, cy});
    }
  }
  h.token_cold = game.is_cold(x, y);
  model.favourable = !h.token_cold;
  const auto winning = whole.winning_moves(position);
  if (!winning.empty()) {
    h.suggested = winning.front();
    const Heaps to = whole.apply(position, winning.front());
    h.suggested_square = WythoffHint::Square{to[0], to[1]};
    h.method = s.trf("hint.wy.go", to[0], to[1]);
  } else {
    h.method = std::string(s.tr("hint.wy.stuck"));
  }
  model.wythoff = std::move(h);
}

void build_sum(const Game& game, const SumGame& sum, const Heaps& position, const Strings& s,
               HintModel& model) {
  SumHint h;
  Heaps values;
  for (std::size_t i = 0; i < sum.part_count(); ++i) {
    const Count value = sum.part_grundy(position, i);
    values.push_back(value);
    h.parts.push_back({sum_part_caption(s, game, i), s.trf("hint.sum.row", i + 1), value});
  }
  // The parts' values are Nim heaps: the Marienbad table of them says it all.
  HintModel as_nim;
  build_nim(NimGame(Rule::Normal), values, s, as_nim);
  h.table = std::move(*as_nim.nim);
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
                    .hint_move_words(s, part, sum.part_heaps(position, *key), sum.part_move(move)));
      break;
    }
  } else if (!model.over) {
    h.explanation = std::string(s.tr("hint.sum.zero"));
  }
  model.sum = std::move(h);
}

}  // namespace

HintModel build_hint_model(const Game& game, const Heaps& position, const Strings& strings,
                           bool person, Count board_size) {
  HintModel model;
  model.kind = game.kind();
  model.position = position;
  model.over = game.is_terminal(position);
  game.visit_any([&](const auto& g) {
    using G = std::decay_t<decltype(g)>;
    if constexpr (std::is_same_v<G, NimGame>) {
      build_nim(g, position, strings, model);
    } else if constexpr (std::is_same_v<G, SubtractionGame>) {
      build_subtraction(game, g, position, strings, model);
    } else if constexpr (std::is_same_v<G, WythoffGame>) {
      build_wythoff(game, g, position, strings, board_size, model);
    } else if constexpr (std::is_same_v<G, SumGame>) {
      build_sum(game, g, position, strings, model);
    }
  });
  // A game whose hint the shared builders above do not know builds it in its own folder.
  if (const auto build = game_entry(model.kind).build_hint; build != nullptr) {
    build(game, position, strings, model);
  }
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
  if (model.nim) return model.nim->suggested;
  if (model.wythoff) return model.wythoff->suggested;
  if (model.sum) return model.sum->suggested;
  if (model.subtraction && model.subtraction->suggested_amount) {
    return Move{0, *model.subtraction->suggested_amount, false};
  }
  return std::nullopt;
}

std::string method_text(const HintModel& model) {
  if (model.nim) return model.nim->explanation;
  if (model.subtraction) return model.subtraction->method;
  if (model.wythoff) return model.wythoff->method;
  if (model.sum) return model.sum->explanation;
  return {};
}

std::string describe_move(const Game& game, const Heaps& position, const Move& move,
                          const Strings& strings) {
  return game_entry(game.kind()).hint_move_words(strings, game, position, move);
}

std::optional<MovePreview> build_move_preview(const Game& game, const Heaps& position,
                                              const Move& move, const Strings& strings) {
  auto after = game.try_apply(position, move);
  if (!after) return std::nullopt;
  MovePreview p;
  p.move = move;
  p.after = std::move(after).value();
  p.good = game.outcome(p.after) == Outcome::P;
  const std::string what = describe_move(game, position, move, strings);
  const auto* nim = game.single() ? std::get_if<NimGame>(game.single()) : nullptr;
  if (nim) {
    const DigitalSum d = digital_sum(*nim, p.after);
    // The preview's Σ uses the current table's width so the columns line up.
    const DigitalSum now = digital_sum(*nim, position);
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
                                                  const Move& move, const Strings& strings) {
  const auto verdict = move_verdict(game, position, move);
  if (!verdict) return std::nullopt;
  MoveVerdictHint v;
  v.move = move;
  v.wins = verdict->wins;
  v.remoteness = verdict->remoteness;
  const std::string what = describe_move(game, position, move, strings);
  if (v.remoteness && *v.remoteness > 0) {
    v.line =
        strings.trf(v.wins ? "hint.verdict.wins_in" : "hint.verdict.loses_in", what, *v.remoteness);
  } else {
    v.line = strings.trf(v.wins ? "hint.verdict.wins" : "hint.verdict.loses", what);
  }
  return v;
}

}  // namespace marienbad::app
