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
  if (!table_ || !table_->find(before)) table_ = RemotenessTable::build(game, before);
  if (table_) return rate_move(game, before, after, *table_);
  // Too many positions below to know how far the end is: the rating without remoteness
  // (the engine's refusal is cheap, decided from a count before any search).
  return rate_move(game, before, after);
}

}  // namespace marienbad::app
