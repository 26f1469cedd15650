// A sum in the bot protocol: each part's game in the new game's line, its position and the
// answers part by part.
#include <catch2/catch.hpp>

#include "marienbad/bot/protocol.hpp"
#include "sum/sum.hpp"

using namespace marienbad;
using namespace marienbad::bot;

TEST_CASE("bot protocol: a sum's new game line names its parts' games, its position part by part") {
  // A sum: each part's game, a subtraction part's set after ':'; its position part by part.
  std::vector<SumPart> parts;
  for (const char* text : {"nim:1,3", "subtraction:21:1,3,4", "kayles:3,5"}) {
    parts.push_back(parse_sum_part(text).value());
  }
  const Game sum(SumGame::make(parts).value());
  CHECK(new_game_line(sum).value() == "new sum normal nim subtraction:1,3,4 kayles");
  CHECK(position_line(sum, sum.standard_start()) == "position 1,3/21/3,5");
}

TEST_CASE("bot protocol: a sum's answer is part by part, a Kayles part may split a row") {
  std::vector<SumPart> parts;
  for (const char* text : {"kayles:3,5", "nim:2", "subtraction:9:1,3,4"}) {
    parts.push_back(parse_sum_part(text).value());
  }
  const SumGame sum = SumGame::make(parts).value();
  const Game game(sum);
  const Heaps start = sum.start();
  CHECK(parse_answer(game, start, "to 3,2,2/2/9").value() == sum.parse_move("1:2:3").value());
  CHECK(parse_answer(game, start, "to 3,0,2,2/2/9").value() == sum.parse_move("1:2:3").value());
  CHECK(parse_answer(game, start, "to 3,5/0/9").value() == sum.parse_move("2:1-2").value());
  CHECK(parse_answer(game, start, "to 3,5/2/5").value() == sum.parse_move("3:4").value());
  // Two parts at once, no move, a wrong number of parts or of Nim rows, a bad number.
  CHECK(parse_answer(game, start, "to 3,4/1/9").error() ==
        "illegal move: 3,5/2/9 -> 3,4/1/9 is not a legal move");
  CHECK(parse_answer(game, start, "to 3,5/2/9").error().rfind("illegal move: ", 0) == 0);
  CHECK(parse_answer(game, start, "to 3,5/2").error() ==
        "malformed answer 'to 3,5/2': the position in the answer: 2 parts where the sum has 3 "
        "(PART/PART/..., e.g. 1,3,5/21)");
  CHECK(parse_answer(game, start, "to 3,5/2,0/9").error() ==
        "malformed answer 'to 3,5/2,0/9': part 2 has 2 heaps where the position has 1");
  CHECK(parse_answer(game, start, "to 3,5/x/9").error().rfind("malformed answer", 0) == 0);
  CHECK(parse_answer(game, start, "to 1,1,1,1,1,1/2/9").error().rfind("illegal move: ", 0) == 0);
}
