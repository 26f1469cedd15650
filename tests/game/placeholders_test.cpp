// A translation's replacement fields against its English message's (app/placeholders.hpp):
// a field of its own ("{:1999999999}") is refused before fmt ever sees it.
#include <catch2/catch.hpp>

#include "app/placeholders.hpp"

using namespace marienbad::app;

TEST_CASE("placeholders: the fields of a message, braces escaped or nested") {
  CHECK(placeholders("Step {} of {}") == std::vector<std::string>{"{}", "{}"});
  CHECK(placeholders("{1} {0:>4} {{not}} }}") == std::vector<std::string>{"{0:>4}", "{1}"});
  CHECK(placeholders("{:{}}") == std::vector<std::string>{"{:{}}"});
  CHECK(placeholders("no field") == std::vector<std::string>{});
  CHECK_FALSE(placeholders("{").has_value());
  CHECK_FALSE(placeholders("}").has_value());
  CHECK_FALSE(placeholders("{0").has_value());
}

TEST_CASE("placeholders: a translation keeps exactly its English message's fields") {
  CHECK(same_placeholders("Step {} of {}", "Étape {} sur {}"));
  CHECK(same_placeholders("{0} then {1}", "{1} après {0}"));
  CHECK_FALSE(same_placeholders("Step {} of {}", "Étape {:1999999999} sur {}"));
  CHECK_FALSE(same_placeholders("Step {} of {}", "Étape {}"));
  CHECK_FALSE(same_placeholders("Step {} of {}", "Étape {} sur {} {}"));
  CHECK_FALSE(same_placeholders("Step {}", "Étape {"));
  // A plural form may leave the count out, never bring a field of its own.
  CHECK(placeholders_within("one pin", "{} pins", "un pion"));
  CHECK(placeholders_within("one pin", "{} pins", "{} pions"));
  CHECK_FALSE(placeholders_within("one pin", "{} pins", "{:999999} pions"));
  CHECK_FALSE(placeholders_within("one pin", "{} pins", "{} pions {1}"));
}
