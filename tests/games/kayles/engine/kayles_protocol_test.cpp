// Kayles in the bot protocol: the new game's line, and an answer that splits a row (past the
// rows a start may have too).
#include <catch2/catch.hpp>

#include <string>

#include "kayles/kayles.hpp"
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

TEST_CASE("bot protocol: a Kayles answer may split a row past the rows a start may have") {
  const Game kayles = Game::make(GameKind::Kayles, Rule::Normal).value();
  const Heaps full(kMaxKaylesRows, 3);  // the most rows a start may have
  Heaps split = full;
  split[0] = 1;
  split.insert(split.begin() + 1, 1);  // pin 2 of row 1: 1,1 and the other rows
  std::string line = "to ";
  for (std::size_t i = 0; i < split.size(); ++i) line += (i ? "," : "") + std::to_string(split[i]);
  CHECK(parse_answer(kayles, full, line).value() == Move{0, 1, false, 1});
  // A position no move reaches is still refused, however many rows it has.
  line += ",3";
  CHECK(parse_answer(kayles, full, line).error().rfind("illegal move: ", 0) == 0);
}
