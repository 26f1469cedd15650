// Nim's remoteness table (remoteness_dense.hpp). A position is a multiset of rows: the rows
// sorted largest first, a_0 >= a_1 >= ... The root's non-zero rows h_0 >= ... >= h_{k-1} >= 1
// bound them: a multiset is reachable iff a_i <= h_i for every i. Positions are ranked in
// lexicographic order, which puts every move's result (one row made smaller, then re-sorted:
// lexicographically smaller) before the position.
//
// C_i(u): the ways to fill places i .. k-1 with a_i <= min(u, h_i), sorted; C_k(u) = 1.
// prefix[i][a] = sum of C_{i+1}(v) for v < a, for a in 0 .. h_i+1. Then rank(a) = sum_i
// prefix[i][a_i], the number of positions is prefix[0][h_0 + 1], and making a_j one smaller
// (when a_{j+1} < a_j) lowers the rank by prefix[j][a_j] - prefix[j][a_j - 1].
#include <algorithm>
#include <functional>
#include <memory>

#include "marienbad/exact.hpp"
#include "marienbad/remoteness.hpp"
#include "marienbad/remoteness_dense.hpp"
#include "nim/nim.hpp"

namespace marienbad {

namespace {

struct NimRanking {
  std::vector<std::vector<Count>> prefix;
  Count states = 0;  // saturates at cap + 1
};

Heaps nonzero_rows_descending(const Heaps& heaps) {
  Heaps rows;
  for (Count h : heaps) {
    if (h > 0) rows.push_back(h);
  }
  std::sort(rows.begin(), rows.end(), std::greater<>());
  return rows;
}

// A lower bound on the reachable multisets, in O(rows): the pairs a_0 >= a_1
// under h_0, h_1, and (v, 1, .., 1, 0, ..) with 0 .. k-1 ones.
u128 nim_lower_bound(const Heaps& rows) {
  if (rows.empty()) return 1;
  const u128 h0 = rows[0], h1 = rows.size() > 1 ? rows[1] : 0;
  const u128 pairs = (h1 + 1) * (h1 + 2) / 2 + (h0 - h1) * (h1 + 1);
  return std::max(pairs, h0 * rows.size() + 1);
}

// Every (h_0, .., h_{i-1}, v, 0, ..) is reachable: at least tokens + 1 positions.
bool nim_cheaply_too_big(const Heaps& rows, Count cap) {
  return detail::total_tokens(rows) >= cap || nim_lower_bound(rows) > cap;
}

NimRanking nim_ranking(const Heaps& rows, Count cap) {
  NimRanking ranking;
  if (nim_cheaply_too_big(rows, cap)) {
    ranking.states = cap + 1;
    return ranking;
  }
  const std::size_t k = rows.size();
  ranking.prefix.resize(k);
  for (std::size_t i = k; i-- > 0;) {
    std::vector<Count>& prefix = ranking.prefix[i];
    prefix.assign(static_cast<std::size_t>(rows[i]) + 2, 0);
    for (Count v = 0; v <= rows[i]; ++v) {
      const Count ways =
          i + 1 == k
              ? 1
              : ranking.prefix[i + 1][static_cast<std::size_t>(std::min(v, rows[i + 1]) + 1)];
      prefix[static_cast<std::size_t>(v + 1)] =
          detail::saturating_add(prefix[static_cast<std::size_t>(v)], ways, cap);
    }
  }
  ranking.states = k == 0 ? 1 : ranking.prefix[0][static_cast<std::size_t>(rows[0] + 1)];
  return ranking;
}

// The rank of a position among the multisets below `rows` (the root's, largest first), for a
// game of `width` rows.
std::optional<std::size_t> multiset_rank(const Heaps& heaps, const Heaps& rows, std::size_t width,
                                         const std::vector<std::vector<Count>>& prefix) {
  if (heaps.size() != width) return std::nullopt;
  Heaps a = heaps;
  std::sort(a.begin(), a.end(), std::greater<>());
  std::size_t rank = 0;
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (i >= rows.size()) {
      if (a[i] != 0) return std::nullopt;
      continue;
    }
    if (a[i] > rows[i]) return std::nullopt;
    rank += static_cast<std::size_t>(prefix[i][static_cast<std::size_t>(a[i])]);
  }
  return rank;
}

}  // namespace

Count NimGame::remoteness_states(const Heaps& root, Count cap) const {
  return nim_ranking(nonzero_rows_descending(root), cap).states;
}

bool NimGame::remoteness_too_big(const Heaps& root, Count cap) const {
  return nim_cheaply_too_big(nonzero_rows_descending(root), cap);
}

std::size_t NimGame::remoteness_work(const Heaps& heaps) const {
  return static_cast<std::size_t>(
      std::count_if(heaps.begin(), heaps.end(), [](Count h) { return h > 0; }));
}

std::optional<DenseRemoteness> NimGame::remoteness_table(const Heaps& root, Count cap) const {
  const Heaps rows = nonzero_rows_descending(root);
  NimRanking ranking = nim_ranking(rows, cap);
  const std::size_t k = rows.size();
  if (ranking.states > cap) return std::nullopt;
  const std::size_t count = static_cast<std::size_t>(ranking.states);
  if (count * k > kMaxRemotenessRowEntries) return std::nullopt;
  DenseRemoteness table;
  table.values.resize(count);
  const auto prefix =
      std::make_shared<const std::vector<std::vector<Count>>>(std::move(ranking.prefix));
  // lines[r * k + i]: what the moves on row i of position r reach (the row
  // made smaller, the others unchanged).
  std::vector<RemotenessReach> lines(count * k);
  Heaps a(k, 0);
  for (std::size_t r = 0; r < count; ++r) {
    RemotenessReach reach;
    for (std::size_t i = 0; i < k && a[i] > 0;) {
      std::size_t j = i;  // the last row of this size: making it smaller keeps the order
      while (j + 1 < k && a[j + 1] == a[i]) ++j;
      const std::vector<Count>& row_prefix = (*prefix)[j];
      const std::size_t aj = static_cast<std::size_t>(a[j]);
      const std::size_t smaller = r - static_cast<std::size_t>(row_prefix[aj] - row_prefix[aj - 1]);
      RemotenessReach line = lines[smaller * k + j];
      line.add(table.values[smaller]);
      for (std::size_t t = i; t <= j; ++t) lines[r * k + t] = line;
      reach.add(line);
      i = j + 1;
    }
    table.values[r] = reach.value(rule());
    // The next multiset in lexicographic order.
    for (std::size_t i = k; i-- > 0;) {
      const Count bound = i == 0 ? rows[0] : std::min(rows[i], a[i - 1]);
      if (a[i] < bound) {
        ++a[i];
        std::fill(a.begin() + static_cast<std::ptrdiff_t>(i) + 1, a.end(), 0);
        break;
      }
    }
  }
  table.rank = [rows, width = root.size(), prefix](const Heaps& heaps) {
    return multiset_rank(heaps, rows, width, *prefix);
  };
  return table;
}

}  // namespace marienbad
