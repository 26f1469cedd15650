// Dornim's move texts ("x-3", "y-3", "xy-3"): read back, malformed ones and illegal ones refused.
#include <catch2/catch.hpp>

#include "marienbad/game.hpp"
#include "move_text_support.hpp"

using namespace marienbad;
using marienbad::test::check_malformed;
using marienbad::test::check_round_trips;
using marienbad::test::refused;

namespace {

Game wythoff_game() {
  auto game = Game::make(GameKind::Wythoff, Rule::Normal);
  REQUIRE(game.ok());
  return game.value();
}

}  // namespace

TEST_CASE("wythoff: move texts round-trip, 64-bit amounts included") {
  check_round_trips(wythoff_game(), {11, 15});
  const Game wythoff = wythoff_game();
  for (const Move& move : {Move{0, kMaxHeap, false}, Move{1, kMaxHeap, false}, Move{0, 5, true}}) {
    CHECK(wythoff.parse_move(wythoff.move_text(move)).value() == move);
  }
  CHECK(wythoff.move_text(Move{0, 3, true}) == "xy-3");
  CHECK(wythoff.move_text(Move{1, 3, false}) == "y-3");
}

TEST_CASE("wythoff: malformed move texts are rejected with a reason") {
  const Game wythoff = wythoff_game();
  check_malformed(
      wythoff, {"", "x", "x-", "-3", "z-3", "xy3", "X-3", "yx-3", "xyz-3", "x-abc", "x--1", "x-+1",
                "x-3-", "1-3", "x-9223372036854775808", "xy-99999999999999999999"});
}

TEST_CASE("wythoff: well-formed but illegal moves are refused, never applied") {
  const Game wythoff = wythoff_game();
  CHECK(refused(wythoff, {3, 5}, "x-0") != "");
  CHECK(refused(wythoff, {3, 5}, "x-4") != "");
  CHECK(refused(wythoff, {3, 5}, "xy-4") != "");
  CHECK(refused(wythoff, {3, 5}, "y-6") != "");
  // Moves that no text produces.
  CHECK_FALSE(wythoff.check_move({3, 5}, Move{2, 1, false}).ok());
  CHECK_FALSE(wythoff.check_move({3, 5}, Move{1, 1, true}).ok());
  // A bad position is refused before the move is looked at.
  CHECK_FALSE(wythoff.try_apply({3}, Move{0, 1, false}).ok());
}
