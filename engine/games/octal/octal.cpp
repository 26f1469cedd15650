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
  return OctalRows::check_position(heaps, kMaxOctalRows);
}

}  // namespace marienbad
