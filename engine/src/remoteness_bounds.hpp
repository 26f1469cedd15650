#pragma once
// What the remoteness tables and the game review share (internal to the engine): cheap
// bounds that refuse a table before any search.
#include "marienbad/game.hpp"
#include "marienbad/remoteness_dense.hpp"  // detail::total_tokens

namespace marienbad::detail {

// True when the root surely reaches more than cap positions, found cheaply (O(rows) for Nim).
bool cheaply_too_big(const Game& game, const Heaps& root, Count cap);
// Whether cheaply_too_big is cheap for this game: the model counts its positions without a
// search (Nim's bound, a dense table). Otherwise its positions are explored, and a refusal
// may cost up to kMaxExploredWork.
bool counts_cheaply(const Game& game);
// The tokens of a position, which every move removes: the model's own count when its numbers
// are not tokens (a Hackenbush picture's edges), else the numbers' sum.
Count position_tokens(const Game& game, const Heaps& heaps);

}  // namespace marienbad::detail
