// Dornim in the bot protocol: the new game's line and the answers a bot may give.
#include <catch2/catch.hpp>

#include "marienbad/bot/protocol.hpp"

using namespace marienbad;
using namespace marienbad::bot;

TEST_CASE("bot protocol: Dornim's new game line") {
  CHECK(new_game_line(Game::make(GameKind::Wythoff, Rule::Misere).value()).value() ==
        "new wythoff misere");
}

TEST_CASE("bot protocol: a Dornim answer, one coordinate or both by the same amount") {
  const Game wythoff = Game::make(GameKind::Wythoff, Rule::Normal).value();
  CHECK(parse_answer(wythoff, {11, 15}, "to 11,3").value() == Move{1, 12, false});
  CHECK(parse_answer(wythoff, {11, 15}, "to 4,8").value() == Move{0, 7, true});
  CHECK_FALSE(parse_answer(wythoff, {11, 15}, "to 4,9").ok());
  CHECK(parse_answer(wythoff, {11, 15}, "to 1,2,3").error().rfind("malformed answer", 0) == 0);
}
