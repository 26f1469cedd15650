// Small things a new player read (issue 44, item 14): no word about our source documents.
// The games' own: tests/games/kayles/game/kayles_player_words_test.cpp,
// tests/games/subtraction/game/subtraction_player_words_test.cpp.
#include <catch2/catch.hpp>

#include <regex>
#include <string>

#include "english_strings.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

TEST_CASE("Player texts never name our source documents (the seeds)") {
  const std::regex seed_word(R"(\bseeds?\b)", std::regex::icase);
  for (const StringEntry& row : english().all()) {
    CAPTURE(row.key, row.en);
    CHECK_FALSE(std::regex_search(std::string(row.en), seed_word));
  }
  const std::regex fiche_word(R"(\bfiches?\b)", std::regex::icase);
  const Strings french("fr");
  for (const StringEntry& row : french.all()) {
    const std::string fr(french.tr(row.key));
    CAPTURE(row.key, fr);
    CHECK_FALSE(std::regex_search(fr, fiche_word));
  }
}
