// Wythoff's remoteness table (remoteness_dense.hpp): the (x+1)(y+1) board, each line of moves
// (the row, the column, the diagonal) summed up as a prefix, so a square costs O(1).
#include "marienbad/remoteness_dense.hpp"
#include "wythoff/wythoff.hpp"

namespace marienbad {

Count WythoffGame::remoteness_states(const Heaps& root, Count cap) const {
  const u128 cells = (u128{root[0]} + 1) * (u128{root[1]} + 1);
  return cells > cap ? cap + 1 : static_cast<Count>(cells);
}

std::optional<DenseRemoteness> WythoffGame::remoteness_table(const Heaps& root, Count cap) const {
  if (remoteness_states(root, cap) > cap) return std::nullopt;
  const std::size_t x = static_cast<std::size_t>(root[0]), y = static_cast<std::size_t>(root[1]);
  DenseRemoteness table;
  table.values.resize((x + 1) * (y + 1));
  // The moves from (a, b) reach the lines (a' < a, b), (a, b' < b) and
  // (a - t, b - t): their sums so far, per column, in this row, per diagonal.
  std::vector<RemotenessReach> columns(y + 1), diagonals(x + y + 1);
  for (std::size_t a = 0; a <= x; ++a) {
    RemotenessReach row;
    for (std::size_t b = 0; b <= y; ++b) {
      RemotenessReach& column = columns[b];
      RemotenessReach& diagonal = diagonals[b + x - a];
      RemotenessReach reach = row;
      reach.add(column);
      reach.add(diagonal);
      const std::uint32_t bits = reach.value(rule());
      table.values[a * (y + 1) + b] = bits;
      row.add(bits);
      column.add(bits);
      diagonal.add(bits);
    }
  }
  table.rank = [root](const Heaps& heaps) -> std::optional<std::size_t> {
    if (heaps.size() != 2 || heaps[0] > root[0] || heaps[1] > root[1]) return std::nullopt;
    return static_cast<std::size_t>(heaps[0] * (root[1] + 1) + heaps[1]);
  };
  return table;
}

}  // namespace marienbad
