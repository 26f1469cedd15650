#pragma once
// The rating of every move played in a match, from the engine (marienbad/remoteness.hpp):
// winning / blunder / lost for the mover, the remoteness before and after when known, and
// for a blunder the winning moves that existed. Rated once per move, when it is played
// (a remoteness table can cost a few milliseconds): drawing only reads the cache.
#include <cstddef>
#include <optional>
#include <vector>

#include "marienbad/match.hpp"
#include "marienbad/remoteness.hpp"

namespace marienbad::app {

class MoveReviews {
 public:
  // Rates the moves of `match` (its redo tail too) that are not rated yet; a move whose
  // positions changed (another move played after an undo) is rated again, the others kept.
  void update(const Match& match);
  // The rating of move `ply` (0-based) once update() has seen it, nullptr otherwise.
  const MoveReview* at(std::size_t ply) const;
  std::size_t size() const { return entries_.size(); }
  // How many moves were rated since this object was made (for tests: never twice).
  std::size_t ratings_computed() const { return computed_; }

 private:
  struct Entry {
    Heaps before;
    Heaps after;
    MoveReview review;
  };
  MoveReview rate(const Game& game, const Heaps& before, const Heaps& after);

  std::vector<Entry> entries_;
  // One table serves every later position of the line it was built from; rebuilt from
  // the position before a move when that position is not in it (another start, or a
  // start too big at first and smaller now).
  std::optional<RemotenessTable> table_;
  std::size_t computed_ = 0;
};

}  // namespace marienbad::app
