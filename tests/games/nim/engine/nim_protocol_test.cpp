// Nim in the bot protocol: the new game's line and the answers a bot may give.
#include <catch2/catch.hpp>

#include "marienbad/bot/protocol.hpp"

using namespace marienbad;
using namespace marienbad::bot;

TEST_CASE("bot protocol: Nim's new game line") {
  CHECK(new_game_line(Game::make(GameKind::Nim, Rule::Normal).value()).value() == "new nim normal");
}

TEST_CASE("bot protocol: a Nim answer is the whole position, one row changed") {
  const Game nim = Game::make(GameKind::Nim, Rule::Normal).value();
  const Heaps start{1, 3, 5, 7};
  CHECK(parse_answer(nim, start, "to 1,3,5,6").value() == Move{3, 1, false});
  CHECK(parse_answer(nim, start, "to 0,3,5,7").value() == Move{0, 1, false});
  CHECK(parse_answer(nim, start, "to 1,3,5,8").error() ==
        "illegal move: 1,3,5,7 -> 1,3,5,8 is not a legal move");
  CHECK(parse_answer(nim, start, "to 1,3,5,7").error() ==
        "illegal move: 1,3,5,7 -> 1,3,5,7 is not a legal move");  // no move at all
  CHECK(parse_answer(nim, start, "to 0,2,5,7").error().rfind("illegal move: ", 0) == 0);
  // The whole position, no heap left out or added: a malformed answer, as the protocol says.
  CHECK(parse_answer(nim, start, "to 1,3,5").error() ==
        "malformed answer 'to 1,3,5': 3 heaps where the position has 4");
  CHECK(parse_answer(nim, start, "to 1,3,5,6,0").error() ==
        "malformed answer 'to 1,3,5,6,0': 5 heaps where the position has 4");
  CHECK(parse_answer(nim, start, "to 1,,5,7").error() ==
        "malformed answer 'to 1,,5,7': the position in the answer '1,,5,7' has an empty item");
  CHECK(parse_answer(nim, start, "to").error().rfind("malformed answer 'to': ", 0) == 0);
  CHECK(parse_answer(nim, start, "to -1,3,5,7").error().rfind("malformed answer", 0) == 0);
  CHECK(parse_answer(nim, start, "to 1, 3,5,7").error().rfind("malformed answer", 0) == 0);
  CHECK(parse_answer(nim, start, "1,3,5,6").error() ==
        "unexpected line '1,3,5,6' (expected 'to H1,H2,...' or 'info TEXT')");
}
