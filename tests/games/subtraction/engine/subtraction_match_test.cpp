// A match of the subtraction game under a set of its own: the record keeps the set, misère and
// the cursor.
#include <catch2/catch.hpp>

#include "marienbad/match.hpp"

using namespace marienbad;

TEST_CASE("a subtraction match record round-trips with its set {1,3,4}, cursor included") {
  Game game = Game::make(GameKind::Subtraction, Rule::Misere, {1, 3, 4}).value();
  Match match = Match::make(game, {21}, 1, {"perfect", "human"}).value();
  for (const char* move : {"4", "3", "1", "4"}) REQUIRE(match.play_text(move).ok());
  match.undo();
  const std::string text = match.serialize();
  auto loaded = Match::parse(text);
  REQUIRE(loaded.ok());
  CHECK(loaded->serialize() == text);
  CHECK(loaded->game().parameter() == std::vector<Count>{1, 3, 4});
  CHECK(loaded->game().rule() == Rule::Misere);
  CHECK(loaded->position() == Heaps{13});
  CHECK(loaded->cursor() == 3);
  CHECK(loaded->moves().size() == 4);
  CHECK(loaded->controller(0) == "perfect");
}
