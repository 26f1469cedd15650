// An octal code (--code, a saved match, the set-up page's field): OctalCode::parse. A code
// parsed is 0 or 4, a point and 1 to 16 digits 0-7; its text and its digits parse back to it;
// errors are one clean line. Moves parsed for the code's rows are checked, never trusted.
#include <exception>
#include <vector>

#include "fuzz_check.hpp"
#include "marienbad/octal_rows.hpp"

using namespace marienbad;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = fuzz::as_text(data, size);
  try {
    const auto code = OctalCode::parse(text);
    if (!code) {
      FUZZ_CHECK(fuzz::is_clean_message(code.error()));
      return 0;
    }
    FUZZ_CHECK(text.size() >= 3 && text.size() <= 2 + kMaxOctalDigits);
    FUZZ_CHECK((text[0] == '0' || text[0] == '4') && text[1] == '.');
    FUZZ_CHECK(text.find_first_not_of("01234567", 2) == std::string_view::npos);
    const std::string written = code->text();
    FUZZ_CHECK(text.substr(0, written.size()) == written);  // only trailing zeros dropped
    const auto again = OctalCode::parse(written);
    FUZZ_CHECK(again.ok() && again.value() == code.value());
    const std::vector<Count> digits(code->digits().begin(), code->digits().end());
    const auto back = OctalCode::from_digits(digits);
    FUZZ_CHECK(back.ok() && back.value() == code.value());
    // Every move of a short row is one the code allows, and its text reads back.
    const OctalRows rows(code.value(), Rule::Normal);
    const Heaps heaps = {6, 1};
    for (const Move& move : rows.moves(heaps)) {
      FUZZ_CHECK(rows.check_move(heaps, move).ok());
      const auto parsed = rows.parse_move(rows.move_text(move));
      FUZZ_CHECK(parsed.ok() && parsed.value() == move);
    }
  } catch (const std::exception& error) {
    FUZZ_FAIL((std::string("an exception escaped: ") + error.what()).c_str());
  }
  return 0;
}
