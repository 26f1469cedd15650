#include "marienbad/exact.hpp"

namespace marienbad {

u128 isqrt(u128 n) {
  if (n < 2) return n;
  // Newton's method from an over-estimate: 2^ceil(bits/2) >= sqrt(n).
  int bits = 0;
  for (u128 m = n; m; m >>= 1) ++bits;
  u128 x = u128{1} << ((bits + 1) / 2);
  while (true) {
    const u128 y = (x + n / x) / 2;
    if (y >= x) return x;
    x = y;
  }
}

namespace {

// ⌊d·√5⌋ for d < 2^63. 5d² may not fit 128 bits, so take s = ⌊√(5d²/4)⌋ and
// decide between 2s and 2s+1: it is 2s+1 iff (2s+1)² <= 5d² = 4q + r.
u128 floor_sqrt5_times(Count d) {
  const u128 square = u128{d} * d;
  const u128 q = square + square / 4;  // ⌊5d²/4⌋
  const unsigned r = static_cast<unsigned>(square % 4);
  const u128 s = isqrt(q);
  const u128 t = s * s + s;
  const bool odd = t < q || (t == q && r >= 1);
  return 2 * s + (odd ? 1 : 0);
}

}  // namespace

std::string to_decimal(u128 n) {
  std::string digits;
  do {
    digits.insert(digits.begin(), static_cast<char>('0' + static_cast<int>(n % 10)));
    n /= 10;
  } while (n != 0);
  return digits;
}

Count floor_phi(Count d) {
  return static_cast<Count>((u128{d} + floor_sqrt5_times(d)) / 2);
}

}  // namespace marienbad
