#pragma once
// How a position was reached: the match's start and the moves played from it. A board that
// leaves its pieces where they stood (the lines of pins of Kayles) names a row by its line
// and a pin by its place on that line, and only the moves played say where a row came from:
// a move written earlier then still names the pins the board shows after a row has split.
// Empty (the default): the position was given alone (a lesson's step), its rows name
// themselves.
#include <cstddef>
#include <vector>

#include "marienbad/match.hpp"

namespace marienbad::app {

struct Reached {
  Heaps start;
  std::vector<Move> moves;

  bool known() const { return !start.empty(); }
  // The match's start and its first `ply` moves.
  static Reached of(const Match& match, std::size_t ply);

  friend bool operator==(const Reached&, const Reached&) = default;
};

}  // namespace marienbad::app
