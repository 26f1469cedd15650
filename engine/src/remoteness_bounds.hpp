#pragma once
// What the remoteness tables and the game review share (internal to the engine): cheap
// bounds that refuse a table before any search.
#include "marienbad/game.hpp"
#include "marienbad/remoteness_dense.hpp"  // detail::total_tokens

namespace marienbad::detail {

// True when the root surely reaches more than cap positions, found cheaply (O(rows) for Nim).
bool cheaply_too_big(const Game& game, const Heaps& root, Count cap);
// The tokens of a position, which every move removes: the model's own count when its numbers
// are not tokens (a Hackenbush picture's edges), else the numbers' sum.
Count position_tokens(const Game& game, const Heaps& heaps);

}  // namespace marienbad::detail
