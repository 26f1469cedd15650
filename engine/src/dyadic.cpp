#include "marienbad/dyadic.hpp"

#include <algorithm>

#include "marienbad/quote.hpp"

namespace marienbad {

namespace {

__extension__ typedef __int128 i128;

// Whether n / 2^k (reduced) is within the bounds.
bool within(i128 numerator, int exponent) {
  const i128 bound = i128{1} << (Dyadic::kMaxMagnitude + exponent);
  return exponent <= Dyadic::kMaxExponent && numerator < bound && numerator > -bound;
}

// n / 2^k as a reduced Dyadic, if within the bounds.
std::optional<Dyadic> reduced(i128 numerator, int exponent) {
  while (exponent > 0 && numerator % 2 == 0) {
    numerator /= 2;
    --exponent;
  }
  if (!within(numerator, exponent)) return std::nullopt;
  return Dyadic::make(static_cast<std::int64_t>(numerator), exponent);
}

// ⌊a / 2^k⌋ for any sign.
i128 floor_shift(i128 a, int k) {
  const i128 d = i128{1} << k;
  return a >= 0 ? a / d : -((-a + d - 1) / d);
}

// The simplest number in (a, b), 0 <= a < b: the least integer above a when it is below b,
// else the fraction of least denominator above a. Some 2^k with k <= the larger exponent + 1
// has one: a + 1/2^k < b.
std::optional<Dyadic> simplest_above_zero(const Dyadic& a, const Dyadic& b) {
  for (int k = 0; k <= Dyadic::kMaxExponent + 1; ++k) {
    const i128 m = floor_shift(i128{a.numerator()} << k, a.exponent()) + 1;  // least m/2^k > a
    if ((m << b.exponent()) < (i128{b.numerator()} << k)) return reduced(m, k);
  }
  return std::nullopt;
}

}  // namespace

std::optional<Dyadic> Dyadic::make(std::int64_t numerator, int exponent) {
  if (exponent < 0) return std::nullopt;
  while (exponent > 0 && numerator % 2 == 0) {
    numerator /= 2;
    --exponent;
  }
  if (!within(numerator, exponent)) return std::nullopt;
  Dyadic d;
  d.numerator_ = numerator;
  d.exponent_ = exponent;
  return d;
}

std::string Dyadic::text() const {
  if (exponent_ == 0) return std::to_string(numerator_);
  return std::to_string(numerator_) + "/" + std::to_string(std::int64_t{1} << exponent_);
}

Result<Dyadic> Dyadic::parse(std::string_view text) {
  const std::string_view whole = text;
  const auto bad = [&](std::string_view why) {
    // Appended: GCC 12 warns falsely (-Wstringop-overflow) on a chain of + once inlined.
    std::string message = quote_for_message(whole);
    message.append(" is not a number m/2^k: ").append(why);
    return Error{std::move(message)};
  };
  bool negative = false;
  if (!text.empty() && text.front() == '-') {
    negative = true;
    text.remove_prefix(1);
  }
  const std::size_t slash = text.find('/');
  auto numerator = parse_count(text.substr(0, slash), "the numerator",
                               Count{1} << (kMaxMagnitude + kMaxExponent));
  if (!numerator) return bad(numerator.error());
  int exponent = 0;
  if (slash != std::string_view::npos) {
    auto denominator =
        parse_count(text.substr(slash + 1), "the denominator", Count{1} << kMaxExponent);
    if (!denominator) return bad(denominator.error());
    const Count d = denominator.value();
    if (d == 0 || (d & (d - 1)) != 0) return bad("the denominator must be a power of 2");
    while ((Count{1} << exponent) != d) ++exponent;
  }
  const auto n = static_cast<std::int64_t>(numerator.value());
  auto made = make(negative ? -n : n, exponent);
  if (!made) return bad("out of range");
  return *made;
}

Dyadic Dyadic::operator-() const {
  Dyadic d = *this;
  d.numerator_ = -numerator_;
  return d;
}

std::optional<Dyadic> add(const Dyadic& a, const Dyadic& b) {
  const int k = std::max(a.exponent_, b.exponent_);
  const i128 sum =
      (i128{a.numerator_} << (k - a.exponent_)) + (i128{b.numerator_} << (k - b.exponent_));
  return reduced(sum, k);
}

std::strong_ordering operator<=>(const Dyadic& a, const Dyadic& b) {
  const int k = std::max(a.exponent_, b.exponent_);
  const i128 x = i128{a.numerator_} << (k - a.exponent_);
  const i128 y = i128{b.numerator_} << (k - b.exponent_);
  return x < y ? std::strong_ordering::less
               : (x > y ? std::strong_ordering::greater : std::strong_ordering::equal);
}

std::optional<Dyadic> simplest_between(std::optional<Dyadic> left, std::optional<Dyadic> right) {
  if (left && right && *left >= *right) return std::nullopt;
  // 0 when it lies between.
  if ((!left || *left < Dyadic(0)) && (!right || *right > Dyadic(0))) return Dyadic(0);
  if (left && *left >= Dyadic(0)) {
    if (!right) {  // the least integer above left
      const i128 above = floor_shift(left->numerator(), left->exponent()) + 1;
      return reduced(above, 0);
    }
    return simplest_above_zero(*left, *right);
  }
  // Both at most 0 (right is given): the mirror image.
  const auto mirrored =
      simplest_between(-*right, left ? std::optional<Dyadic>(-*left) : std::nullopt);
  if (!mirrored) return std::nullopt;
  return -*mirrored;
}

}  // namespace marienbad
