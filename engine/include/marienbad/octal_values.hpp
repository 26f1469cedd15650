#pragma once
// The Grundy values of one row of a take-and-break game, g(0), g(1), ..., by mex, and their
// period once the Guy-Smith theorem proves it: if g(n + p) = g(n) for every n with
// n0 <= n < 2 n0 + p + t (t: the most tokens a move takes; n0 >= 1, so that a shifted piece
// is never empty), then g(n + p) = g(n) for every n >= n0. The values are computed until that
// holds, then every row up to 2^64-1 is exact; a code whose period is not proven within the bound
// is exact only below it.
#include <memory>
#include <optional>
#include <vector>

#include "marienbad/octal_code.hpp"

namespace marienbad {

// How many values are computed, at most, when looking for a proven period (the rows a game
// whose period is not proven may have are shorter). A fuzzing build keeps thousands of inputs
// a second: a new code there costs milliseconds, not a quarter of a second.
#ifdef FUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION
inline constexpr Count kOctalValueBound = 1'000;
#else
inline constexpr Count kOctalValueBound = 20'000;
#endif

struct OctalPeriod {
  Count preperiod = 0;  // n0, the least: g(n + period) = g(n) for every n >= n0
  Count period = 1;     // the least
  // 2 max(n0, 1) + period + t: the theorem needed g(n + period) = g(n) for n < proven_at.
  Count proven_at = 0;
};

class OctalValues {
 public:
  // The values of `code`, computed once for each code and bound and shared (thread-safe).
  static std::shared_ptr<const OctalValues> of(const OctalCode& code,
                                               Count bound = kOctalValueBound);
  OctalValues(const OctalCode& code, Count bound);

  const OctalCode& code() const { return code_; }
  const std::optional<OctalPeriod>& period() const { return period_; }
  // Whether g(n) is known exactly: every n once the period is proven, else n < computed().
  bool knows(Count n) const { return period_ || n < values_.size(); }
  // g(n). Precondition: knows(n).
  Count operator()(Count n) const;
  // The values computed by mex: g(0 .. computed() - 1).
  const std::vector<Count>& computed() const { return values_; }

 private:
  OctalCode code_;
  std::vector<Count> values_;
  std::optional<OctalPeriod> period_;
};

// g(0 .. last) by the definition alone: the mex over every move of every row, no period.
// The yardstick of the tests and the benchmark.
std::vector<Count> naive_octal_values(const OctalCode& code, Count last);

}  // namespace marienbad
