// Move texts round-trip for every game; malformed texts and numbers are rejected.
#include <catch2/catch.hpp>

#include "marienbad/game.hpp"
#include "move_text_support.hpp"

using namespace marienbad;
using marienbad::test::check_malformed;
using marienbad::test::check_round_trips;

// Each game's own texts, malformed and illegal moves are tested in its home
// (tests/games/ID/engine/ID_move_text_test.cpp).
TEST_CASE("move texts round-trip: every move from every game's standard start") {
  for (const GameInfo& info : game_registry()) {
    if (!info.single) continue;
    for (const Rule rule : {Rule::Normal, Rule::Misere}) {
      if (rule == Rule::Misere && !info.misere) continue;
      check_round_trips(Game::make(info.kind, rule).value(), info.start);
    }
  }
}

TEST_CASE("malformed move texts are rejected with a reason, in every game") {
  for (const GameInfo& info : game_registry()) {
    if (!info.single) continue;
    check_malformed(Game::make(info.kind, Rule::Normal).value(),
                    {"", " ", "abc", "-", "1-", "1 - 1", "99999999999999999999999",
                     "1-99999999999999999999999", "\x01", "é"});
  }
}

TEST_CASE("parse_count: strict decimal, 0 .. max") {
  CHECK(parse_count("0", "n").value() == 0);
  CHECK(parse_count("007", "n").value() == 7);
  CHECK(parse_count("9223372036854775807", "n").value() == kMaxHeap);
  CHECK(parse_count("5", "n", 5).value() == 5);
  for (const char* text :
       {"", "-1", "-0", "+1", " 1", "1 ", "1 2", "1.0", "1e3", "0x10", "abc", "9223372036854775808",
        "18446744073709551615", "18446744073709551616", "99999999999999999999999999"}) {
    INFO("'" << text << "'");
    const auto parsed = parse_count(text, "heap");
    REQUIRE_FALSE(parsed.ok());
    CHECK(parsed.error().find("heap") != std::string::npos);  // names what is wrong
  }
  CHECK_FALSE(parse_count("6", "n", 5).ok());
}

TEST_CASE("parse_count_list: comma-separated counts, nothing else") {
  CHECK(parse_count_list("1,3,5,7", "heaps").value() == Heaps{1, 3, 5, 7});
  CHECK(parse_count_list("0", "heaps").value() == Heaps{0});
  CHECK(parse_count_list("9223372036854775807,0", "heaps").value() == Heaps{kMaxHeap, 0});
  for (const char* text : {"", ",", "1,", ",1", "1,,2", "1, 2", " 1,2", "1,2 ", "1;2", "1,-2",
                           "1,+2", "1,9223372036854775808", "a,b", "1 2"}) {
    INFO("'" << text << "'");
    CHECK_FALSE(parse_count_list(text, "heaps").ok());
  }
  CHECK_FALSE(parse_count_list("1,4", "set", 3).ok());
  CHECK(join_counts({1, 3, 5, 7}) == "1,3,5,7");
  CHECK(parse_count_list(join_counts({kMaxHeap, 0, 42}), "heaps").value() ==
        Heaps{kMaxHeap, 0, 42});
}

TEST_CASE("game and rule names parse: each single game's id and alias, nothing near them") {
  for (const GameInfo& info : game_registry()) {
    INFO(info.id);
    if (!info.single) {  // a sum is made from its parts, not named alone
      CHECK_FALSE(parse_game_kind(info.id).ok());
      continue;
    }
    CHECK(parse_game_kind(info.id).value() == info.kind);
    CHECK(parse_game_kind(to_string(info.kind)).value() == info.kind);
    if (!info.alias.empty()) CHECK(parse_game_kind(info.alias).value() == info.kind);
    std::string upper(info.id);
    upper[0] = static_cast<char>(upper[0] - 'a' + 'A');
    for (const std::string& text : {upper, std::string(info.id) + " ", " " + std::string(info.id)})
      CHECK_FALSE(parse_game_kind(text).ok());
  }
  for (const char* text : {"", "chess"}) CHECK_FALSE(parse_game_kind(text).ok());
  CHECK(parse_rule("normal").value() == Rule::Normal);
  CHECK(parse_rule("misere").value() == Rule::Misere);
  CHECK_FALSE(parse_rule("misère").ok());
}
