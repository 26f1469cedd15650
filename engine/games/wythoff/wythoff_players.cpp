// Wythoff's moves as the players see them (player_moves.cpp): three lines (along x, along y,
// diagonally), and a person's guesses.
#include <algorithm>
#include <utility>

#include "wythoff/wythoff.hpp"

namespace marienbad {

Count WythoffGame::move_lines(const Heaps&) const {
  return 3;
}

std::vector<Move> WythoffGame::smallest_moves(const Heaps& heaps, Count per_line) const {
  std::vector<Move> candidates;
  const auto line = [&](std::size_t heap, bool both, Count limit) {
    for (Count a = 1; a <= std::min(limit, per_line); ++a)
      candidates.push_back(Move{heap, a, both});
  };
  line(0, false, heaps[0]);
  line(1, false, heaps[1]);
  line(0, true, std::min(heaps[0], heaps[1]));
  return candidates;
}

// Slide one or two squares, one square more likely.
std::vector<std::pair<Move, unsigned>> WythoffGame::plausible_moves(const Heaps&) const {
  std::vector<std::pair<Move, unsigned>> guesses;
  for (Count a : {Count{1}, Count{2}}) {
    const unsigned weight = a == 1 ? 2 : 1;
    guesses.push_back({Move{0, a, false}, weight});
    guesses.push_back({Move{1, a, false}, weight});
    guesses.push_back({Move{0, a, true}, weight});
  }
  return guesses;
}

}  // namespace marienbad
