#include "marienbad/analysis.hpp"

#include <algorithm>
#include <bit>

#include "marienbad/solver.hpp"

namespace marienbad {

Analysis analyze(const Game& game, const Heaps& heaps) {
  Analysis analysis{game.outcome(heaps), {}, game.grundy(heaps)};
  if (analysis.outcome == Outcome::N) {
    analysis.winning_moves = game.winning_moves(heaps);
    analysis.winning_move_count = game.winning_move_count(heaps);
  }
  return analysis;
}

std::string to_binary(Count value, unsigned width) {
  std::string digits(width, '0');
  for (unsigned i = 0; i < width && i < 64; ++i) {
    if ((value >> i) & 1) digits[width - 1 - i] = '1';
  }
  return digits;
}

namespace {

// Remoteness needs the whole game below the position: only for small ones.
constexpr Count kMaxSolvedStates = 100'000;
constexpr Count kMaxSolvedDepth = 2'000;

bool small_enough(const Heaps& heaps) {
  Count states = 1, depth = 0;
  for (Count h : heaps) {
    if (h >= kMaxSolvedDepth) return false;
    depth += h;
    states *= h + 1;
    if (states > kMaxSolvedStates || depth > kMaxSolvedDepth) return false;
  }
  return true;
}

}  // namespace

std::vector<MoveVerdict> move_verdicts(const Game& game, const Heaps& heaps) {
  std::vector<MoveVerdict> verdicts;
  if (game.move_count(heaps) > kMaxVerdictMoves) return verdicts;
  const bool solvable = small_enough(heaps);
  game.visit_any([&](const auto& model) {
    Solver solver(model);
    for (const Move& move : model.moves(heaps)) {
      MoveVerdict verdict{move, model.apply(heaps, move), false, std::nullopt};
      verdict.wins = model.outcome(verdict.to) == Outcome::P;
      if (solvable) verdict.remoteness = solver.solve(verdict.to).remoteness;
      verdicts.push_back(std::move(verdict));
    }
  });
  return verdicts;
}

std::optional<MoveVerdict> move_verdict(const Game& game, const Heaps& heaps, const Move& move) {
  if (!game.check_move(heaps, move)) return std::nullopt;
  MoveVerdict verdict{move, game.apply(heaps, move), false, std::nullopt};
  verdict.wins = game.outcome(verdict.to) == Outcome::P;
  if (small_enough(verdict.to)) {
    game.visit_any([&](const auto& model) {
      verdict.remoteness = Solver(model).solve(verdict.to).remoteness;
    });
  }
  return verdict;
}

}  // namespace marienbad
