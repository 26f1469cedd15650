// Small things a new player of the subtraction game read (issue 44, item 14): its strategy
// said right, in English and French.
#include <catch2/catch.hpp>

#include <string>
#include <string_view>

#include "english_strings.hpp"

using namespace marienbad;
using namespace marienbad::app;

TEST_CASE("Subtraction 21: after a multiple of 4, take 4 minus the opponent's amount") {
  // Seed 003: with {1, 2, 3} the losing heaps are the multiples of 4; whatever k the opponent
  // takes from one, taking 4 − k leaves a multiple of 4 again ("the rest of 4" said neither).
  for (std::string_view key : {"lesson.21.pattern", "rules.subtraction.why"}) {
    const std::string en(english().tr(key));
    CAPTURE(key, en);
    CHECK(en.find("rest of 4") == std::string::npos);
    CHECK(en.find("4 minus") != std::string::npos);
    const std::string fr(Strings("fr").tr(key));
    CAPTURE(fr);
    CHECK(fr.find("complément à 4") == std::string::npos);
    CHECK(fr.find("4 moins") != std::string::npos);
  }
}
