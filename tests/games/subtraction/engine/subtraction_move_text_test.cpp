// The subtraction game's move texts (the amount taken): read back, malformed ones and illegal
// ones refused.
#include <catch2/catch.hpp>

#include "marienbad/game.hpp"
#include "move_text_support.hpp"

using namespace marienbad;
using marienbad::test::check_malformed;
using marienbad::test::check_round_trips;
using marienbad::test::refused;

namespace {

Game subtraction_game(std::vector<Count> set = {1, 2, 3}) {
  auto game = Game::make(GameKind::Subtraction, Rule::Normal, std::move(set));
  REQUIRE(game.ok());
  return game.value();
}

}  // namespace

TEST_CASE("subtraction: move texts round-trip") {
  check_round_trips(subtraction_game({1, 3, 4, 100}), {250});
}

TEST_CASE("subtraction: malformed move texts are rejected with a reason") {
  const Game subtraction = subtraction_game();
  check_malformed(subtraction, {"", "-1", "abc", "1.5", "1-1", " 3", "3 ", "+3", "x-3",
                                "9223372036854775808", "99999999999999999999"});
}

TEST_CASE("subtraction: well-formed but illegal moves are refused, never applied") {
  const Game subtraction = subtraction_game();
  CHECK(refused(subtraction, {21}, "4") != "");
  CHECK(refused(subtraction, {2}, "3") != "");
  CHECK(refused(subtraction, {21}, "0") != "");
  CHECK_FALSE(subtraction.check_move({21}, Move{1, 1, false}).ok());  // no text makes it
}
