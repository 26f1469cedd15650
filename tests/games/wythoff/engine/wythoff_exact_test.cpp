// ⌊dφ⌋ and the Wythoff ranks against an independent exact method, at ranks
// where double precision gets ⌊dφ⌋ wrong.
#include <array>
#include <catch2/catch.hpp>
#include <cmath>

#include "marienbad/exact.hpp"
#include "wythoff/wythoff.hpp"

using namespace marienbad;

namespace {

// A tiny unsigned big integer (8 x 32-bit limbs, little-endian): enough for
// the squares of 66-bit numbers, with nothing shared with exact.cpp.
struct Big {
  std::array<std::uint64_t, 8> limb{};  // each holds 32 bits
  static Big of(u128 value) {
    Big big;
    for (auto& l : big.limb) {
      l = static_cast<std::uint64_t>(value & 0xFFFFFFFFu);
      value >>= 32;
    }
    return big;
  }
  friend Big operator*(const Big& a, const Big& b) {
    Big product;
    for (std::size_t i = 0; i < a.limb.size(); ++i) {
      std::uint64_t carry = 0;
      for (std::size_t j = 0; i + j < product.limb.size(); ++j) {
        const std::uint64_t t = product.limb[i + j] + a.limb[i] * b.limb[j] + carry;
        product.limb[i + j] = t & 0xFFFFFFFFu;
        carry = t >> 32;
      }
    }
    return product;
  }
  friend bool operator<(const Big& a, const Big& b) {
    for (std::size_t i = a.limb.size(); i-- > 0;) {
      if (a.limb[i] != b.limb[i]) return a.limb[i] < b.limb[i];
    }
    return false;
  }
};

// x <= dφ = d(1+√5)/2  <=>  2x - d <= d√5  <=>  2x < d or (2x - d)² < 5d² (√5 is
// irrational, so never equal for d > 0). ⌊dφ⌋ is the largest such x, in [0, 2d].
bool at_most_d_phi(Count x, Count d) {
  const u128 twice = u128{x} * 2;
  if (twice < d) return true;
  const Big excess = Big::of(twice - d);
  return excess * excess < Big::of(5) * Big::of(d) * Big::of(d);
}

Count reference_floor_phi(Count d) {
  u128 low = 0, high = u128{d} * 2;  // at_most(low) holds; answer <= high
  while (low < high) {
    const u128 mid = (low + high + 1) / 2;
    if (at_most_d_phi(static_cast<Count>(mid), d)) {
      low = mid;
    } else {
      high = mid - 1;
    }
  }
  return static_cast<Count>(low);
}

Count double_floor_phi(Count d) {
  const double phi = (1.0 + std::sqrt(5.0)) / 2.0;
  return static_cast<Count>(std::floor(static_cast<double>(d) * phi));
}

}  // namespace

TEST_CASE("isqrt is the exact floor of the square root") {
  for (u128 n = 0; n < 2000; ++n) {
    const u128 r = isqrt(n);
    CHECK(r * r <= n);
    CHECK((r + 1) * (r + 1) > n);
  }
  const u128 max = ~u128{0};
  const u128 root = isqrt(max);
  CHECK(root == (u128{1} << 64) - 1);
  for (u128 r : {u128{3037000499ULL}, (u128{1} << 63) + 12345, (u128{1} << 64) - 2}) {
    CHECK(isqrt(r * r) == r);
    CHECK(isqrt(r * r - 1) == r - 1);
    CHECK(isqrt(r * r + 2 * r) == r);
  }
}

TEST_CASE("floor_phi matches the exact reference from 0 to 10^4 and at large d") {
  for (Count d = 0; d <= 10'000; ++d) REQUIRE(floor_phi(d) == reference_floor_phi(d));
  std::uint64_t state = 7;
  for (int i = 0; i < 3000; ++i) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    const Count d = (state >> 1) >> (i % 63);  // every magnitude up to 2^63-1
    INFO("d = " << d);
    REQUIRE(floor_phi(d) == reference_floor_phi(d));
  }
  for (Count delta = 0; delta < 200; ++delta) {
    REQUIRE(floor_phi(kMaxWythoffRank - delta) == reference_floor_phi(kMaxWythoffRank - delta));
    REQUIRE(floor_phi(kMaxWythoffRank + delta) == reference_floor_phi(kMaxWythoffRank + delta));
    REQUIRE(floor_phi(kMaxHeap - delta) == reference_floor_phi(kMaxHeap - delta));
  }
}

