#include "marienbad/remoteness.hpp"

#include <algorithm>
#include <functional>

#include "marienbad/exact.hpp"
#include "remoteness_bounds.hpp"

namespace marienbad {

namespace {

constexpr std::uint32_t kLostBit = std::uint32_t{1} << 31;
constexpr std::uint32_t kNone = UINT32_MAX;

std::uint32_t encode(PositionValue value) {
  return value.remoteness | (value.outcome == Outcome::P ? kLostBit : 0);
}

PositionValue decode(std::uint32_t bits) {
  return {(bits & kLostBit) ? Outcome::P : Outcome::N, bits & ~kLostBit};
}

// What the moves along some lines lead to: the fastest loss among them (for a
// win) and the slowest remoteness of all (for a loss). Lines of moves are
// prefixes, so these sum up as the search walks along them.
struct Reach {
  std::uint32_t fastest_lost = kNone;  // smallest remoteness of a P position reached
  std::uint32_t slowest_plus1 = 0;     // 1 + largest remoteness reached; 0: none reached

  void add(std::uint32_t bits) {
    const std::uint32_t r = bits & ~kLostBit;
    if (bits & kLostBit) fastest_lost = std::min(fastest_lost, r);
    slowest_plus1 = std::max(slowest_plus1, r + 1);
  }
  void add(const Reach& other) {
    fastest_lost = std::min(fastest_lost, other.fastest_lost);
    slowest_plus1 = std::max(slowest_plus1, other.slowest_plus1);
  }
  // The value of a position whose moves reach exactly this.
  std::uint32_t value(Rule rule) const {
    if (slowest_plus1 == 0) return encode({terminal_outcome(rule), 0});
    if (fastest_lost != kNone) return encode({Outcome::N, fastest_lost + 1});
    return encode({Outcome::P, slowest_plus1});
  }
};

Count saturating_add(Count a, Count b, Count cap) {
  return a > cap || b > cap - a ? cap + 1 : a + b;
}

// Nim. A position is a multiset of rows: the rows sorted largest first,
// a_0 >= a_1 >= ... The root's non-zero rows h_0 >= ... >= h_{k-1} >= 1 bound
// them: a multiset is reachable iff a_i <= h_i for every i. Positions are
// ranked in lexicographic order, which puts every move's result (one row made
// smaller, then re-sorted: lexicographically smaller) before the position.
//
// C_i(u): the ways to fill places i .. k-1 with a_i <= min(u, h_i), sorted;
// C_k(u) = 1. prefix[i][a] = sum of C_{i+1}(v) for v < a, for a in 0 .. h_i+1.
// Then rank(a) = sum_i prefix[i][a_i], the number of positions is
// prefix[0][h_0 + 1], and making a_j one smaller (when a_{j+1} < a_j) lowers
// the rank by prefix[j][a_j] - prefix[j][a_j - 1].
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
          saturating_add(prefix[static_cast<std::size_t>(v)], ways, cap);
    }
  }
  ranking.states = k == 0 ? 1 : ranking.prefix[0][static_cast<std::size_t>(rows[0] + 1)];
  return ranking;
}

}  // namespace

namespace detail {

Count total_tokens(const Heaps& heaps) {
  Count tokens = 0;
  for (Count h : heaps) tokens = saturating_add(tokens, h, kMaxHeap - 1);
  return tokens;
}

}  // namespace detail

// One overload per layout, chosen by the model's type; the last, a template,
// serves every other game by exploring its positions.
struct RemotenessTable::Builder {
  using Table = RemotenessTable;

