#pragma once
// Dyadic rationals m / 2^k held exactly: the values of partisan positions that are numbers
// (Blue-Red Hackenbush: 1, 1/2, -3/4 …; Winning Ways, chapter 1). A number {L | R} is the
// simplest number strictly between Left's best option L and Right's best option R: the integer
// of least magnitude when there is one between them, else the one of least denominator. No
// floating point: a value is compared, added and written exactly.
#include <compare>
#include <optional>
#include <string>
#include <string_view>

#include "marienbad/result.hpp"
#include "marienbad/types.hpp"

namespace marienbad {

class Dyadic {
 public:
  // Denominators up to 2^kMaxExponent and values within ±2^kMaxMagnitude (exclusive): the
  // arithmetic below then stays within 128 bits, far beyond any picture's value.
  static constexpr int kMaxExponent = 30;
  static constexpr int kMaxMagnitude = 31;

  constexpr Dyadic() = default;
  constexpr Dyadic(std::int64_t integer) : numerator_(integer) {}  // NOLINT: an integer is one
  // m / 2^k, reduced; std::nullopt beyond the bounds above.
  static std::optional<Dyadic> make(std::int64_t numerator, int exponent);

  std::int64_t numerator() const { return numerator_; }
  int exponent() const { return exponent_; }  // the denominator is 2^exponent (0: an integer)
  bool is_integer() const { return exponent_ == 0; }

  // "0", "3", "-2", "1/2", "-3/4", "5/8"; and back (a reduced or unreduced m/2^k).
  std::string text() const;
  static Result<Dyadic> parse(std::string_view text);

  Dyadic operator-() const;
  // std::nullopt when the exact result leaves the bounds.
  friend std::optional<Dyadic> add(const Dyadic& a, const Dyadic& b);

  friend bool operator==(const Dyadic&, const Dyadic&) = default;
  friend std::strong_ordering operator<=>(const Dyadic& a, const Dyadic& b);

 private:
  std::int64_t numerator_ = 0;  // odd unless exponent_ == 0
  int exponent_ = 0;
};

// The simplest number strictly greater than `left` and strictly less than `right` (either
// bound absent: unbounded on that side); std::nullopt when left >= right (not a number) or
// beyond the bounds. {|} = 0, {0|} = 1, {0|1} = 1/2, {1|} = 2, {-1|1} = 0, {1/2|1} = 3/4.
std::optional<Dyadic> simplest_between(std::optional<Dyadic> left, std::optional<Dyadic> right);

}  // namespace marienbad
