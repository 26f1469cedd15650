// A sum's remoteness table (remoteness_dense.hpp): the box of heap vectors below the root,
// every move of every position looked at, so also bounded by the moves this costs
// (kMaxSumRemotenessMoves). A sum with a part whose moves change its number of heaps (Kayles)
// is explored as any other game.
#include "marienbad/exact.hpp"
#include "marienbad/remoteness.hpp"
#include "marienbad/remoteness_dense.hpp"
#include "sum/sum.hpp"

namespace marienbad {

bool SumGame::dense_remoteness() const {
  return fixed_shape();
}

Count SumGame::remoteness_states(const Heaps& root, Count cap) const {
  u128 box = 1;
  for (Count h : root) {
    box *= u128{h} + 1;
    if (box > cap) return cap + 1;
  }
  return static_cast<Count>(box);
}

std::optional<DenseRemoteness> SumGame::remoteness_table(const Heaps& root, Count cap) const {
  // Every heap vector below the root is a position of the sum, ranked in mixed radix, the
  // last heap fastest. A move lowers one heap (or two, a Wythoff diagonal), hence the rank:
  // every child comes first.
  const Count count = remoteness_states(root, cap);
  if (count > cap) return std::nullopt;
  const Count moves = move_count(root);  // the most any position below has
  if (moves > kMaxSumRemotenessMoves / count) return std::nullopt;
  std::vector<std::size_t> strides(root.size(), 1);
  for (std::size_t i = root.size(); i-- > 1;) {
    strides[i - 1] = strides[i] * static_cast<std::size_t>(root[i] + 1);
  }
  DenseRemoteness table;
  table.values.resize(static_cast<std::size_t>(count));
  Heaps heaps(root.size(), 0);
  for (std::size_t r = 0; r < table.values.size(); ++r) {
    RemotenessReach reach;
    for (const Move& move : this->moves(heaps)) {
      std::size_t child = r - static_cast<std::size_t>(move.amount) * strides[move.heap];
      if (move.both) child -= static_cast<std::size_t>(move.amount) * strides[move.heap + 1];
      reach.add(table.values[child]);
    }
    table.values[r] = reach.value(rule());
    for (std::size_t i = heaps.size(); i-- > 0;) {  // the next vector, last heap fastest
      if (heaps[i] < root[i]) {
        ++heaps[i];
        break;
      }
      heaps[i] = 0;
    }
  }
  table.rank = [root, strides](const Heaps& position) -> std::optional<std::size_t> {
    if (position.size() != root.size()) return std::nullopt;
    std::size_t rank = 0;
    for (std::size_t i = 0; i < position.size(); ++i) {
      if (position[i] > root[i]) return std::nullopt;
      rank += static_cast<std::size_t>(position[i]) * strides[i];
    }
    return rank;
  };
  return table;
}

std::size_t SumGame::remoteness_work(const Heaps& heaps) const {
  if (!fixed_shape()) {
    // Explored: each move copies the whole position, a Kayles part's room included.
    const u128 work = u128{move_count(heaps)} * heaps.size();
    return static_cast<std::size_t>(std::min<u128>(work, kMaxRemotenessStates));
  }
  return static_cast<std::size_t>(std::min<Count>(move_count(heaps), kMaxRemotenessStates));
}

}  // namespace marienbad
