#include "session/move_review.hpp"

namespace marienbad::app {

void MoveReviews::update(const Match& match) {
  const std::size_t plies = match.moves().size();
  if (entries_.size() > plies) entries_.resize(plies);
  for (std::size_t ply = 0; ply < plies; ++ply) {
    const Heaps& before = match.position_at(ply);
    const Heaps& after = match.position_at(ply + 1);
    if (ply < entries_.size()) {
      if (entries_[ply].before == before && entries_[ply].after == after) continue;
      entries_.resize(ply);  // the line changed here: what follows is another game
    }
    entries_.push_back(Entry{before, after, rate(match.game(), before, after)});
  }
}

const MoveReview* MoveReviews::at(std::size_t ply) const {
  return ply < entries_.size() ? &entries_[ply].review : nullptr;
}

MoveReview MoveReviews::rate(const Game& game, const Heaps& before, const Heaps& after) {
  ++computed_;
  if (!table_ || !table_->find(before)) {
    // A game whose positions are explored keeps to small tables (kMaxQuickExploredStates):
    // a large one, or the refusal of a too large one, would hold the move for a second.
    const std::size_t cap =
        RemotenessTable::counts_cheaply(game) ? kMaxRemotenessStates : kMaxQuickExploredStates;
    table_ = RemotenessTable::build(game, before, cap);
  }
  // Without a table (too many positions below to know how far the end is), the rating
  // without remoteness: a refusal is cheap, decided from a count or within
  // kMaxQuickExploredStates.
  return rate_move(game, before, after, table_ ? &*table_ : nullptr);
}

}  // namespace marienbad::app
