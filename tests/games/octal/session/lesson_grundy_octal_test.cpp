// Lesson 8's exercise: the Grundy values of rows 0 … 12 of Dawson's chess (octal 0.137) found
// by mex, each answer checked against the engine. Lesson 7 (Kayles):
// tests/games/kayles/session/lesson_grundy_test.cpp.
#include <catch2/catch.hpp>

#include <algorithm>

#include "session/lesson_grundy.hpp"

using namespace marienbad;
using namespace marienbad::app;

namespace {

Game dawson_chess() {
  return Game::make(GameKind::Octal, Rule::Normal, {0, 1, 3, 7}).value();
}

}  // namespace

TEST_CASE("grundy: Dawson's chess (0.137), where a move takes up to 3 pins", "[session]") {
  // From 3 pins: 1 pin may go only as a whole row (not here), 2 from an end leave 1, and 3 go
  // as the whole row: the values 1 and 0 are reached, the row is worth 2.
  const GrundyRow three = grundy_row(dawson_chess(), 3);
  REQUIRE(three.options.size() == 2);
  CHECK(three.options[0].pieces == Heaps{1});
  CHECK(three.options[0].knocked == 2);
  CHECK(three.options[1].pieces.empty());
  CHECK(three.options[1].knocked == 3);
  CHECK(three.value == 2);
  // Inside a row of 7, 3 pins may go from anywhere: 4 + 0, 1 + 3, 2 + 2 (and the mirror ones).
  const GrundyRow seven = grundy_row(dawson_chess(), 7);
  CHECK(std::count_if(seven.options.begin(), seven.options.end(),
                      [](const GrundyOption& o) { return o.knocked == 3; }) == 3);
  GrundyExercise exercise(dawson_chess(), 12);
  exercise.finish();
  std::vector<Count> found;
  for (Count n = 0; n <= 12; ++n) found.push_back(*exercise.value(n));
  // OEIS A002187, Dawson's chess.
  CHECK(found == std::vector<Count>{0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2});
  for (Count n = 0; n <= 40; ++n) {
    const GrundyRow row = grundy_row(dawson_chess(), n);
    CHECK(row.value == mex_of(row.reached));
  }
}
