// Nim's moves as the players see them (player_moves.cpp): a line of moves a row, and a
// person's guesses.
#include <algorithm>
#include <utility>

#include "nim/nim.hpp"

namespace marienbad {

Count NimGame::move_lines(const Heaps& heaps) const {
  return static_cast<Count>(heaps.size());
}

std::vector<Move> NimGame::smallest_moves(const Heaps& heaps, Count per_line) const {
  std::vector<Move> candidates;
  for (std::size_t row = 0; row < heaps.size(); ++row) {
    for (Count a = 1; a <= std::min(heaps[row], per_line); ++a) candidates.push_back(Move{row, a});
  }
  return candidates;
}

// Nibble or halve the biggest row, make a row equal to a smaller non-empty one, clear a small
// row. Illegal guesses are dropped and repeated ones add up by the caller.
std::vector<std::pair<Move, unsigned>> NimGame::plausible_moves(const Heaps& heaps) const {
  std::vector<std::pair<Move, unsigned>> guesses;
  if (heaps.empty()) return guesses;
  const std::size_t biggest =
      static_cast<std::size_t>(std::max_element(heaps.begin(), heaps.end()) - heaps.begin());
  const Count top = heaps[biggest];
  guesses.push_back({Move{biggest, 1}, 3});
  guesses.push_back({Move{biggest, 2}, 2});
  guesses.push_back({Move{biggest, top - top / 2}, 2});
  for (std::size_t i = 0; i < heaps.size(); ++i) {
    for (std::size_t j = 0; j < heaps.size(); ++j) {
      if (heaps[j] > 0 && heaps[i] > heaps[j]) guesses.push_back({Move{i, heaps[i] - heaps[j]}, 1});
    }
  }
  for (std::size_t i = 0; i < heaps.size(); ++i) {
    if (heaps[i] <= 2) guesses.push_back({Move{i, heaps[i]}, 1});
  }
  return guesses;
}

}  // namespace marienbad