  // --- a sum: the box of heap vectors below the root. A sum with a part whose
  // moves change its number of heaps (Kayles) is explored as any other game.
  static Count states(const SumGame& game, const Heaps& root, Count cap) {
    if (!game.fixed_shape()) return states<SumGame>(game, root, cap);
    u128 box = 1;
    for (Count h : root) {
      box *= u128{h} + 1;
      if (box > cap) return cap + 1;
    }
    return static_cast<Count>(box);
  }
  static std::optional<Table> build(const SumGame& game, const Heaps& root, Count cap) {
    // Every heap vector below the root is a position of the sum, ranked in
    // mixed radix, the last heap fastest. A move lowers one heap (or two, a
    // Wythoff diagonal), hence the rank: every child comes first.
    if (!game.fixed_shape()) return build<SumGame>(game, root, cap);
    const Count count = states(game, root, cap);
    if (count > cap) return std::nullopt;
    const Count moves = game.move_count(root);  // the most any position below has
    if (moves > kMaxSumRemotenessMoves / count) return std::nullopt;
    Table table;
    table.layout_ = Layout::Box;
    table.root_ = root;
    table.strides_.assign(root.size(), 1);
    for (std::size_t i = root.size(); i-- > 1;) {
      table.strides_[i - 1] = table.strides_[i] * static_cast<std::size_t>(root[i] + 1);
    }
    table.values_.resize(static_cast<std::size_t>(count));
    Heaps heaps(root.size(), 0);
    for (std::size_t r = 0; r < table.values_.size(); ++r) {
      Reach reach;
      for (const Move& move : game.moves(heaps)) {
        std::size_t child = r - static_cast<std::size_t>(move.amount) * table.strides_[move.heap];
        if (move.both)
          child -= static_cast<std::size_t>(move.amount) * table.strides_[move.heap + 1];
        reach.add(table.values_[child]);
      }
      table.values_[r] = reach.value(game.rule());
      for (std::size_t i = heaps.size(); i-- > 0;) {  // the next vector, last heap fastest
        if (heaps[i] < root[i]) {
          ++heaps[i];
          break;
        }
        heaps[i] = 0;
      }
    }
    return table;
  }
  static std::size_t work(const SumGame& game, const Heaps& heaps) {
    if (!game.fixed_shape()) {
      // Explored: each move copies the whole position, a Kayles part's room included.
      const u128 work = u128{game.move_count(heaps)} * heaps.size();
      return static_cast<std::size_t>(std::min<u128>(work, kMaxRemotenessStates));
    }
    return static_cast<std::size_t>(std::min<Count>(game.move_count(heaps), kMaxRemotenessStates));
  }

  // --- subtraction: an array over the heap sizes 0 .. n
  static Count states(const SubtractionGame&, const Heaps& root, Count cap) {
    return saturating_add(root[0], 1, cap);
  }
  static std::optional<Table> build(const SubtractionGame& game, const Heaps& root, Count cap) {
    if (states(game, root, cap) > cap) return std::nullopt;
    const std::size_t n = static_cast<std::size_t>(root[0]);
    Table table;
    table.layout_ = Layout::Heap;
    table.root_ = root;
    table.values_.resize(n + 1);
    for (std::size_t heap = 0; heap <= n; ++heap) {
      Reach reach;
      for (Count s : game.set()) {
        if (s > heap) break;  // the set is ascending
        reach.add(table.values_[heap - static_cast<std::size_t>(s)]);
      }
      table.values_[heap] = reach.value(game.rule());
    }
    return table;
  }
  static std::size_t work(const SubtractionGame&, const Heaps&) { return 1; }

  // --- Wythoff: the (x+1)(y+1) board
  static Count states(const WythoffGame&, const Heaps& root, Count cap) {
    const u128 cells = (u128{root[0]} + 1) * (u128{root[1]} + 1);
    return cells > cap ? cap + 1 : static_cast<Count>(cells);
  }
  static std::optional<Table> build(const WythoffGame& game, const Heaps& root, Count cap) {
    if (states(game, root, cap) > cap) return std::nullopt;
    const std::size_t x = static_cast<std::size_t>(root[0]), y = static_cast<std::size_t>(root[1]);
    Table table;
    table.layout_ = Layout::Board;
    table.root_ = root;
    table.values_.resize((x + 1) * (y + 1));
    // The moves from (a, b) reach the lines (a' < a, b), (a, b' < b) and
    // (a - t, b - t): their sums so far, per column, in this row, per diagonal.
    std::vector<Reach> columns(y + 1), diagonals(x + y + 1);
    for (std::size_t a = 0; a <= x; ++a) {
      Reach row;
      for (std::size_t b = 0; b <= y; ++b) {
        Reach& column = columns[b];
        Reach& diagonal = diagonals[b + x - a];
        Reach reach = row;
        reach.add(column);
        reach.add(diagonal);
        const std::uint32_t bits = reach.value(game.rule());
        table.values_[a * (y + 1) + b] = bits;
        row.add(bits);
        column.add(bits);
        diagonal.add(bits);
      }
    }
    return table;
  }
  static std::size_t work(const WythoffGame&, const Heaps&) { return 1; }

