// Moves judged against the engine's knowledge: a move found between two positions, rated
// (winning, blunder, lost) with the remoteness before and after, and a whole game reviewed
// with as few remoteness tables as the game allows.
#include <string>

#include "marienbad/registry.hpp"
#include "marienbad/remoteness.hpp"
#include "remoteness_bounds.hpp"

namespace marienbad {

std::string_view to_string(MoveRating rating) {
  switch (rating) {
    case MoveRating::Winning:
      return "winning";
    case MoveRating::Blunder:
      return "blunder";
    case MoveRating::Lost:
      return "lost";
  }
  return "?";
}

Result<Move> move_between(const Game& game, const Heaps& before, const Heaps& after) {
  const auto illegal = [&] {
    return Error{game.position_text(before) + " -> " + game.position_text(after) +
                 " is not a legal move"};
  };
  // A model whose moves change the number of heaps (Kayles) finds its own.
  const auto own = game.visit_any([&](const auto& model) -> std::optional<std::optional<Move>> {
    if constexpr (requires { model.move_between(before, after); }) {
      return model.move_between(before, after);
    } else {
      return std::nullopt;
    }
  });
  if (own) {
    if (*own) return **own;
    return illegal();
  }
  if (before.size() != after.size()) return illegal();
  Move move;
  std::size_t changed = 0;
  for (std::size_t i = 0; i < before.size(); ++i) {
    if (before[i] == after[i]) continue;
    if (after[i] > before[i]) return illegal();
    const Count taken = before[i] - after[i];
    if (changed > 0 && taken != move.amount) return illegal();
    move = Move{changed == 0 ? i : move.heap, taken, changed > 0};
    ++changed;
  }
  if (changed == 0 || changed > 2) return illegal();
  if (!game.check_move(before, move).ok()) return illegal();
  // Two heaps changed by the same amount are one move only when they are one
  // Wythoff token's x and y (in a sum, not two heaps of different parts).
  if (game.apply(before, move) != after) return illegal();
  return move;
}

namespace {

// `table` may be null: the remoteness is then unknown.
MoveReview rate(const Game& game, const Heaps& before, const Heaps& after,
                const RemotenessTable* table) {
  MoveReview review{MoveRating::Lost, std::nullopt, std::nullopt, {}};
  if (game.outcome(before) == Outcome::N) {
    review.rating = game.outcome(after) == Outcome::P ? MoveRating::Winning : MoveRating::Blunder;
  }
  if (table) {
    review.remoteness_before = table->remoteness(before);
    review.remoteness_after = table->remoteness(after);
  }
  if (review.rating == MoveRating::Blunder) {
    review.better = game.winning_moves(before);
    review.better_count = game.winning_move_count(before);
  }
  return review;
}

}  // namespace

MoveReview rate_move(const Game& game, const Heaps& before, const Heaps& after) {
  const auto table = RemotenessTable::build(game, before);
  return rate(game, before, after, table ? &*table : nullptr);
}

MoveReview rate_move(const Game& game, const Heaps& before, const Heaps& after,
                     const RemotenessTable* table) {
  return rate(game, before, after, table);
}

Status check_reached_position(const Game& game, const Heaps& position) {
  if (game_info(game.kind()).part_room != nullptr) return Ok{};
  return game.check_position(position);
}

Status check_review_position(const Game& game, const Heaps& position, std::size_t index) {
  return index == 0 ? game.check_position(position) : check_reached_position(game, position);
}

Result<std::vector<MoveReview>> review_game(const Game& game, const std::vector<Heaps>& positions) {
  if (positions.empty()) return Error{"a game needs at least its start position"};
  if (positions.size() - 1 > kMaxReviewPlies) {
    return Error{"a game of " + std::to_string(positions.size() - 1) +
                 " plies is too long (at most " + std::to_string(kMaxReviewPlies) + ")"};
  }
  for (std::size_t i = 0; i < positions.size(); ++i) {
    if (auto valid = check_review_position(game, positions[i], i); !valid) {
      return Error{"position " + std::to_string(i) + ": " + valid.error()};
    }
  }
  for (std::size_t ply = 1; ply < positions.size(); ++ply) {
    if (auto move = move_between(game, positions[ply - 1], positions[ply]); !move) {
      return Error{"ply " + std::to_string(ply) + ": " + move.error()};
    }
  }
  // Every later position is reachable from an earlier one: one table serves the
  // rest of the game. A start too big to solve is retried as the game shrinks,
  // from the position before a move or else after it. A refusal costs O(rows)
  // for a game that counts its positions cheaply, except for Nim rows that pass
  // the cheap bounds and still reach too many multisets (O(tokens)): those are
  // retried only once the tokens have halved. A game whose positions are
  // explored pays up to kMaxExploredWork a refusal, which along 10,000 plies
  // would take minutes: as no position reaches more than the one before it, a
  // binary search of at most kMaxReviewProbes refusals skips the plies surely too
  // big, and past it each refusal waits for the tokens to halve.
  const bool explored = !RemotenessTable::counts_cheaply(game);
  std::size_t first_fit = 0;
  if (positions.size() >= 2 && explored) {
    std::size_t past = positions.size();
    for (std::size_t probe = 0; probe < kMaxReviewProbes && first_fit < past; ++probe) {
      const std::size_t middle = first_fit + (past - first_fit) / 2;
      if (detail::cheaply_too_big(game, positions[middle], kMaxRemotenessStates)) {
        first_fit = middle + 1;
      } else {
        past = middle;
      }
    }
  }
  std::optional<RemotenessTable> table;
  Count retry_tokens = kMaxHeap;
  const auto try_build = [&](std::size_t index) {
    const Heaps& heaps = positions[index];
    if (table || index < first_fit) return;
    const Count tokens = detail::position_tokens(game, heaps);
    if (tokens > retry_tokens) return;
    const bool too_big = detail::cheaply_too_big(game, heaps, kMaxRemotenessStates);
    if (!too_big) table = RemotenessTable::build(game, heaps);
    if (!table && (!too_big || explored)) retry_tokens = tokens / 2;
  };
  std::vector<MoveReview> reviews;
  reviews.reserve(positions.size() - 1);
  for (std::size_t ply = 1; ply < positions.size(); ++ply) {
    try_build(ply - 1);
    try_build(ply);
    reviews.push_back(rate(game, positions[ply - 1], positions[ply], table ? &*table : nullptr));
  }
  return reviews;
}

}  // namespace marienbad
