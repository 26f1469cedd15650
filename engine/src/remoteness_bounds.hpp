#pragma once
// What the remoteness tables and the game review share (internal to the engine): cheap
// bounds that refuse a table before any search.
#include "marienbad/game.hpp"

namespace marienbad::detail {

// The tokens of a position, saturating below kMaxHeap.
Count total_tokens(const Heaps& heaps);
// True when the root surely reaches more than cap positions, found cheaply (O(rows) for Nim).
bool cheaply_too_big(const Game& game, const Heaps& root, Count cap);

}  // namespace marienbad::detail
