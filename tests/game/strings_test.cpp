// The string tables and their French catalogue (po/fr.po, built into the build tree's
// share/locale): every row translated, the same placeholders, French typography.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <set>
#include <string>
#include <vector>

#include "app/catalogue.hpp"
#include "app/strings.hpp"
#include "marienbad/player.hpp"

using namespace marienbad::app;

namespace {
int placeholders(std::string_view text) {
  int n = 0;
  for (std::size_t i = 0; i + 1 < text.size(); ++i) {
    if (text[i] == '{' && text[i + 1] != '{') ++n;
  }
  return n;
}

struct Text {
  StringEntry row;
  std::string_view english;     // the English form this is the translation of
  std::string_view translated;  // in the Strings' language
};

// Every text of every row in `strings`' language: the plural rows in both forms.
std::vector<Text> texts(const Strings& strings) {
  std::vector<Text> all;
  for (const StringEntry& row : strings.all()) {
    all.push_back({row, row.en, strings.tr_n(row.key, 1)});
    if (!row.en_plural.empty()) all.push_back({row, row.en_plural, strings.tr_n(row.key, 5)});
  }
  return all;
}
}  // namespace

TEST_CASE("i18n: every row has an English text and a unique key, the catalogue knows French") {
  const Strings strings;
  const auto rows = strings.all();
  REQUIRE(rows.size() > 300);
  std::set<std::string_view> keys;
  for (const StringEntry& row : rows) {
    CAPTURE(row.key);
    CHECK_FALSE(row.key.empty());
    CHECK_FALSE(row.en.empty());
    CHECK(keys.insert(row.key).second);
    if (!row.en_plural.empty()) CHECK(placeholders(row.en) <= placeholders(row.en_plural));
  }
  REQUIRE(languages().size() >= 2);
  CHECK(languages().front() == "en");
  CHECK(languages()[1] == "fr");
}

TEST_CASE("i18n: every row is translated into French with the same placeholders") {
  const Strings french("fr");
  REQUIRE(french.language() == "fr");
  for (const auto& [row, en, fr] : texts(french)) {
    CAPTURE(row.key, en, fr);
    CHECK_FALSE(fr.empty());
    CHECK(placeholders(fr) == placeholders(en));
    // In the catalogue, not the English fallback (which may read the same: "OK", "Σ").
    CHECK((row.en_plural.empty()
               ? catalogue::find("fr", row.key, row.en)
               : catalogue::find_plural("fr", row.key, row.en, row.en_plural, 1)) != nullptr);
  }
  // The engine's sentences (marked N_) too.
  for (const auto& level : marienbad::levels()) {
    CAPTURE(level.name);
    CHECK(french.translate(level.english) != level.english);
  }
}

TEST_CASE("i18n: plural forms follow the language's rule (ngettext)") {
  const Strings en("en");
  const Strings fr("fr");
  CHECK(en.trn("over.in_moves", 1, 1) == "in 1 move");
  CHECK(en.trn("over.in_moves", 0, 0) == "in 0 moves");
  CHECK(en.trn("over.in_moves", 7, 7) == "in 7 moves");
  // French: 0 and 1 are singular.
  CHECK(fr.trn("over.in_moves", 1, 1) == "en 1 coup");
  CHECK(fr.trn("over.in_moves", 0, 0) == "en 0 coup");
  CHECK(fr.trn("over.in_moves", 7, 7) == "en 7 coups");
  CHECK(fr.trn("review.better_more", 2, "x", 2) ==
        "Mieux\u00a0: x (ou 2 autres coups gagnants, marqués aussi)");
}

TEST_CASE("i18n: switching language at run time changes every lookup") {
  Strings strings("en");
  CHECK(strings.tr("common.quit") == "Quit");
  strings.set_language("fr");
  CHECK(strings.tr("common.quit") == "Quitter");
  // Two languages side by side: each Strings keeps its own.
  const Strings english("en");
  const Strings french("fr");
  CHECK(french.tr("common.back") == "Retour");
  CHECK(english.tr("common.back") == "Back");
  CHECK(french.trn("last.moves", 3, 3) == "3 coups");
  CHECK(english.trn("last.moves", 3, 3) == "3 moves");
  CHECK(strings.tr("no.such.key") == "no.such.key");
  CHECK(strings.language_name("fr") == "Français");
  CHECK(strings.language_name("en") == "English");
  CHECK(next_language("en") == "fr");
  CHECK(next_language("fr") == "en");
  // An unknown language is English rather than keys or nothing.
  strings.set_language("xx");
  CHECK(strings.language() == "en");
  CHECK(strings.tr("common.quit") == "Quit");
}

TEST_CASE("i18n: language from the environment (LANGUAGE, LC_ALL, LC_MESSAGES, LANG) and text") {
  CHECK(parse_language("fr") == Language("fr"));
  CHECK(parse_language("fr_FR.UTF-8") == Language("fr"));
  CHECK(parse_language("fr_BE@euro") == Language("fr"));
  CHECK(parse_language("de:fr:en") == Language("fr"));
  CHECK(parse_language("en") == Language("en"));
  CHECK_FALSE(parse_language("de").has_value());
  CHECK_FALSE(parse_language("C").has_value());
  for (const char* name : {"LANGUAGE", "LC_ALL", "LC_MESSAGES"}) ::unsetenv(name);
  ::setenv("LANG", "fr_CA.UTF-8", 1);
  CHECK(language_from_environment() == "fr");
  ::setenv("LANG", "C.UTF-8", 1);
  CHECK(language_from_environment() == "en");
  ::setenv("LC_MESSAGES", "fr_FR.UTF-8", 1);
  CHECK(language_from_environment() == "fr");
  ::setenv("LC_ALL", "en_GB.UTF-8", 1);
  CHECK(language_from_environment() == "en");
  ::setenv("LANGUAGE", "fr", 1);
  CHECK(language_from_environment() == "fr");
  ::setenv("LANGUAGE", "de", 1);  // no German catalogue: the locale decides
  CHECK(language_from_environment() == "en");
  for (const char* name : {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"}) ::unsetenv(name);
  CHECK(language_from_environment() == "en");
}

TEST_CASE("i18n: French typography, a no-break space before colon, semicolon, ! and ?, the apostrophe ’") {
  const Strings english("en");
  const Strings french("fr");
  for (const auto& [row, en, text] : texts(english)) {
    CAPTURE(row.key, en);
    CHECK(text == en);
    CHECK(en.find("  ") == std::string_view::npos);
  }
  for (const auto& [row, en, fr] : texts(french)) {
    CAPTURE(row.key, fr);
    CHECK(fr.find('\'') == std::string_view::npos);
    CHECK(fr.find("  ") == std::string_view::npos);
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
