#include "marienbad/octal_values.hpp"

#include <algorithm>
#include <bit>
#include <map>
#include <mutex>
#include <utility>

namespace marienbad {

namespace {

// The mex of the values marked with `stamp`: marks[v] == stamp for each value some move reaches.
Count mex(const std::vector<Count>& marks, Count stamp) {
  Count v = 0;
  while (v < marks.size() && marks[static_cast<std::size_t>(v)] == stamp) ++v;
  return v;
}

// The least period q dividing p that already holds from n0 over one whole period p (then it
// holds wherever p does), and the least preperiod for q.
// Positions are indexes of g, the values computed so far.
std::pair<std::size_t, std::size_t> least_period(const std::vector<Count>& g, std::size_t n0,
                                                 std::size_t p) {
  std::size_t q = p;
  for (std::size_t d = 1; d < p; ++d) {
    if (p % d != 0) continue;
    bool holds = true;
    for (std::size_t m = n0; m < n0 + p && holds; ++m) holds = g[m + d] == g[m];
    if (holds) {
      q = d;
      break;
    }
  }
  while (n0 > 0 && g[n0 - 1] == g[n0 - 1 + q]) --n0;
  return {q, n0};
}

// The least period p the Guy-Smith theorem proves from g(0 .. n): g(m + p) = g(m) for every
// m with n0 <= m < 2 n0 + p + t and m + p <= n. A shifted piece must stay non-empty (a split
// stays a split), so n0 >= 1. For each p, g is looked at backwards from n until the first
// difference, which for a p that is no period comes at once.
std::optional<std::pair<std::size_t, std::size_t>> proven_period(const std::vector<Count>& g,
                                                                 std::size_t t) {
  const std::size_t n = g.size() - 1;
  for (std::size_t p = 1; 2 * p + 2 + t <= n + 1; ++p) {
    // n0 may be at most (n + 1 - 2p - t) / 2: every m >= that n0 must agree.
    const std::size_t highest_n0 = (n + 1 - 2 * p - t) / 2;
    std::size_t m = n;
    while (m >= highest_n0 + p && g[m] == g[m - p]) --m;
    if (m < highest_n0 + p) {
      std::size_t n0 = highest_n0;
      while (n0 > 1 && g[n0 - 1 + p] == g[n0 - 1]) --n0;
      return std::pair{p, n0};
    }
  }
  return std::nullopt;
}

}  // namespace

OctalValues::OctalValues(const OctalCode& code, Count bound) : code_(code) {
  // The largest take (at most kMaxOctalDigits) and positions are indexes of the values.
  const auto t = static_cast<std::size_t>(code.max_take());
  std::vector<Count>& g = values_;
  std::vector<Count> marks(1, 0);
  std::size_t next_test = 8;  // the proof is looked for at geometric steps: its cost stays linear
  for (std::size_t n = 0; n < bound; ++n) {
    const Count stamp = n + 1;
    const auto mark = [&](Count v) {
      if (v >= marks.size()) marks.resize(static_cast<std::size_t>(std::bit_ceil(v + 1)), 0);
      marks[static_cast<std::size_t>(v)] = stamp;
    };
    for (std::size_t k = 0; k <= t && k <= n; ++k) {
      const unsigned d = code.digit(k);
      if (k == n && k > 0 && (d & 1)) mark(0);
      if (k < n && k > 0 && (d & 2)) mark(g[n - k]);
      if (d & 4) {
        // Pieces a and n - k - a, both non-empty; (a, b) and (b, a) are the same value.
        for (std::size_t a = 1; 2 * a <= n - k; ++a) mark(g[a] ^ g[n - k - a]);
      }
    }
    g.push_back(mex(marks, stamp));
    if (n + 1 != next_test && n + 1 != bound) continue;
    next_test += std::max<std::size_t>(8, next_test / 8);
    if (const auto found = proven_period(g, t)) {
      const auto [q, n0] = least_period(g, found->second, found->first);
      period_ = OctalPeriod{n0, q, 2 * std::max<Count>(n0, 1) + q + t};
      return;
    }
  }
}

Count OctalValues::operator()(Count n) const {
  if (n < values_.size()) return values_[static_cast<std::size_t>(n)];
  const OctalPeriod& p = *period_;
  return values_[static_cast<std::size_t>(p.preperiod + (n - p.preperiod) % p.period)];
}

std::shared_ptr<const OctalValues> OctalValues::of(const OctalCode& code, Count bound) {
  static std::mutex mutex;
  static std::map<std::pair<std::string, Count>, std::shared_ptr<const OctalValues>> cache;
  const std::lock_guard lock(mutex);
  auto& slot = cache[{code.text(), bound}];
  if (!slot) slot = std::make_shared<const OctalValues>(code, bound);
  return slot;
}

std::vector<Count> naive_octal_values(const OctalCode& code, Count last) {
  std::vector<Count> g(static_cast<std::size_t>(last) + 1, 0);
  Count largest = 0;  // every XOR of two values is below bit_ceil(largest + 1)
  for (std::size_t n = 1; n <= last; ++n) {
    std::vector<bool> seen(static_cast<std::size_t>(std::bit_ceil(largest + 1)) + 1, false);
    for (std::size_t k = 0; k <= n && k <= kMaxOctalDigits; ++k) {
      for (std::size_t a = 0; a + k <= n; ++a) {
        if (code.allows(n, k, a)) seen[static_cast<std::size_t>(g[a] ^ g[n - k - a])] = true;
      }
    }
    while (g[n] < seen.size() && seen[static_cast<std::size_t>(g[n])]) ++g[n];
    largest = std::max(largest, g[n]);
  }
  return g;
}

}  // namespace marienbad
