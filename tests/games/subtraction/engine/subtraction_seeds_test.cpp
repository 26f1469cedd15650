// The facts seed 003 (shared/seeds/, French) states about the subtraction game 21 with
// {1,2,3}, as tests.
#include <catch2/catch.hpp>

#include "marienbad/analysis.hpp"
#include "marienbad/solver.hpp"

using namespace marienbad;

TEST_CASE("seed 003: 21 with {1,2,3}") {
  auto made = SubtractionGame::make({1, 2, 3}, Rule::Normal);
  REQUIRE(made.ok());
  const SubtractionGame& game = made.value();
  // Normal play: lost for the player to move iff the heap is a multiple of 4.
  for (Count n = 0; n <= 1000; ++n) {
    INFO("heap " << n);
    CHECK((game.outcome({n}) == Outcome::P) == (n % 4 == 0));
  }
  for (Count n : {Count{1'000'000'000'000'000'000ULL}, kMaxHeap, kMaxHeap - 3}) {
    CHECK((game.outcome({n}) == Outcome::P) == (n % 4 == 0));
  }
  // From 21 the only optimal move takes one token, leaving 20.
  CHECK(game.winning_moves({21}) == std::vector<Move>{Move{0, 1, false}});
  CHECK(game.move_text(game.winning_moves({21}).front()) == "1");
  // Misère (the seed's question): the solver is the reference.
  auto misere = SubtractionGame::make({1, 2, 3}, Rule::Misere);
  REQUIRE(misere.ok());
  Solver solver(misere.value());
  for (Count n = 0; n <= 200; ++n) CHECK(misere.value().outcome({n}) == solver.solve({n}).outcome);
}
