// A match of Nim: the cursor over a few known moves, the winner under each rule, and the
// saved record's reasons that are Nim's own (no such row, a finished start).
#include <catch2/catch.hpp>

#include "marienbad/match.hpp"

using namespace marienbad;

namespace {
Game nim(Rule rule) {
  return Game(NimGame(rule));
}
}  // namespace

TEST_CASE("a Nim match plays, undoes and redoes as a cursor in its history") {
  auto made = Match::make(nim(Rule::Normal), {1, 3, 5, 7});
  REQUIRE(made.ok());
  Match match = made.value();
  REQUIRE(match.side_to_move() == 0);
  REQUIRE(match.play_text("4-7").ok());
  REQUIRE(match.play_text("3-5").ok());
  CHECK(match.position() == Heaps{1, 3, 0, 0});
  CHECK(match.side_to_move() == 0);
  REQUIRE(match.undo());
  CHECK(match.position() == Heaps{1, 3, 5, 0});
  CHECK(match.can_redo());
  REQUIRE(match.redo());
  CHECK(match.position() == Heaps{1, 3, 0, 0});
  match.undo();
  REQUIRE(match.play_text("2-3").ok());  // a new move drops the redo tail
  CHECK_FALSE(match.can_redo());
  CHECK(match.moves().size() == 2);
}

TEST_CASE("the winner of a Nim match follows the rule") {
  for (Rule rule : {Rule::Normal, Rule::Misere}) {
    Match match = Match::make(nim(rule), {2}, 1).value();
    REQUIRE(match.play_text("1-2").ok());  // side 1 takes the last match
    REQUIRE(match.over());
    CHECK(match.winner() == (rule == Rule::Normal ? 1 : 0));
    CHECK_FALSE(match.play_text("1-1").ok());
  }
}

TEST_CASE("malformed Nim match records are rejected with a reason") {
  const std::pair<std::string, std::string> broken[] = {
      {"marienbad-match 1\ngame nim\nrule normal\nstart 1,3\nfirst 0\nplayers a b\nmoves 3-1\n"
       "cursor 1\n",
       "no row 3"},
      {"marienbad-match 1\ngame nim\nrule normal\nstart 0,0\nfirst 0\nplayers a b\ncursor 0\n",
       "already finished"},
  };
  for (const auto& [text, reason] : broken) {
    auto parsed = Match::parse(text);
    INFO(text);
    REQUIRE_FALSE(parsed.ok());
    CHECK_THAT(parsed.error(), Catch::Contains(reason));
  }
}
