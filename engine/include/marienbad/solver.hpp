#pragma once
// The generic exact solver: memoised search over any GameModel. It knows no
// theory, which is the point: every closed form is checked against it, and it
// answers custom variants that have no closed form. Small positions only.
#include <cstdint>
#include <functional>
#include <unordered_map>

#include "marienbad/game_model.hpp"

namespace marienbad {

struct SolvedPosition {
  Outcome outcome;           // under the game's rule
  Count grundy;              // normal-play Grundy value (mex of the successors)
  std::uint32_t remoteness;  // moves to the end when the winner hurries and the loser delays
};

struct HeapsHash {
  std::size_t operator()(const Heaps& heaps) const noexcept;
};

template <GameModel G>
class Solver {
 public:
  explicit Solver(G game) : game_(std::move(game)) {}

  const SolvedPosition& solve(const Heaps& heaps) {
    if (auto found = memo_.find(heaps); found != memo_.end()) return found->second;
    SolvedPosition result{terminal_outcome(game_.rule()), 0, 0};
    const auto moves = game_.moves(heaps);
    if (!moves.empty()) {
      std::vector<bool> seen(moves.size() + 1, false);
      std::uint32_t fastest_win = UINT32_MAX, slowest_loss = 0;
      for (const Move& move : moves) {
        const SolvedPosition child = solve(game_.apply(heaps, move));
        if (child.grundy < seen.size()) seen[static_cast<std::size_t>(child.grundy)] = true;
        if (child.outcome == Outcome::P) {
          fastest_win = std::min(fastest_win, child.remoteness);
        } else {
          slowest_loss = std::max(slowest_loss, child.remoteness);
        }
      }
      result.grundy = 0;
      while (seen[static_cast<std::size_t>(result.grundy)]) ++result.grundy;
      if (fastest_win != UINT32_MAX) {
        result.outcome = Outcome::N;
        result.remoteness = fastest_win + 1;
      } else {
        result.outcome = Outcome::P;
        result.remoteness = slowest_loss + 1;
      }
    }
    return memo_.emplace(heaps, result).first->second;
  }

  std::size_t size() const { return memo_.size(); }
  const G& game() const { return game_; }

 private:
  G game_;
  std::unordered_map<Heaps, SolvedPosition, HeapsHash> memo_;
};

}  // namespace marienbad
