#pragma once
// A lesson's colouring exercise (seed 003): the heaps 0, 1, 2, … of a game of one heap whose every
// move leaves one heap (a subtraction game) coloured one after the other, from 0 up, as lost (P) or
// won (N) for the player to move, by reasoning backwards from the heaps already coloured. Each
// answer is checked against the engine; a wrong one comes with the reason: the winning move a heap
// has, or the fact that every move from it leaves a winning heap to the opponent. SDL-free.
#include <optional>
#include <vector>

#include "marienbad/game.hpp"

namespace marienbad::app {

struct ColouringAnswer {
  Count heap = 0;
  bool right = false;
  Outcome truth = Outcome::P;
  // truth N: a move that leaves a P heap (the amount taken and the heap left).
  std::optional<Count> take;
  std::optional<Count> left;
  // truth P: the heaps every move leaves (each N); empty when no move is possible.
  std::vector<Count> replies;
};

class ColouringExercise {
 public:
  ColouringExercise(Game game, Count last);

  const Game& game() const { return game_; }
  Count last() const { return last_; }
  // The heap to colour now (last() + 1 once done).
  Count next() const { return static_cast<Count>(colours_.size()); }
  bool done() const { return next() > last_; }
  // The colour given to a heap, once it is coloured (rightly).
  std::optional<Outcome> colour(Count heap) const;
  // The next heap coloured `said`: kept and moved past when right.
  ColouringAnswer answer(Outcome said);
  // The losing heaps coloured so far.
  std::vector<Count> losing() const;

 private:
  Game game_;
  Count last_;
  std::vector<Outcome> colours_;
};

}  // namespace marienbad::app
