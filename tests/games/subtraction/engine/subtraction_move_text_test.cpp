// The subtraction game's move texts (the amount taken): read back, malformed ones and illegal
// ones refused.
#include <catch2/catch.hpp>

#include "marienbad/game.hpp"

using namespace marienbad;

namespace {

Game subtraction_game(std::vector<Count> set = {1, 2, 3}) {
  auto game = Game::make(GameKind::Subtraction, Rule::Normal, std::move(set));
  REQUIRE(game.ok());
  return game.value();
}

// Every move from `heaps` written, read back and applied.
void check_subtraction_round_trips(const Game& game, const Heaps& heaps) {
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
std::string subtraction_refused(const Game& game, const Heaps& heaps, const char* text) {
  const auto move = game.parse_move(text);
  REQUIRE(move.ok());
  const auto applied = game.try_apply(heaps, move.value());
  CHECK_FALSE(applied.ok());
  return applied.ok() ? std::string() : applied.error();
}

}  // namespace

TEST_CASE("subtraction: move texts round-trip") {
  check_subtraction_round_trips(subtraction_game({1, 3, 4, 100}), {250});
}

TEST_CASE("subtraction: malformed move texts are rejected with a reason") {
  const Game subtraction = subtraction_game();
  for (const char* text : {"", "-1", "abc", "1.5", "1-1", " 3", "3 ", "+3", "x-3",
                           "9223372036854775808", "99999999999999999999"}) {
    INFO("'" << text << "'");
    const auto parsed = subtraction.parse_move(text);
    CHECK_FALSE(parsed.ok());
    if (!parsed.ok()) CHECK_FALSE(parsed.error().empty());
  }
}

TEST_CASE("subtraction: well-formed but illegal moves are refused, never applied") {
  const Game subtraction = subtraction_game();
  CHECK(subtraction_refused(subtraction, {21}, "4") != "");
  CHECK(subtraction_refused(subtraction, {2}, "3") != "");
  CHECK(subtraction_refused(subtraction, {21}, "0") != "");
  CHECK_FALSE(subtraction.check_move({21}, Move{1, 1, false}).ok());  // no text makes it
}
