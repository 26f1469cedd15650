#include "octal/octal.hpp"

namespace marienbad {

Result<OctalGame> OctalGame::make(const std::vector<Count>& digits, Rule rule) {
  auto code = OctalCode::from_digits(digits);
  if (!code) return Error{code.error()};
  return OctalGame(code.value(), rule);
}

OctalGame::OctalGame(const OctalCode& code, Rule rule)
    : OctalRows(code, rule), digits_(code.digits().begin(), code.digits().end()) {}

Status OctalGame::check_position(const Heaps& heaps) const {
  if (heaps.empty()) return Error{"an octal game needs at least one row"};
  if (heaps.size() > kMaxOctalRows) {
    return Error{"an octal game has at most " + std::to_string(kMaxOctalRows) + " rows, got " +
                 std::to_string(heaps.size())};
  }
  return check_rows(heaps);
}

}  // namespace marienbad
