// Nim's move texts ("2-3": row 2, take 3): read back, malformed ones and illegal ones refused.
#include <catch2/catch.hpp>

#include "marienbad/game.hpp"
#include "move_text_support.hpp"

using namespace marienbad;
using marienbad::test::check_malformed;
using marienbad::test::check_round_trips;
using marienbad::test::refused;

namespace {

Game nim_game() {
  auto game = Game::make(GameKind::Nim, Rule::Normal);
  REQUIRE(game.ok());
  return game.value();
}

}  // namespace

TEST_CASE("nim: move texts round-trip, 64-bit amounts included") {
  check_round_trips(nim_game(), {1, 3, 5, 7});
  check_round_trips(nim_game(), Heaps(kMaxNimRows, 2));
  const Game nim = nim_game();
  for (const Move& move : {Move{0, kMaxHeap, false}, Move{63, 1, false}}) {
    CHECK(nim.parse_move(nim.move_text(move)).value() == move);
  }
  CHECK(nim.move_text(Move{1, 3, false}) == "2-3");
}

TEST_CASE("nim: malformed move texts are rejected with a reason") {
  const Game nim = nim_game();
  check_malformed(nim, {"",
                        "0-1",
                        "1-",
                        "-1",
                        "-",
                        "x-0",
                        "abc",
                        "1",
                        "1--1",
                        "1-2-3",
                        " 1-1",
                        "1-1 ",
                        "+1-1",
                        "1-+1",
                        "1.0-1",
                        "65-1",
                        "1-9223372036854775808",
                        "1-99999999999999999999999",
                        "99999999999999999999-1",
                        "1-0x3"});
}

TEST_CASE("nim: well-formed but illegal moves are refused, never applied") {
  const Game nim = nim_game();
  CHECK(refused(nim, {1, 3, 5, 7}, "1-0") != "");
  CHECK(refused(nim, {1, 3, 5, 7}, "1-2") != "");
  CHECK(refused(nim, {1, 3, 5, 7}, "5-1") != "");
  CHECK_FALSE(nim.check_move({1, 3}, Move{0, 1, true}).ok());  // no text makes it
}
