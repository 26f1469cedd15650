// A match in every game: the cursor over its history, the winner under each rule, the saved
// record read back and its malformed forms refused. Nim's own cases: tests/games/nim/engine/.
#include <catch2/catch.hpp>

#include "marienbad/match.hpp"

using namespace marienbad;

namespace {

// Each single game under each rule it offers, made with its defaults.
template <typename Check>
void for_each_game(Check check) {
  for (const GameInfo& info : game_registry()) {
    if (!info.single) continue;
    for (const Rule rule : {Rule::Normal, Rule::Misere}) {
      if (rule == Rule::Misere && !info.misere) continue;
      INFO(info.id << " " << to_string(rule));
      check(info, Game::make(info.kind, rule).value());
    }
  }
}

// Plays the first legal move, written and read back as a person's text would be.
void play_first(Match& match) {
  const Game& game = match.game();
  const Move move = game.moves(match.position()).front();
  REQUIRE(match.play_text(game.move_text(move)).ok());
}

}  // namespace

TEST_CASE("a match plays, undoes and redoes as a cursor in its history") {
  for_each_game([](const GameInfo& info, const Game& game) {
    Match match = Match::make(game, info.start).value();
    REQUIRE(match.side_to_move() == 0);
    play_first(match);
    play_first(match);
    const Heaps two = match.position();
    CHECK(match.side_to_move() == 0);
    REQUIRE(match.undo());
    const Heaps one = match.position();
    CHECK(match.can_redo());
    REQUIRE(match.redo());
    CHECK(match.position() == two);
    match.undo();
    CHECK(match.position() == one);
    play_first(match);  // a new move drops the redo tail
    CHECK_FALSE(match.can_redo());
    CHECK(match.moves().size() == 2);
  });
}

TEST_CASE("the winner follows the rule: the last mover wins normal play, loses misère") {
  for_each_game([](const GameInfo& info, const Game& game) {
    Match match = Match::make(game, info.start).value();
    for (int plies = 0; !match.over(); ++plies) {
      REQUIRE(plies < 100000);
      play_first(match);
    }
    const int last_mover = 1 - match.side_to_move();
    CHECK(match.winner() == (game.rule() == Rule::Normal ? last_mover : 1 - last_mover));
    // A move legal from the start, written as the game writes it: refused, the match is over.
    CHECK_FALSE(match.play_text(game.move_text(game.moves(info.start).front())).ok());
  });
}

TEST_CASE("a match record round-trips, cursor included") {
  for_each_game([](const GameInfo& info, const Game& game) {
    Match match = Match::make(game, info.start, 1, {"perfect", "human"}).value();
    for (int i = 0; i < 4 && !match.over(); ++i) play_first(match);
    match.undo();
    const std::string text = match.serialize();
    auto loaded = Match::parse(text);
    REQUIRE(loaded.ok());
    CHECK(loaded->serialize() == text);
    CHECK(loaded->position() == match.position());
    CHECK(loaded->cursor() == match.cursor());
    CHECK(loaded->moves().size() == match.moves().size());
    CHECK(loaded->controller(0) == "perfect");
  });
}

TEST_CASE("malformed match records are rejected with a reason") {
  for_each_game([](const GameInfo& info, const Game& game) {
    Match played = Match::make(game, info.start).value();
    play_first(played);
    const std::string good = played.serialize();
    REQUIRE(Match::parse(good).ok());
    const std::string head = "marienbad-match 1\ngame " + std::string(info.id) + "\nrule " +
                             std::string(to_string(game.rule())) + "\n";
    const std::string move = game.move_text(played.moves().front());
    const std::pair<std::string, std::string> broken[] = {
        {head + "start 1,,3\nfirst 0\nplayers a b\ncursor 0\n",
         info.parse_text == nullptr ? "empty item" : "start"},  // numbers, or the game's text
        {good.substr(0, good.find("cursor")) + "cursor 5\n", "too large"},
        {good.substr(0, good.find("cursor")) + "moves " + move + "\ncursor 1\n",
         "'moves' is given twice"},
    };
    for (const auto& [text, reason] : broken) {
      auto parsed = Match::parse(text);
      INFO(text);
      REQUIRE_FALSE(parsed.ok());
      CHECK_THAT(parsed.error(), Catch::Contains(reason));
    }
  });
  for (const auto& [text, reason] : std::vector<std::pair<std::string, std::string>>{
           {"", "not a saved match"},
           {"hello\n", "not a saved match"},
           {"marienbad-match 1\ngame chess\n", "unknown game"},
           {"marienbad-match 1\ngame " + std::string(game_registry().front().id) +
                "\nrule sideways\n",
            "unknown rule"},
           {"marienbad-match 1\nbogus 3\n", "unknown field"},
       }) {
    auto parsed = Match::parse(text);
    INFO(text);
    REQUIRE_FALSE(parsed.ok());
    CHECK_THAT(parsed.error(), Catch::Contains(reason));
  }
}
