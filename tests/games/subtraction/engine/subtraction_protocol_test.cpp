// The subtraction game in the bot protocol: its set always sent, and the answers.
#include <catch2/catch.hpp>

#include "marienbad/bot/protocol.hpp"

using namespace marienbad;
using namespace marienbad::bot;

TEST_CASE("bot protocol: the subtraction game's new game line carries its set") {
  CHECK(new_game_line(Game::make(GameKind::Subtraction, Rule::Misere, {1, 3, 4}).value()).value() ==
        "new subtraction misere 1,3,4");
  CHECK(new_game_line(Game::make(GameKind::Subtraction, Rule::Normal).value()).value() ==
        "new subtraction normal 1,2,3");  // the set is always sent
}

TEST_CASE("bot protocol: a subtraction answer takes an amount of the set") {
  const Game subtraction = Game::make(GameKind::Subtraction, Rule::Misere, {1, 3, 4}).value();
  CHECK(parse_answer(subtraction, {10}, "to 7").value() == Move{0, 3, false});
  CHECK_FALSE(parse_answer(subtraction, {10}, "to 8").ok());  // 2 is not in {1, 3, 4}
}