TEST_CASE("kMaxWythoffRank is the largest rank whose cold position fits 2^63-1") {
  CHECK(reference_floor_phi(kMaxWythoffRank) + kMaxWythoffRank <= kMaxHeap);
  CHECK(reference_floor_phi(kMaxWythoffRank + 1) + kMaxWythoffRank + 1 > kMaxHeap);
  const ColdPosition last = cold_position(kMaxWythoffRank);
  CHECK(last.y == last.x + kMaxWythoffRank);
  CHECK(last.y <= kMaxHeap);
}

TEST_CASE("double precision gets floor(d*phi) wrong where the exact one is right") {
  // dφ is closest to a whole number when d is a Fibonacci number (F(n)φ is
  // within φ^-n of F(n+1)), so that is where the rounding of a double shows first.
  std::vector<Count> wrong_at;
  Count previous = 1, fibonacci = 1;
  while (fibonacci <= kMaxWythoffRank) {
    for (Count d : {fibonacci - 1, fibonacci, fibonacci + 1}) {
      const Count exact = reference_floor_phi(d);
      REQUIRE(floor_phi(d) == exact);
      if (double_floor_phi(d) != exact) wrong_at.push_back(d);
    }
    const Count next = previous + fibonacci;
    previous = fibonacci;
    fibonacci = next;
  }
  REQUIRE_FALSE(wrong_at.empty());
  INFO("smallest d (near a Fibonacci number) where double floor(d*phi) is wrong: " << wrong_at[0]);
  CHECK(wrong_at.front() < 1'000'000'000);  // already around 10^8, as DESIGN.md says
  CHECK(wrong_at.size() > 20);
  // F(40) = 102334155: 60-digit decimal arithmetic gives ⌊dφ⌋ = 165580140,
  // while the double product rounds up to the next whole number.
  CHECK(floor_phi(102'334'155) == 165'580'140);
  CHECK(double_floor_phi(102'334'155) == 165'580'141);
  std::size_t wrong = 0;
  for (Count scale = 1'000'000'000; scale <= 100'000'000'000'000'000ULL; scale *= 10) {
    for (Count d = scale; d < scale + 300; ++d) {
      const Count exact = reference_floor_phi(d);
      REQUIRE(floor_phi(d) == exact);
      wrong += double_floor_phi(d) != exact;
    }
  }
  CHECK(wrong > 100);
}

TEST_CASE("wythoff_rank inverts the lower and upper Wythoff sequences") {
  // Independently: a(n) = mex of all earlier a and b, b(n) = a(n) + n.
  constexpr Count kLimit = 20'000;
  std::vector<char> used(3 * kLimit, 0);
  Count a = 0;
  for (Count n = 1; n < kLimit; ++n) {
    a = std::max<Count>(a, 1);
    while (used[a]) ++a;
    const Count b = a + n;
    used[a] = used[b] = 1;
    REQUIRE(floor_phi(n) == a);
    REQUIRE(wythoff_rank(a).rank == n);
    REQUIRE_FALSE(wythoff_rank(a).upper);
    REQUIRE(wythoff_rank(b).rank == n);
    REQUIRE(wythoff_rank(b).upper);
  }
  CHECK(wythoff_rank(0).rank == 0);
  // Round trips at large ranks.
  for (Count n : {Count{1'000'000'007}, Count{123'456'789'012'345'678ULL}, kMaxWythoffRank - 1,
                  kMaxWythoffRank}) {
    const ColdPosition cold = cold_position(n);
    CHECK(wythoff_rank(cold.x).rank == n);
    CHECK_FALSE(wythoff_rank(cold.x).upper);
    CHECK(wythoff_rank(cold.y).rank == n);
    CHECK(wythoff_rank(cold.y).upper);
  }
  // Every v near the top is exactly one of a(n) or b(n).
  for (Count v = kMaxHeap - 500; v < kMaxHeap; ++v) {
    const WythoffRank r = wythoff_rank(v);
    const Count a_n = reference_floor_phi(r.rank);
    CHECK((r.upper ? a_n + r.rank : a_n) == v);
  }
}
