// Move texts round-trip for every game; malformed texts and numbers are rejected.
#include <catch2/catch.hpp>

#include "marienbad/game.hpp"

using namespace marienbad;

namespace {

Game make(GameKind kind, std::vector<Count> set = {1, 2, 3}) {
  auto game = Game::make(kind, Rule::Normal, std::move(set));
  REQUIRE(game.ok());
  return game.value();
}

void check_round_trips(const Game& game, const Heaps& heaps) {
  for (const Move& move : game.moves(heaps)) {
    const std::string text = game.move_text(move);
    const auto parsed = game.parse_move(text);
    INFO(to_string(game.kind()) << " move '" << text << "'");
    REQUIRE(parsed.ok());
    CHECK(parsed.value() == move);
    CHECK(game.try_apply(heaps, parsed.value()).ok());
  }
}

}  // namespace

TEST_CASE("move texts round-trip") {
  check_round_trips(make(GameKind::Nim), {1, 3, 5, 7});
  check_round_trips(make(GameKind::Nim), Heaps(kMaxNimRows, 2));
  check_round_trips(make(GameKind::Subtraction, {1, 3, 4, 100}), {250});
  check_round_trips(make(GameKind::Wythoff), {11, 15});
  // 64-bit amounts.
  const Game nim = make(GameKind::Nim), wythoff = make(GameKind::Wythoff);
  for (const Move& move : {Move{0, kMaxHeap, false}, Move{63, 1, false}}) {
    CHECK(nim.parse_move(nim.move_text(move)).value() == move);
  }
  for (const Move& move : {Move{0, kMaxHeap, false}, Move{1, kMaxHeap, false}, Move{0, 5, true}}) {
    CHECK(wythoff.parse_move(wythoff.move_text(move)).value() == move);
  }
  CHECK(nim.move_text(Move{1, 3, false}) == "2-3");
  CHECK(wythoff.move_text(Move{0, 3, true}) == "xy-3");
  CHECK(wythoff.move_text(Move{1, 3, false}) == "y-3");
}

TEST_CASE("malformed move texts are rejected with a reason") {
  const Game nim = make(GameKind::Nim), subtraction = make(GameKind::Subtraction),
             wythoff = make(GameKind::Wythoff);
  for (const char* text : {"",
                           "0-1",
                           "1-",
                           "-1",
                           "-",
                           "x-0",
                           "abc",
                           "1",
                           "1--1",
                           "1-2-3",
                           " 1-1",
                           "1-1 ",
                           "+1-1",
                           "1-+1",
                           "1.0-1",
                           "65-1",
                           "1-9223372036854775808",
                           "1-99999999999999999999999",
                           "99999999999999999999-1",
                           "1-0x3"}) {
    INFO("nim '" << text << "'");
    const auto parsed = nim.parse_move(text);
    CHECK_FALSE(parsed.ok());
    if (!parsed.ok()) CHECK_FALSE(parsed.error().empty());
  }
  for (const char* text : {"", "-1", "abc", "1.5", "1-1", " 3", "3 ", "+3", "x-3",
                           "9223372036854775808", "99999999999999999999"}) {
    INFO("subtraction '" << text << "'");
    CHECK_FALSE(subtraction.parse_move(text).ok());
  }
  for (const char* text :
       {"", "x", "x-", "-3", "z-3", "xy3", "X-3", "yx-3", "xyz-3", "x-abc", "x--1", "x-+1", "x-3-",
        "1-3", "x-9223372036854775808", "xy-99999999999999999999"}) {
    INFO("wythoff '" << text << "'");
    CHECK_FALSE(wythoff.parse_move(text).ok());
  }
}

TEST_CASE("well-formed but illegal moves are refused, never applied") {
  const Game nim = make(GameKind::Nim), subtraction = make(GameKind::Subtraction),
             wythoff = make(GameKind::Wythoff);
  auto refused = [](const Game& game, const Heaps& heaps, const char* text) {
    const auto move = game.parse_move(text);
    REQUIRE(move.ok());
    const auto applied = game.try_apply(heaps, move.value());
    CHECK_FALSE(applied.ok());
    return applied.ok() ? std::string() : applied.error();
  };
  CHECK(refused(nim, {1, 3, 5, 7}, "1-0") != "");
  CHECK(refused(nim, {1, 3, 5, 7}, "1-2") != "");
  CHECK(refused(nim, {1, 3, 5, 7}, "5-1") != "");
  CHECK(refused(subtraction, {21}, "4") != "");
  CHECK(refused(subtraction, {2}, "3") != "");
  CHECK(refused(subtraction, {21}, "0") != "");
  CHECK(refused(wythoff, {3, 5}, "x-0") != "");
  CHECK(refused(wythoff, {3, 5}, "x-4") != "");
  CHECK(refused(wythoff, {3, 5}, "xy-4") != "");
  CHECK(refused(wythoff, {3, 5}, "y-6") != "");
  // Moves that no text produces are refused too.
  CHECK_FALSE(nim.check_move({1, 3}, Move{0, 1, true}).ok());
  CHECK_FALSE(wythoff.check_move({3, 5}, Move{2, 1, false}).ok());
  CHECK_FALSE(wythoff.check_move({3, 5}, Move{1, 1, true}).ok());
  CHECK_FALSE(subtraction.check_move({21}, Move{1, 1, false}).ok());
  // A bad position is refused before the move is looked at.
  CHECK_FALSE(wythoff.try_apply({3}, Move{0, 1, false}).ok());
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
