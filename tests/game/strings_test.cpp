#include <catch2/catch.hpp>

#include <set>
#include <string>

#include "app/strings.hpp"

using namespace marienbad::app;

namespace {
int placeholders(std::string_view text) {
  int n = 0;
  for (std::size_t i = 0; i + 1 < text.size(); ++i) {
    if (text[i] == '{' && text[i + 1] != '{') ++n;
  }
  return n;
}
}  // namespace

TEST_CASE("i18n: every string has an English and a French text, keys are unique") {
  const Strings strings;
  const auto rows = strings.all();
  REQUIRE(rows.size() > 10);
  std::set<std::string_view> keys;
  for (const StringEntry& row : rows) {
    CAPTURE(row.key);
    CHECK_FALSE(row.key.empty());
    CHECK_FALSE(row.en.empty());
    CHECK_FALSE(row.fr.empty());
    CHECK(keys.insert(row.key).second);
    // Both languages take the same arguments.
    CHECK(placeholders(row.en) == placeholders(row.fr));
  }
}

TEST_CASE("i18n: switching language at run time changes every lookup") {
  Strings strings(Language::En);
  CHECK(strings.tr("common.quit") == "Quit");
  strings.set_language(Language::Fr);
  CHECK(strings.tr("common.quit") == "Quitter");
  CHECK(strings.tr("no.such.key") == "no.such.key");
}

TEST_CASE("i18n: language from the locale and from text") {
  CHECK(parse_language("fr") == Language::Fr);
  CHECK(parse_language("fr_FR.UTF-8") == Language::Fr);
  CHECK(parse_language("en") == Language::En);
  CHECK_FALSE(parse_language("de").has_value());
  ::setenv("LC_ALL", "", 1);
  ::setenv("LC_MESSAGES", "", 1);
  ::setenv("LANG", "fr_CA.UTF-8", 1);
  CHECK(language_from_environment() == Language::Fr);
  ::setenv("LANG", "C.UTF-8", 1);
  CHECK(language_from_environment() == Language::En);
  ::setenv("LC_ALL", "fr_FR.UTF-8", 1);
  CHECK(language_from_environment() == Language::Fr);
  ::unsetenv("LC_ALL");
  ::unsetenv("LC_MESSAGES");
}

TEST_CASE("i18n: French typography, a no-break space before : ; ! ? and the apostrophe ’") {
  const Strings strings;
  for (const StringEntry& row : strings.all()) {
    CAPTURE(row.key, row.fr);
    const std::string_view fr = row.fr;
    CHECK(fr.find('\'') == std::string_view::npos);
    CHECK(fr.find("  ") == std::string_view::npos);
    CHECK(row.en.find("  ") == std::string_view::npos);
    for (std::size_t i = 0; i < fr.size(); ++i) {
      const char c = fr[i];
      if (c != ':' && c != ';' && c != '!' && c != '?') continue;
      if (i > 0 && fr[i - 1] == '{') continue;  // a placeholder's format, "{:d}"
      // Preceded by U+00A0 (C2 A0) or U+202F (E2 80 AF), or ending a word with no space at all
      // is wrong in French too: the sign needs its no-break space.
      const bool nbsp = i >= 2 && fr.substr(i - 2, 2) == "\u00a0";
      const bool narrow = i >= 3 && fr.substr(i - 3, 3) == "\u202f";
      CHECK((nbsp || narrow));
    }
  }
}
