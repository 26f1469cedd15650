// The subtraction game's remoteness table (remoteness_dense.hpp): an array over the heap sizes
// 0 .. n, each heap's value from those its amounts reach.
#include "marienbad/remoteness_dense.hpp"
#include "subtraction/subtraction.hpp"

namespace marienbad {

Count SubtractionGame::remoteness_states(const Heaps& root, Count cap) const {
  return detail::saturating_add(root[0], 1, cap);
}

std::optional<DenseRemoteness> SubtractionGame::remoteness_table(const Heaps& root,
                                                                 Count cap) const {
  if (remoteness_states(root, cap) > cap) return std::nullopt;
  const std::size_t n = static_cast<std::size_t>(root[0]);
  DenseRemoteness table;
  table.values.resize(n + 1);
  for (std::size_t heap = 0; heap <= n; ++heap) {
    RemotenessReach reach;
    for (Count s : set()) {
      if (s > heap) break;  // the set is ascending
      reach.add(table.values[heap - static_cast<std::size_t>(s)]);
    }
    table.values[heap] = reach.value(rule());
  }
  table.rank = [last = root[0]](const Heaps& heaps) -> std::optional<std::size_t> {
    if (heaps.size() != 1 || heaps[0] > last) return std::nullopt;
    return static_cast<std::size_t>(heaps[0]);
  };
  return table;
}

}  // namespace marienbad
