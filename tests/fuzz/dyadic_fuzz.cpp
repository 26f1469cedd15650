// A dyadic number m/2^k (Hackenbush's values, issue #43): Dyadic::parse. A number parsed
// writes back to a text that parses to it; errors are one clean line; the simplest number
// between it and its double or its negation lies strictly between them.
#include <exception>

#include "fuzz_check.hpp"
#include "marienbad/dyadic.hpp"

using namespace marienbad;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = fuzz::as_text(data, size);
  try {
    const auto number = Dyadic::parse(text);
    if (!number) {
      FUZZ_CHECK(fuzz::is_clean_message(number.error()));
      return 0;
    }
    const Dyadic x = number.value();
    const auto again = Dyadic::parse(x.text());
    FUZZ_CHECK(again.ok() && again.value() == x);
    FUZZ_CHECK(-(-x) == x);
    if (const auto sum = add(x, -x)) FUZZ_CHECK(*sum == Dyadic(0));
    for (const auto& other : {add(x, x), std::optional<Dyadic>(-x), add(x, Dyadic(1))}) {
      if (!other || *other == x) continue;
      const Dyadic low = std::min(x, *other), high = std::max(x, *other);
      const auto between = simplest_between(low, high);
      FUZZ_CHECK(!between || (low < *between && *between < high));
      FUZZ_CHECK(!simplest_between(high, low));
    }
  } catch (const std::exception& error) {
    FUZZ_FAIL((std::string("an exception escaped: ") + error.what()).c_str());
  }
  return 0;
}
