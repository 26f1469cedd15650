// Seed 002's digital-sum table (analysis.hpp): the mathematics of Nim heaps, which every
// impartial game's hint reads its values as.
#include <algorithm>
#include <bit>

#include "marienbad/analysis.hpp"
#include "nim/nim.hpp"

namespace marienbad {

DigitalSum digital_sum(Rule rule, const Heaps& heaps) {
  const NimGame game(rule);
  DigitalSum table;
  table.rows = heaps;
  const Count largest = heaps.empty() ? 0 : *std::max_element(heaps.begin(), heaps.end());
  table.width = std::max(1u, static_cast<unsigned>(std::bit_width(largest)));
  table.column_ones.assign(table.width, 0);
  for (Count h : heaps) {
    for (unsigned c = 0; c < table.width; ++c) {
      table.column_ones[c] += static_cast<unsigned>((h >> (table.width - 1 - c)) & 1);
    }
  }
  table.sum = NimGame::nim_sum(heaps);
  table.favourable = game.outcome(heaps) == Outcome::N;
  std::optional<Move> seed_move;
  if (table.sum != 0) {
    const Count top = Count{1} << (std::bit_width(table.sum) - 1);
    for (std::size_t row = 0; row < heaps.size(); ++row) {
      if (heaps[row] & top) {
        table.key_row = row;
        seed_move = Move{row, heaps[row] - (heaps[row] ^ table.sum), false};
        break;
      }
    }
  }
  const auto winning = game.winning_moves(heaps);
  if (seed_move && std::find(winning.begin(), winning.end(), *seed_move) != winning.end()) {
    table.suggested = seed_move;
  } else if (!winning.empty()) {
    table.suggested = winning.front();
    table.misere_exception = game.rule() == Rule::Misere;
  }
  return table;
}

}  // namespace marienbad
