// The generic solver on tiny Nim games whose answers are known by hand.
#include <catch2/catch.hpp>

#include "marienbad/solver.hpp"
#include "nim/nim.hpp"

using namespace marienbad;

TEST_CASE("solver: terminal positions, remoteness and Grundy values of tiny Nim games") {
  Solver normal{NimGame(Rule::Normal)};
  CHECK(normal.solve({0}).outcome == Outcome::P);
  CHECK(normal.solve({0}).remoteness == 0);
  CHECK(normal.solve({5}).outcome == Outcome::N);
  CHECK(normal.solve({5}).remoteness == 1);  // take everything
  CHECK(normal.solve({5}).grundy == 5);
  CHECK(normal.solve({1, 1}).outcome == Outcome::P);
  CHECK(normal.solve({1, 1}).remoteness == 2);
  CHECK(normal.solve({2, 2}).remoteness == 4);  // the loser delays: one match at a time
  Solver misere{NimGame(Rule::Misere)};
  CHECK(misere.solve({0}).outcome == Outcome::N);  // the opponent took the last match
  CHECK(misere.solve({1}).outcome == Outcome::P);
  CHECK(misere.solve({5}).outcome == Outcome::N);
  CHECK(misere.solve({5}).remoteness == 2);  // leave 1, the opponent must take it
  CHECK(misere.solve({5}).grundy == 5);      // Grundy values are normal-play ones
}

TEST_CASE("solver: covers every position of 1-3-5-7 exactly once") {
  Solver solver{NimGame(Rule::Normal)};
  solver.solve({1, 3, 5, 7});
  CHECK(solver.size() == 2 * 4 * 6 * 8);
}
