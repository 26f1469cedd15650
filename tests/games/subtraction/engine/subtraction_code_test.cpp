// A subtraction game is a take-and-break game whose code has a 3 for each amount of its set
// (take k tokens from an end of the heap, or the whole heap): {1, 2, 3} is 0.333, {1, 3, 4}
// is 0.3033. The subtraction game's own values (its period, found once) agree with the octal
// values of that code, for every set of amounts up to 10.
#include <catch2/catch.hpp>

#include "marienbad/octal_values.hpp"
#include "subtraction/subtraction.hpp"

using namespace marienbad;

TEST_CASE("subtraction: every set of amounts up to 10 is the octal code of 3s") {
  constexpr Count kLast = 300;
  for (unsigned mask = 1; mask < (1u << 10); ++mask) {
    std::vector<Count> set;
    std::vector<Count> digits{0};  // d0 = 0: no split without taking
    for (Count k = 1; k <= 10; ++k) {
      const bool in_set = (mask >> (k - 1)) & 1u;
      if (in_set) set.push_back(k);
      digits.push_back(in_set ? 3 : 0);
    }
    const auto code = OctalCode::from_digits(digits);
    REQUIRE(code.ok());
    const auto game = SubtractionGame::make(set);
    REQUIRE(game.ok());
    const auto values = OctalValues::of(code.value(), kLast + 1);
    INFO(code.value().text());
    bool same = true;
    for (Count n = 0; n <= kLast && same; ++n) same = game.value().grundy(n) == (*values)(n);
    CHECK(same);
  }
}