  // --- Nim: the multisets of rows
  static Count states(const NimGame&, const Heaps& root, Count cap) {
    return nim_ranking(nonzero_rows_descending(root), cap).states;
  }
  static bool cheaply_too_big(const NimGame&, const Heaps& root, Count cap) {
    return nim_cheaply_too_big(nonzero_rows_descending(root), cap);
  }
  static std::optional<Table> build(const NimGame& game, const Heaps& root, Count cap) {
    const Heaps rows = nonzero_rows_descending(root);
    NimRanking ranking = nim_ranking(rows, cap);
    const std::size_t k = rows.size();
    if (ranking.states > cap) return std::nullopt;
    const std::size_t count = static_cast<std::size_t>(ranking.states);
    if (count * k > kMaxRemotenessRowEntries) return std::nullopt;
    Table table;
    table.layout_ = Layout::Multiset;
    table.root_ = rows;
    table.rows_ = root.size();
    table.prefix_ = std::move(ranking.prefix);
    table.values_.resize(count);
    // lines[r * k + i]: what the moves on row i of position r reach (the row
    // made smaller, the others unchanged).
    std::vector<Reach> lines(count * k);
    Heaps a(k, 0);
    for (std::size_t r = 0; r < count; ++r) {
      Reach reach;
      for (std::size_t i = 0; i < k && a[i] > 0;) {
        std::size_t j = i;  // the last row of this size: making it smaller keeps the order
        while (j + 1 < k && a[j + 1] == a[i]) ++j;
        const std::vector<Count>& prefix = table.prefix_[j];
        const std::size_t aj = static_cast<std::size_t>(a[j]);
        const std::size_t smaller = r - static_cast<std::size_t>(prefix[aj] - prefix[aj - 1]);
        Reach line = lines[smaller * k + j];
        line.add(table.values_[smaller]);
        for (std::size_t t = i; t <= j; ++t) lines[r * k + t] = line;
        reach.add(line);
        i = j + 1;
      }
      table.values_[r] = reach.value(game.rule());
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
    return table;
  }
  static std::size_t work(const NimGame&, const Heaps& heaps) {
    return static_cast<std::size_t>(
        std::count_if(heaps.begin(), heaps.end(), [](Count h) { return h > 0; }));
  }

  // --- any other game: its positions explored from the root
  template <class G>
  static Heaps canonical(const G& game, const Heaps& heaps) {
    if constexpr (requires { game.canonical(heaps); }) {
      return game.canonical(heaps);
    } else {
      return heaps;
    }
  }
  // Every position reachable from the root (canonical), the root first;
  // std::nullopt beyond cap positions, or as soon as the moves looked at,
  // each weighed by the heaps it copies, pass kMaxExploredWork. A position's
  // moves are enumerated only when they fit that budget and are few enough
  // for its children to fit cap, so a refusal costs at most the budget (a
  // thousand rows, or a huge row, are refused at the root).
  template <class G>
  static std::optional<std::vector<Heaps>> explore(const G& game, const Heaps& root,
                                                   std::map<Heaps, std::size_t>& index, Count cap) {
    std::vector<Heaps> positions{canonical(game, root)};
    index.emplace(positions[0], 0);
    u128 work = 0;
    for (std::size_t i = 0; i < positions.size(); ++i) {
      const Heaps heaps = positions[i];
      if (game.move_count(heaps) > 2 * cap) return std::nullopt;
      work += u128{game.move_count(heaps)} * std::max<std::size_t>(heaps.size(), 1);
      if (work > kMaxExploredWork) return std::nullopt;
      for (const Move& move : game.moves(heaps)) {
        Heaps child = canonical(game, game.apply(heaps, move));
        if (index.emplace(child, positions.size()).second) {
          positions.push_back(std::move(child));
          if (positions.size() > cap) return std::nullopt;
        }
      }
    }
    return positions;
  }
  template <class G>
  static Count states(const G& game, const Heaps& root, Count cap) {
    std::map<Heaps, std::size_t> index;
    const Count bounded = std::min<Count>(cap, kMaxExploredStates);
    const auto positions = explore(game, root, index, bounded);
    return positions ? static_cast<Count>(positions->size()) : cap + 1;
  }
  template <class G>
  static bool cheaply_too_big(const G& game, const Heaps& root, Count cap) {
    return states(game, root, cap) > cap;
  }
  template <class G>
  static std::optional<Table> build(const G& game, const Heaps& root, Count cap) {
    Table table;
    table.layout_ = Layout::Explored;
    auto positions = explore(game, root, table.explored_, std::min<Count>(cap, kMaxExploredStates));
    if (!positions) return std::nullopt;
    // Every move removes tokens (the model's count when its numbers are not tokens, as a
    // Hackenbush picture's are not): by tokens, every child comes before its parent.
    std::vector<std::size_t> order(positions->size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::vector<Count> tokens(positions->size());
    for (std::size_t i = 0; i < order.size(); ++i) {
      const Heaps& heaps = (*positions)[i];
      if constexpr (requires { game.tokens(heaps); }) {
        tokens[i] = game.tokens(heaps);
      } else {
        tokens[i] = detail::total_tokens(heaps);
      }
    }
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return tokens[a] < tokens[b]; });
    table.values_.resize(positions->size());
    for (std::size_t i : order) {
      const Heaps& heaps = (*positions)[i];
      Reach reach;
      for (const Move& move : game.moves(heaps)) {
        reach.add(table.values_[table.explored_.at(canonical(game, game.apply(heaps, move)))]);
      }
      table.values_[i] = reach.value(game.rule());
    }
    table.canonical_ = [game](const Heaps& heaps) { return canonical(game, heaps); };
    return table;
  }
  template <class G>
  static std::size_t work(const G& game, const Heaps& heaps) {
    return static_cast<std::size_t>(std::min<Count>(game.move_count(heaps), kMaxRemotenessStates));
  }
};

