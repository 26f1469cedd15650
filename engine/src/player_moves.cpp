#include "player_moves.hpp"

#include <algorithm>

#include "marienbad/exact.hpp"

namespace marienbad::players {

Count tokens(const Game& game, const Heaps& heaps) {
  if (const auto* model = game.single()) {
    const auto counted = std::visit(
        [&](const auto& single) -> std::optional<Count> {
          if constexpr (requires { single.tokens(heaps); }) {
            return single.tokens(heaps);
          } else {
            return std::nullopt;
          }
        },
        *model);
    if (counted) return *counted;
  }
  Count total = 0;
  for (Count h : heaps) total = h > kMaxHeap - total ? kMaxHeap : total + h;
  return total;
}

Count removal(const Move& move) {
  return move.both ? 2 * move.amount : move.amount;  // amount <= 2^63-1: no overflow
}

namespace {

// The shape of each single game's moves, asked of its model (move_lines, smallest_moves,
// plausible_moves: each game's folder): how many lines of moves it has (a Nim row each,
// Wythoff's three, the subtraction set as one), the smallest removals along each, and a
// person's plausible guesses. A model without them gets the defaults: its moves in order, a
// line per heap.
struct Weighted {
  Move move;
  unsigned weight;
};

void add_if_legal(std::vector<Weighted>& list, const Game& game, const Heaps& heaps, Move move,
                  unsigned weight) {
  if (!game.check_move(heaps, move).ok()) return;
  for (auto& item : list) {
    if (item.move == move) {
      item.weight += weight;
      return;
    }
  }
  list.push_back(Weighted{move, weight});
}

struct Shapes {
  template <class G>
  static Count directions(const G& model, const Heaps& heaps) {
    if constexpr (requires { model.move_lines(heaps); }) {
      return model.move_lines(heaps);
    } else {
      return std::max<Count>(static_cast<Count>(heaps.size()), 1);
    }
  }
  // A game without its own smallest moves: the first moves in moves() order, as many as its
  // lines allow.
  template <class G>
  static std::vector<Move> smallest(const G& model, const Heaps& heaps, Count per_direction) {
    if constexpr (requires { model.smallest_moves(heaps, per_direction); }) {
      return model.smallest_moves(heaps, per_direction);
    } else {
      std::vector<Move> candidates;
      const Count count =
          std::min(model.move_count(heaps), per_direction * directions(model, heaps));
      for (Count i = 0; i < count; ++i) candidates.push_back(model.nth_move(heaps, i));
      return candidates;
    }
  }
  // The model's guesses (plausible_moves(heaps), moves and weights) when it has them, else a
  // few of its moves, equally likely (subtraction: any allowed amount).
  template <class G>
  static void plausible(const G& model, const Game& game, const Heaps& heaps,
                        std::vector<Weighted>& list) {
    if constexpr (requires { model.plausible_moves(heaps); }) {
      for (const auto& [move, weight] : model.plausible_moves(heaps)) {
        add_if_legal(list, game, heaps, move, weight);
      }
    } else {
      for (const Move& move : smallest(model, heaps, kSmallAmounts)) {
        list.push_back(Weighted{move, 1});
      }
    }
  }
};

Count directions(const Game& game, const Heaps& heaps) {
  return game.visit([&](const auto& model) { return Shapes::directions(model, heaps); });
}

// A single game's smallest removals, at most per_direction along each line.
std::vector<Move> smallest_removals(const Game& game, const Heaps& heaps, Count per_direction) {
  return game.visit(
      [&](const auto& model) { return Shapes::smallest(model, heaps, per_direction); });
}

}  // namespace

std::vector<Move> candidate_moves(const Game& game, const Heaps& heaps) {
  const Count width = static_cast<Count>(heaps.size());
  if (game.move_count(heaps) <= kSearchBudget / width) return game.moves(heaps);
  const SumGame* sum = game.sum();
  Count lines = 0;
  if (sum) {
    for (std::size_t i = 0; i < sum->part_count(); ++i) {
      lines += directions(sum->part(i), sum->part_heaps(heaps, i));
    }
  } else {
    lines = directions(game, heaps);
  }
  const Count per_direction = std::clamp<Count>(kSearchBudget / (lines * width), 1, kSmallAmounts);
  if (!sum) return smallest_removals(game, heaps, per_direction);
  std::vector<Move> candidates;
  for (std::size_t i = 0; i < sum->part_count(); ++i) {
    for (const Move& move :
         smallest_removals(sum->part(i), sum->part_heaps(heaps, i), per_direction)) {
      candidates.push_back(sum->sum_move(i, move));
    }
  }
  return candidates;
}

namespace {

// The share w / n of winning replies the opponent gets, compared exactly.
struct Share {
  Count winning;
  Count replies;
  bool operator<(const Share& other) const {
    return u128{winning} * other.replies < u128{other.winning} * replies;
  }
};

Share share_after(const Game& game, const Heaps& child) {
  if (game.is_terminal(child)) return Share{1, 1};
  // Counted, not listed: a long Kayles row has thousands of winning replies.
  return Share{saturate(game.winning_move_count(child)), game.move_count(child)};
}

}  // namespace

Move give_the_change(const Game& game, const Heaps& heaps, const RemotenessTable* table) {
  const std::vector<Move> candidates = candidate_moves(game, heaps);
  if (candidates.empty()) return Move{};  // a finished position: callers never ask
  const auto resistance = [&](const Heaps& child) -> std::uint32_t {
    if (!table) return 0;
    return table->remoteness(child).value_or(0);
  };
  Move best = candidates.front();
  Heaps child = game.apply(heaps, best);
  Share best_share = share_after(game, child);
  std::uint32_t best_resistance = resistance(child);
  for (std::size_t i = 1; i < candidates.size(); ++i) {
    const Move& move = candidates[i];
    child = game.apply(heaps, move);
    const Share share = share_after(game, child);
    const bool same_share = !(share < best_share) && !(best_share < share);
    bool better = share < best_share || (same_share && removal(move) < removal(best));
    std::uint32_t move_resistance = best_resistance;
    if (!better && same_share && removal(move) == removal(best) && table) {
      move_resistance = resistance(child);
      better = move_resistance > best_resistance;
    }
    if (better) {
      best = move;
      best_share = share;
      best_resistance = table ? resistance(child) : 0;
    }
  }
  return best;
}

namespace {

std::vector<Weighted> plausible_moves(const Game& game, const Heaps& heaps) {
  std::vector<Weighted> list;
  if (const SumGame* sum = game.sum()) {
    // A person plays a sum part by part: each part's own guesses.
    for (std::size_t i = 0; i < sum->part_count(); ++i) {
      for (const Weighted& item : plausible_moves(sum->part(i), sum->part_heaps(heaps, i))) {
        list.push_back(Weighted{sum->sum_move(i, item.move), item.weight});
      }
    }
    return list;
  }
  game.visit([&](const auto& model) { Shapes::plausible(model, game, heaps, list); });
  return list;
}

}  // namespace

Move plausible_move(const Game& game, const Heaps& heaps, Rng& rng) {
  const std::vector<Weighted> list = plausible_moves(game, heaps);
  if (list.empty()) return uniform_move(game, heaps, rng);
  Count total = 0;
  for (const auto& item : list) total += item.weight;
  Count pick = rng.below(total);
  for (const auto& item : list) {
    if (pick < item.weight) return item.move;
    pick -= item.weight;
  }
  return list.back().move;
}

Move uniform_move(const Game& game, const Heaps& heaps, Rng& rng) {
  // move_count saturates at 2^63-1: beyond that, the first 2^63-1 moves only.
  return game.nth_move(heaps, rng.below(game.move_count(heaps)));
}

}  // namespace marienbad::players
