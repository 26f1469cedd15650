#pragma once
// Exact integer arithmetic where the seeds use the golden ratio φ.
// Double precision gets ⌊dφ⌋ wrong from d ≈ 10^8 on; nothing here uses floating point.
#include "marienbad/types.hpp"

namespace marienbad {

__extension__ typedef unsigned __int128 u128;  // GCC and Clang both have it

// A count too big for a heap (a move count of 64-bit rows) held exactly:
// saturate() gives it as a Count (at most kMaxHeap), to_decimal() in full.
inline Count saturate(u128 n) {
  return n > kMaxHeap ? kMaxHeap : static_cast<Count>(n);
}
std::string to_decimal(u128 n);

// ⌊√n⌋ for any 128-bit n, exactly.
u128 isqrt(u128 n);

// ⌊d·φ⌋ = (d + ⌊d·√5⌋) / 2, exact for every d < 2^63.
Count floor_phi(Count d);

}  // namespace marienbad
