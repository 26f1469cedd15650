// Lesson 7's exercise: the Grundy values of rows 0 … 12 of Kayles found by mex, each answer
// checked against the engine, each wrong one explained by the values the moves reach. Lesson 8
// (Dawson's chess): tests/games/octal/session/lesson_grundy_octal_test.cpp.
#include <catch2/catch.hpp>

#include <algorithm>

#include "kayles/kayles.hpp"
#include "session/lesson_grundy.hpp"

using namespace marienbad;
using namespace marienbad::app;

namespace {

Game kayles() {
  return Game(KaylesGame());
}

}  // namespace

TEST_CASE("grundy: a row's options are the positions one move reaches, once each", "[session]") {
  // From 4 pins: 3 (one pin at an end), 1 + 2 (the second pin), 2 (two at an end), 1 + 1.
  const GrundyRow four = grundy_row(kayles(), 4);
  REQUIRE(four.options.size() == 4);
  CHECK(four.options[0].pieces == Heaps{3});
  CHECK(four.options[1].pieces == Heaps{1, 2});
  CHECK(four.options[2].pieces == Heaps{2});
  CHECK(four.options[3].pieces == Heaps{1, 1});
  CHECK(four.options[3].knocked == 2);
  CHECK(four.options[3].value == 0);  // 1 ⊕ 1: two equal values cancel
  CHECK(four.reached == std::vector<Count>{0, 2, 3});
  CHECK(four.value == 1);
  // No move from an empty row; one pin leaves nothing (worth 0).
  CHECK(grundy_row(kayles(), 0).options.empty());
  CHECK(grundy_row(kayles(), 0).value == 0);
  REQUIRE(grundy_row(kayles(), 1).options.size() == 1);
  CHECK(grundy_row(kayles(), 1).options[0].pieces.empty());
  // Every option is a position a move reaches, and every such position is an option.
  const KaylesGame game;
  for (Count n = 0; n <= 30; ++n) {
    const GrundyRow row = grundy_row(kayles(), n);
    std::vector<Heaps> reached;
    for (const Move& move : game.moves({n}))
      reached.push_back(game.canonical(game.apply({n}, move)));
    std::sort(reached.begin(), reached.end());
    reached.erase(std::unique(reached.begin(), reached.end()), reached.end());
    CHECK(row.options.size() == reached.size());
    for (const GrundyOption& option : row.options) {
      CHECK(std::binary_search(reached.begin(), reached.end(), game.canonical(option.pieces)));
      CHECK(option.value == KaylesGame::grundy(option.pieces));
    }
    // The engine's value is the mex of the values the options reach.
    CHECK(row.value == mex_of(row.reached));
  }
}

TEST_CASE("grundy: rows 0 to 12 found one by one, wrong answers explained", "[session]") {
  GrundyExercise exercise(kayles(), 12);
  std::vector<Count> found;
  while (!exercise.done()) {
    const Count pins = exercise.next();
    const GrundyRow& row = exercise.row();
    REQUIRE(row.pins == pins);
    // A value one move reaches is wrong, and the reason names the option worth it.
    for (Count reached : row.reached) {
      const GrundyAnswer miss = exercise.answer(reached);
      CHECK_FALSE(miss.right);
      REQUIRE(miss.reaching);
      CHECK(miss.reaching->value == reached);
      CHECK(miss.truth == mex_of(miss.reached));
      CHECK(exercise.next() == pins);  // still to find
    }
    // A value above the mex is not reached, but a smaller one is missing: wrong too.
    const GrundyAnswer above = exercise.answer(row.value + 1);
    CHECK_FALSE(above.right);
    CHECK(above.truth == row.value);
    const GrundyAnswer right = exercise.answer(kayles_grundy(pins));
    CHECK(right.right);
    found.push_back(*exercise.value(pins));
  }
  // Guy and Smith's table (1956), the values the lesson's texts quote.
  CHECK(found == std::vector<Count>{0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4});
  CHECK_FALSE(exercise.answer(0).right);  // nothing left to find

  // The example of the lesson: 4 pins said to be worth 2, a value its moves reach.
  GrundyExercise four(kayles(), 12);
  for (Count pins = 0; pins < 4; ++pins) (void)four.answer(kayles_grundy(pins));
  const GrundyAnswer two = four.answer(2);
  CHECK_FALSE(two.right);
  CHECK(two.reached == std::vector<Count>{0, 2, 3});
  REQUIRE(two.reaching);
  CHECK(two.reaching->pieces == Heaps{2});
  CHECK(two.truth == 1);

  GrundyExercise finished(kayles(), 12);
  finished.finish();
  CHECK(finished.done());
  CHECK(finished.value(11) == 6);
}
