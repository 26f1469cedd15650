// The ladder's random starts on a subtraction game: within the bound, never finished.
#include <catch2/catch.hpp>

#include "marienbad/ladder.hpp"
#include "marienbad/rng.hpp"

using namespace marienbad;

TEST_CASE("random starts: each heap within its bound, never finished") {
  const Game game = Game::make(GameKind::Subtraction, Rule::Normal, {5, 7}).value();
  Rng rng(3);
  bool saw_low = false, saw_high = false;
  for (int i = 0; i < 2000; ++i) {
    const Heaps start = random_start(game, {9}, rng);
    REQUIRE(start.size() == 1);
    CHECK(start[0] >= 5);  // below 5 the game is already over
    CHECK(start[0] <= 9);
    saw_low |= start[0] == 5;
    saw_high |= start[0] == 9;
  }
  CHECK(saw_low);
  CHECK(saw_high);
}
