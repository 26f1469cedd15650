// Kayles in the bot protocol: the new game's line, and an answer that splits a row.
#include <catch2/catch.hpp>

#include "marienbad/bot/protocol.hpp"

using namespace marienbad;
using namespace marienbad::bot;

TEST_CASE("bot protocol: Kayles' new game line") {
  CHECK(new_game_line(Game::make(GameKind::Kayles, Rule::Misere).value()).value() ==
        "new kayles misere");
}

TEST_CASE("bot protocol: a Kayles answer may split a row") {
  const Game kayles = Game::make(GameKind::Kayles, Rule::Normal).value();
  // Pin 3 of row 2 in 3,5,7: row 2 becomes 2,2 (one more row).
  CHECK(parse_answer(kayles, {3, 5, 7}, "to 3,2,2,7").value() == Move{1, 1, false, 2});
  CHECK(parse_answer(kayles, {1, 5}, "to 5").value() == Move{0, 1, false, 0});
  CHECK(parse_answer(kayles, {1, 5}, "to 0,5").value() == Move{0, 1, false, 0});
  CHECK(parse_answer(kayles, {3, 5, 7}, "to 3,1,1,7").error().rfind("illegal move: ", 0) == 0);
}
