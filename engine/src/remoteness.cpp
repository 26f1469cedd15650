#include "marienbad/remoteness.hpp"

#include <algorithm>
#include <functional>
#include <memory>
#include <unordered_map>

#include "marienbad/exact.hpp"
#include "marienbad/remoteness_dense.hpp"
#include "marienbad/solver.hpp"
#include "remoteness_bounds.hpp"

namespace marienbad {

namespace {

PositionValue decode(std::uint32_t bits) {
  return {(bits & kRemotenessLostBit) ? Outcome::P : Outcome::N, bits & ~kRemotenessLostBit};
}

// A model that builds its own table (remoteness_dense.hpp), and whether it does for this game.
template <class G>
constexpr bool kHasDenseTable = requires(const G& game, const Heaps& heaps, Count cap) {
  game.remoteness_table(heaps, cap);
  game.remoteness_states(heaps, cap);
};

template <class G>
bool dense(const G& game) {
  if constexpr (!kHasDenseTable<G>) {
    return false;
  } else if constexpr (requires { game.dense_remoteness(); }) {
    return game.dense_remoteness();
  } else {
    return true;
  }
}

}  // namespace

// The explored positions' numbers. Hashed: a lookup hashes the rows once and compares one
// candidate, where an ordered map compared whole positions at every level (most of the build's
// time, docs/performance.md).
using PositionIndex = std::unordered_map<Heaps, std::size_t, HeapsHash>;

// The model's own table when it has one, else its positions explored.
struct RemotenessTable::Builder {
  using Table = RemotenessTable;

  template <class G>
  static Count model_tokens(const G& game, const Heaps& heaps) {
    if constexpr (requires { game.tokens(heaps); }) {
      return game.tokens(heaps);
    } else {
      return detail::total_tokens(heaps);
    }
  }

  // --- a game without its own table: its positions explored from the root
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
                                                   PositionIndex& index, Count cap) {
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
    if constexpr (kHasDenseTable<G>) {
      if (dense(game)) return game.remoteness_states(root, cap);
    }
    PositionIndex index;
    const Count bounded = std::min<Count>(cap, kMaxExploredStates);
    const auto positions = explore(game, root, index, bounded);
    return positions ? static_cast<Count>(positions->size()) : cap + 1;
  }
  template <class G>
  static bool counts_cheaply(const G& game) {
    return requires {
      game.remoteness_too_big(Heaps{}, Count{});
    }
    || dense(game);
  }
  template <class G>
  static bool cheaply_too_big(const G& game, const Heaps& root, Count cap) {
    if constexpr (requires { game.remoteness_too_big(root, cap); }) {
      return game.remoteness_too_big(root, cap);
    } else {
      return states(game, root, cap) > cap;
    }
  }
  template <class G>
  static std::optional<Table> build(const G& game, const Heaps& root, Count cap) {
    if constexpr (kHasDenseTable<G>) {
      if (dense(game)) {
        std::optional<DenseRemoteness> own = game.remoteness_table(root, cap);
        if (!own) return std::nullopt;
        Table table;
        table.values_ = std::move(own->values);
        table.rank_ = std::move(own->rank);
        return table;
      }
    }
    PositionIndex index;
    auto positions = explore(game, root, index, std::min<Count>(cap, kMaxExploredStates));
    if (!positions) return std::nullopt;
    // Every move removes tokens (the model's count when its numbers are not tokens, as a
    // Hackenbush picture's are not): by tokens, every child comes before its parent.
    std::vector<std::size_t> order(positions->size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::vector<Count> tokens(positions->size());
    for (std::size_t i = 0; i < order.size(); ++i) tokens[i] = model_tokens(game, (*positions)[i]);
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return tokens[a] < tokens[b]; });
    Table table;
    table.values_.resize(positions->size());
    for (std::size_t i : order) {
      const Heaps& heaps = (*positions)[i];
      RemotenessReach reach;
      for (const Move& move : game.moves(heaps)) {
        reach.add(table.values_[index.at(canonical(game, game.apply(heaps, move)))]);
      }
      table.values_[i] = reach.value(game.rule());
    }
    table.rank_ = [game, index = std::make_shared<const PositionIndex>(std::move(index))](
                      const Heaps& heaps) -> std::optional<std::size_t> {
      const auto found = index->find(canonical(game, heaps));
      if (found == index->end()) return std::nullopt;
      return found->second;
    };
    return table;
  }
  template <class G>
  static std::size_t work(const G& game, const Heaps& heaps) {
    if constexpr (requires { game.remoteness_work(heaps); }) {
      return game.remoteness_work(heaps);
    } else {
      return static_cast<std::size_t>(
          std::min<Count>(game.move_count(heaps), kMaxRemotenessStates));
    }
  }
};

namespace detail {

bool cheaply_too_big(const Game& game, const Heaps& root, Count cap) {
  return game.visit_any([&](const auto& model) {
    return RemotenessTable::Builder::cheaply_too_big(model, root, cap);
  });
}

Count position_tokens(const Game& game, const Heaps& heaps) {
  return game.visit_any(
      [&](const auto& model) { return RemotenessTable::Builder::model_tokens(model, heaps); });
}

}  // namespace detail

bool RemotenessTable::counts_cheaply(const Game& game) {
  return game.visit_any([](const auto& model) { return Builder::counts_cheaply(model); });
}

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
  return rank_(heaps);
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
