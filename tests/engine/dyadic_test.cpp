// Dyadic numbers, the values of partisan positions that are numbers: exact text and order,
// and the simplest number between two bounds checked against the numbers' birthdays (day 0:
// 0; each day adds one more than the largest, one less than the smallest and every midpoint),
// where the simplest number of an interval is the one born first.
#include <algorithm>
#include <map>

#include <catch2/catch.hpp>

#include "marienbad/dyadic.hpp"

using namespace marienbad;

namespace {

Dyadic number(std::string_view text) {
  auto parsed = Dyadic::parse(text);
  REQUIRE(parsed.ok());
  return parsed.value();
}

std::optional<Dyadic> between(std::string_view left, std::string_view right) {
  return simplest_between(left.empty() ? std::nullopt : std::optional(number(left)),
                          right.empty() ? std::nullopt : std::optional(number(right)));
}

// Every number born by `days`, with its birthday.
std::map<Dyadic, int> born_by(int days) {
  std::map<Dyadic, int> born{{Dyadic(0), 0}};
  for (int day = 1; day <= days; ++day) {
    std::vector<Dyadic> all;
    for (const auto& [x, when] : born) all.push_back(x);
    std::vector<Dyadic> added{*add(all.back(), Dyadic(1)), *add(all.front(), Dyadic(-1))};
    for (std::size_t i = 0; i + 1 < all.size(); ++i) {
      const Dyadic sum = *add(all[i], all[i + 1]);
      added.push_back(*Dyadic::make(sum.numerator(), sum.exponent() + 1));  // the midpoint
    }
    for (const Dyadic& x : added) born.emplace(x, day);
  }
  return born;
}

}  // namespace

TEST_CASE("dyadic: the values of Winning Ways' first examples") {
  CHECK(between("", "") == Dyadic(0));          // {|} = 0
  CHECK(between("0", "") == Dyadic(1));         // a blue edge
  CHECK(between("", "0") == Dyadic(-1));        // a red edge
  CHECK(between("0", "1") == number("1/2"));    // a red edge on a blue one
  CHECK(between("1", "") == Dyadic(2));         // two blue edges
  CHECK(between("-1", "1") == Dyadic(0));       // the simplest, not the midpoint
  CHECK(between("1/2", "1") == number("3/4"));  // blue, red, blue
  CHECK(between("", "-1") == Dyadic(-2));
  CHECK(between("-1/2", "0") == number("-1/4"));
  CHECK(between("1/4", "7/2") == Dyadic(1));
  CHECK(between("5/4", "11/8") == number("21/16"));
  // Not a number: left not below right.
  CHECK_FALSE(between("1", "1"));
  CHECK_FALSE(between("1/2", "-1"));
}

TEST_CASE("dyadic: the simplest number between two is the first born between them") {
  const std::map<Dyadic, int> born = born_by(9);
  std::vector<Dyadic> bounds;
  for (const auto& [x, when] : born) {
    if (when <= 6) bounds.push_back(x);
  }
  std::vector<std::optional<Dyadic>> sides{std::nullopt};
  for (const Dyadic& x : bounds) sides.emplace_back(x);
  for (const auto& left : sides) {
    for (const auto& right : sides) {
      if (left && right && *left >= *right) continue;
      // The numbers strictly between, by birthday: exactly one is born first.
      int first = 1000;
      std::vector<Dyadic> firsts;
      for (const auto& [x, when] : born) {
        if ((left && x <= *left) || (right && x >= *right)) continue;
        if (when < first) {
          first = when;
          firsts.clear();
        }
        if (when == first) firsts.push_back(x);
      }
      REQUIRE(firsts.size() == 1);
      INFO((left ? left->text() : "") << " | " << (right ? right->text() : ""));
      CHECK(simplest_between(left, right) == firsts.front());
    }
  }
}

TEST_CASE("dyadic: text, order and sums are exact, and a bad text says why") {
  for (const char* text : {"0", "3", "-2", "1/2", "-3/4", "5/8", "1/1073741824"}) {
    CHECK(number(text).text() == text);
  }
  CHECK(number("2/4") == number("1/2"));  // reduced
  CHECK(number("-6/8").text() == "-3/4");
  CHECK(number("-1/2") < number("-1/4"));
  CHECK(number("3/4") > number("1/2"));
  CHECK(*add(number("1/2"), number("1/4")) == number("3/4"));
  CHECK(*add(number("1/2"), number("-1/2")) == Dyadic(0));
  CHECK(-number("3/8") == number("-3/8"));
  for (const char* bad : {"", "x", "1/3", "1/0", "--1", "+1", "1/", "/2", "1/2/4", "0.5",
                          "1/2147483648", "4294967296"}) {
    INFO(bad);
    const auto parsed = Dyadic::parse(bad);
    REQUIRE_FALSE(parsed.ok());
    CHECK(parsed.error().find("is not a number m/2^k") != std::string::npos);
  }
  // Beyond the bounds: refused, never wrapped.
  CHECK_FALSE(Dyadic::make(1, Dyadic::kMaxExponent + 1));
  CHECK_FALSE(add(Dyadic((std::int64_t{1} << 31) - 1), Dyadic(1)));
}
