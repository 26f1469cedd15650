#include <catch2/catch.hpp>

#include "marienbad/match.hpp"

using namespace marienbad;

namespace {
Game nim(Rule rule) {
  return Game(NimGame(rule));
}
}  // namespace

TEST_CASE("a match plays, undoes and redoes as a cursor in its history") {
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

TEST_CASE("the winner follows the rule") {
  for (Rule rule : {Rule::Normal, Rule::Misere}) {
    Match match = Match::make(nim(rule), {2}, 1).value();
    REQUIRE(match.play_text("1-2").ok());  // side 1 takes the last match
    REQUIRE(match.over());
    CHECK(match.winner() == (rule == Rule::Normal ? 1 : 0));
    CHECK_FALSE(match.play_text("1-1").ok());
  }
}

TEST_CASE("a match record round-trips, cursor included") {
  Game game = Game::make(GameKind::Subtraction, Rule::Misere, {1, 3, 4}).value();
  Match match = Match::make(game, {21}, 1, {"perfect", "human"}).value();
  for (const char* move : {"4", "3", "1", "4"}) REQUIRE(match.play_text(move).ok());
  match.undo();
  const std::string text = match.serialize();
  auto loaded = Match::parse(text);
  REQUIRE(loaded.ok());
  CHECK(loaded->serialize() == text);
  CHECK(loaded->position() == Heaps{13});
  CHECK(loaded->cursor() == 3);
  CHECK(loaded->moves().size() == 4);
  CHECK(loaded->controller(0) == "perfect");
}

TEST_CASE("malformed match records are rejected with a reason") {
  const std::string good =
      "marienbad-match 1\ngame nim\nrule normal\nstart 1,3,5,7\nfirst 0\nplayers human perfect\n"
      "moves 4-7\ncursor 1\n";
  REQUIRE(Match::parse(good).ok());
  const std::pair<std::string, std::string> broken[] = {
      {"", "not a saved match"},
      {"hello\n", "not a saved match"},
      {"marienbad-match 1\ngame chess\n", "unknown game"},
      {"marienbad-match 1\ngame nim\nrule normal\nstart 1,,3\nfirst 0\nplayers a b\ncursor 0\n",
       "empty item"},
      {"marienbad-match 1\ngame nim\nrule normal\nstart 1,3\nfirst 0\nplayers a b\nmoves 3-1\n"
       "cursor 1\n",
       "no row 3"},
      {"marienbad-match 1\ngame nim\nrule normal\nstart 1,3\nfirst 0\nplayers a b\nmoves 2-1\n"
       "cursor 5\n",
       "too large"},
      {"marienbad-match 1\ngame nim\nrule normal\nstart 0,0\nfirst 0\nplayers a b\ncursor 0\n",
       "already finished"},
      {"marienbad-match 1\ngame wythoff\nrule sideways\n", "unknown rule"},
      {"marienbad-match 1\nbogus 3\n", "unknown field"},
      {"marienbad-match 1\ngame nim\nrule normal\nstart 1,3\nfirst 0\nplayers a b\nmoves 2-1\n"
       "moves 1-1\ncursor 1\n",
       "'moves' is given twice"},
  };
  for (const auto& [text, reason] : broken) {
    auto parsed = Match::parse(text);
    INFO(text);
    REQUIRE_FALSE(parsed.ok());
    CHECK_THAT(parsed.error(), Catch::Contains(reason));
  }
}
