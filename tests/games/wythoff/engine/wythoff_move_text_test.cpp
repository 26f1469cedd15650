// Dornim's move texts ("x-3", "y-3", "xy-3"): read back, malformed ones and illegal ones refused.
#include <catch2/catch.hpp>

#include "marienbad/game.hpp"

using namespace marienbad;

namespace {

Game wythoff_game() {
  auto game = Game::make(GameKind::Wythoff, Rule::Normal);
  REQUIRE(game.ok());
  return game.value();
}

// Every move from `heaps` written, read back and applied.
void check_wythoff_round_trips(const Game& game, const Heaps& heaps) {
  for (const Move& move : game.moves(heaps)) {
    const std::string text = game.move_text(move);
    const auto parsed = game.parse_move(text);
    INFO("move '" << text << "'");
    REQUIRE(parsed.ok());
    CHECK(parsed.value() == move);
    CHECK(game.try_apply(heaps, parsed.value()).ok());
  }
}

// A text that parses as a move the position does not allow: refused with a reason.
std::string wythoff_refused(const Game& game, const Heaps& heaps, const char* text) {
  const auto move = game.parse_move(text);
  REQUIRE(move.ok());
  const auto applied = game.try_apply(heaps, move.value());
  CHECK_FALSE(applied.ok());
  return applied.ok() ? std::string() : applied.error();
}

}  // namespace

TEST_CASE("wythoff: move texts round-trip, 64-bit amounts included") {
  check_wythoff_round_trips(wythoff_game(), {11, 15});
  const Game wythoff = wythoff_game();
  for (const Move& move : {Move{0, kMaxHeap, false}, Move{1, kMaxHeap, false}, Move{0, 5, true}}) {
    CHECK(wythoff.parse_move(wythoff.move_text(move)).value() == move);
  }
  CHECK(wythoff.move_text(Move{0, 3, true}) == "xy-3");
  CHECK(wythoff.move_text(Move{1, 3, false}) == "y-3");
}

TEST_CASE("wythoff: malformed move texts are rejected with a reason") {
  const Game wythoff = wythoff_game();
  for (const char* text :
       {"", "x", "x-", "-3", "z-3", "xy3", "X-3", "yx-3", "xyz-3", "x-abc", "x--1", "x-+1", "x-3-",
        "1-3", "x-9223372036854775808", "xy-99999999999999999999"}) {
    INFO("'" << text << "'");
    const auto parsed = wythoff.parse_move(text);
    CHECK_FALSE(parsed.ok());
    if (!parsed.ok()) CHECK_FALSE(parsed.error().empty());
  }
}

TEST_CASE("wythoff: well-formed but illegal moves are refused, never applied") {
  const Game wythoff = wythoff_game();
  CHECK(wythoff_refused(wythoff, {3, 5}, "x-0") != "");
  CHECK(wythoff_refused(wythoff, {3, 5}, "x-4") != "");
  CHECK(wythoff_refused(wythoff, {3, 5}, "xy-4") != "");
  CHECK(wythoff_refused(wythoff, {3, 5}, "y-6") != "");
  // Moves that no text produces.
  CHECK_FALSE(wythoff.check_move({3, 5}, Move{2, 1, false}).ok());
  CHECK_FALSE(wythoff.check_move({3, 5}, Move{1, 1, true}).ok());
  // A bad position is refused before the move is looked at.
  CHECK_FALSE(wythoff.try_apply({3}, Move{0, 1, false}).ok());
}
