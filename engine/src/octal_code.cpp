#include "marienbad/octal_code.hpp"

#include <algorithm>

#include "marienbad/quote.hpp"

namespace marienbad {

namespace {

std::string bad_code(std::string_view text, std::string_view why) {
  return "the octal code " + quote_for_message(text) + " " + std::string(why) +
         " (a code is 0 or 4, a point, then 1 to " + std::to_string(kMaxOctalDigits) +
         " digits 0 to 7, e.g. 0.137)";
}

}  // namespace

Result<OctalCode> OctalCode::parse(std::string_view text) {
  if (text.empty()) return Error{bad_code(text, "is empty")};
  if (text[0] != '0' && text[0] != '4') return Error{bad_code(text, "must start with 0 or 4")};
  if (text.size() < 2 || text[1] != '.') {
    return Error{bad_code(text, "needs a point after its first digit")};
  }
  const std::string_view after = text.substr(2);
  if (after.empty()) return Error{bad_code(text, "has no digit after the point")};
  if (after.size() > kMaxOctalDigits) {
    return Error{bad_code(
        text, "has more than " + std::to_string(kMaxOctalDigits) + " digits after the point")};
  }
  if (after.find_first_not_of("01234567") != std::string_view::npos) {
    return Error{bad_code(text, "has a digit that is not 0 to 7")};
  }
  OctalCode code;
  code.digits_[0] = static_cast<std::uint8_t>(text[0] - '0');
  for (std::size_t k = 0; k < after.size(); ++k) {
    code.digits_[k + 1] = static_cast<std::uint8_t>(after[k] - '0');
  }
  for (std::size_t k = 0; k < code.digits_.size(); ++k) {
    if (code.digits_[k] != 0) code.last_ = k;
  }
  return code;
}

Result<OctalCode> OctalCode::from_digits(std::span<const Count> digits) {
  if (digits.size() < 2 || digits.size() > kMaxOctalDigits + 1) {
    return Error{"an octal code has 1 to " + std::to_string(kMaxOctalDigits) +
                 " digits after the point"};
  }
  std::string text(1, static_cast<char>('0' + std::min<Count>(digits[0], 9)));
  text += '.';
  for (std::size_t k = 1; k < digits.size(); ++k) {
    text += static_cast<char>('0' + std::min<Count>(digits[k], 9));
  }
  return parse(text);
}

bool OctalCode::allows(Count n, Count k, Count left) const {
  if (k > kMaxOctalDigits) return false;
  const Count right = n - k - left;
  const unsigned d = digits_[static_cast<std::size_t>(k)];
  if (left > 0 && right > 0) return (d & 4) != 0;
  if (k == 0) return false;  // a split that takes nothing leaves two rows
  if (left == 0 && right == 0) return (d & 1) != 0;
  return (d & 2) != 0;
}

std::string OctalCode::refusal(Count n, Count k, Count left, std::string_view tokens) const {
  const std::string name = text();
  const std::string amount = k == 1 ? "1 " + std::string(tokens.substr(0, tokens.size() - 1))
                                    : std::to_string(k) + " " + std::string(tokens);
  if (k == 0) return name + " never splits a row without taking";
  const unsigned d = k > kMaxOctalDigits ? 0 : digits_[static_cast<std::size_t>(k)];
  if (d == 0) return name + " never takes " + amount;
  const Count right = n - k - left;
  std::string ways;
  const auto add = [&](std::string_view way) {
    if (!ways.empty()) ways += " or ";
    ways += way;
  };
  if (d & 1) add("a whole row of " + std::to_string(k));
  if (d & 2) add("from an end of a longer row");
  if (d & 4) add("from inside a row");
  const std::string where = left > 0 && right > 0     ? "from inside a row"
                            : left == 0 && right == 0 ? "a whole row"
                                                      : "from an end of a row";
  return name + " takes " + amount + " only " + ways + ", not " + where;
}

std::string OctalCode::text() const {
  std::string out(1, static_cast<char>('0' + digits_[0]));
  out += '.';
  const std::size_t last = std::max<std::size_t>(static_cast<std::size_t>(last_), 1);
  for (std::size_t k = 1; k <= last; ++k) out += static_cast<char>('0' + digits_[k]);
  return out;
}

}  // namespace marienbad