namespace detail {

bool cheaply_too_big(const Game& game, const Heaps& root, Count cap) {
  return game.visit_any([&](const auto& model) {
    if constexpr (requires { RemotenessTable::Builder::cheaply_too_big(model, root, cap); }) {
      return RemotenessTable::Builder::cheaply_too_big(model, root, cap);
    } else {
      return RemotenessTable::Builder::states(model, root, cap) > cap;
    }
  });
}

}  // namespace detail

Count RemotenessTable::reachable_states(const Game& game, const Heaps& root, Count cap) {
  return game.visit_any([&](const auto& model) { return Builder::states(model, root, cap); });
}

std::optional<RemotenessTable> RemotenessTable::build(const Game& game, const Heaps& root,
                                                      std::size_t max_states) {
  const Count cap = static_cast<Count>(max_states);
  return game.visit_any([&](const auto& model) { return Builder::build(model, root, cap); });
}

std::size_t remoteness_work_per_state(const Game& game, const Heaps& heaps) {
  return game.visit_any(
      [&](const auto& model) { return RemotenessTable::Builder::work(model, heaps); });
}

std::optional<std::size_t> RemotenessTable::index(const Heaps& heaps) const {
  switch (layout_) {
    case Layout::Box: {
      if (heaps.size() != root_.size()) return std::nullopt;
      std::size_t rank = 0;
      for (std::size_t i = 0; i < heaps.size(); ++i) {
        if (heaps[i] > root_[i]) return std::nullopt;
        rank += static_cast<std::size_t>(heaps[i]) * strides_[i];
      }
      return rank;
    }
    case Layout::Heap:
      if (heaps.size() != 1 || heaps[0] > root_[0]) return std::nullopt;
      return static_cast<std::size_t>(heaps[0]);
    case Layout::Board:
      if (heaps.size() != 2 || heaps[0] > root_[0] || heaps[1] > root_[1]) return std::nullopt;
      return static_cast<std::size_t>(heaps[0] * (root_[1] + 1) + heaps[1]);
    case Layout::Multiset: {
      if (heaps.size() != rows_) return std::nullopt;
      Heaps a = heaps;
      std::sort(a.begin(), a.end(), std::greater<>());
      std::size_t rank = 0;
      for (std::size_t i = 0; i < a.size(); ++i) {
        if (i >= root_.size()) {
          if (a[i] != 0) return std::nullopt;
          continue;
        }
        if (a[i] > root_[i]) return std::nullopt;
        rank += static_cast<std::size_t>(prefix_[i][static_cast<std::size_t>(a[i])]);
      }
      return rank;
    }
    case Layout::Explored: {
      const auto found = explored_.find(canonical_(heaps));
      if (found == explored_.end()) return std::nullopt;
      return found->second;
    }
  }
  return std::nullopt;
}

std::optional<PositionValue> RemotenessTable::find(const Heaps& heaps) const {
  const auto at = index(heaps);
  if (!at) return std::nullopt;
  return decode(values_[*at]);
}

std::optional<std::uint32_t> RemotenessTable::remoteness(const Heaps& heaps) const {
  const auto value = find(heaps);
  if (!value) return std::nullopt;
  return value->remoteness;
}

std::optional<std::uint32_t> remoteness(const Game& game, const Heaps& heaps) {
  const auto table = RemotenessTable::build(game, heaps);
  if (!table) return std::nullopt;
  return table->remoteness(heaps);
}

}  // namespace marienbad
