#include "session/reached.hpp"

#include <algorithm>

namespace marienbad::app {

Reached Reached::of(const Match& match, std::size_t ply) {
  const std::vector<Move>& moves = match.moves();
  const auto end = moves.begin() + static_cast<std::ptrdiff_t>(std::min(ply, moves.size()));
  return {match.start(), std::vector<Move>(moves.begin(), end)};
}

}  // namespace marienbad::app
