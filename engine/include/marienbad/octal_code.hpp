#pragma once
// The code of a take-and-break game (Guy and Smith, 1956), written d0.d1d2...dk: digit d_k
// says what a move that takes k tokens from one row may leave. Bit 1: nothing (the row had
// exactly k); bit 2: one row (the k taken from an end); bit 4: two non-empty rows (taken from
// inside). d0 is 0 or 4: 4 lets a move split a row in two without taking anything. Kayles is
// 0.77, Dawson's chess 0.137, a subtraction game a code of 3s (0.333 takes 1 to 3).
#include <algorithm>
#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "marienbad/types.hpp"

namespace marienbad {

inline constexpr std::size_t kMaxOctalDigits = 16;  // digits after the point

class OctalCode {
 public:
  // "0.137", "4.07": d0 is 0 or 4, then 1 to 16 digits 0-7. Trailing zeros are dropped
  // (0.70 is 0.7), at least one digit kept. The error says what is wrong.
  static Result<OctalCode> parse(std::string_view text);

  // d_k: 0 beyond the last digit.
  unsigned digit(std::size_t k) const { return k < digits_.size() ? digits_[k] : 0; }
  // The most tokens a move takes: the index of the last non-zero digit (0 when none).
  Count max_take() const { return last_; }
  // Whether a move may take k tokens of a row of n, leaving `left` tokens on its left
  // (and n - k - left on its right). Precondition: k + left <= n.
  bool allows(Count n, Count k, Count left) const;
  // Why it may not, in a sentence ("0.137 takes 3 pins only from inside a row"); `tokens`
  // names what a row holds ("pins"). Precondition: !allows(n, k, left).
  std::string refusal(Count n, Count k, Count left, std::string_view tokens) const;
  // The digits, d0 first, as they are stored in a saved match or a game's parameter.
  std::span<const std::uint8_t> digits() const {
    return {digits_.data(), static_cast<std::size_t>(std::max<Count>(last_, 1)) + 1};
  }
  static Result<OctalCode> from_digits(std::span<const Count> digits);
  std::string text() const;  // "0.137"

  friend bool operator==(const OctalCode& a, const OctalCode& b) { return a.text() == b.text(); }

 private:
  std::array<std::uint8_t, kMaxOctalDigits + 1> digits_{};
  Count last_ = 0;
};

}  // namespace marienbad
