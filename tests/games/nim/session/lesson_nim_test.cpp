// The Marienbad lessons' exercises (seeds 001, 002) against the engine: Σ written by the
// learner, and the move that leaves a losing position, under both rules.
#include <catch2/catch.hpp>

#include "session/lesson_nim.hpp"

using namespace marienbad;
using namespace marienbad::app;

TEST_CASE("digital sum: the leftmost wrong column and its 1s are named", "[session]") {
  const Heaps rows{4, 5, 6, 3};  // Σ = 100
  CHECK(check_digital_sum(rows, 4).right);
  const SumCheck carry = check_digital_sum(rows, 18);  // 4 + 5 + 6 + 3 with carries
  CHECK_FALSE(carry.right);
  CHECK(carry.place == 16);
  CHECK(carry.ones == 0);
  const SumCheck low = check_digital_sum(rows, 5);
  CHECK(low.place == 1);
  CHECK(low.ones == 2);  // 5 and 3: even, so Σ has a 0 there
  const SumCheck film = check_digital_sum({1, 3, 5, 7}, 1);
  CHECK(film.place == 1);
  CHECK(film.ones == 4);
}

TEST_CASE("losing move: every move of small positions checked against the engine", "[session]") {
  for (const Rule rule : {Rule::Normal, Rule::Misere}) {
    const NimGame game(rule);
    for (const Heaps& start : {Heaps{1, 3, 5, 7}, Heaps{1, 1, 4}, Heaps{2, 5, 6}, Heaps{3, 1, 1}}) {
      for (const Move& move : game.moves(start)) {
        const MoveCheck check = check_move_to_losing(game, start, move);
        const Heaps after = game.apply(start, move);
        CHECK(check.after == after);
        CHECK(check.right == (game.outcome(after) == Outcome::P));
        CHECK(check.sum_after == NimGame::nim_sum(after));
        if (rule == Rule::Normal) CHECK(check.right == (check.sum_after == 0));
        if (rule == Rule::Misere && check.only_ones) {
          CHECK(check.right == (check.rows_of_one % 2 == 1));  // the misère exception
        }
      }
    }
  }
}

TEST_CASE("losing-move exercise: right moves go on, wrong and illegal ones stay", "[session]") {
  LosingMoveExercise exercise(NimGame(Rule::Misere), {{1, 1, 4}, {1, 3, 1, 1}});
  CHECK(exercise.count() == 2);
  CHECK_FALSE(exercise.answer(Move{0, 2}));  // more than the row holds
  CHECK_FALSE(exercise.answer(Move{5, 1}));  // no such row
  // Taking the whole 4 leaves 1, 1: Σ = 0, but under misère whoever moves next wins.
  const auto normal_habit = exercise.answer(Move{2, 4});
  REQUIRE(normal_habit);
  CHECK_FALSE(normal_habit->right);
  CHECK(normal_habit->only_ones);
  CHECK(normal_habit->rows_of_one == 2);
  CHECK(exercise.index() == 0);
  const auto odd = exercise.answer(Move{2, 3});
  REQUIRE(odd);
  CHECK(odd->right);
  CHECK(exercise.index() == 1);
  CHECK(exercise.position() == Heaps{1, 3, 1, 1});
  CHECK(exercise.answer(Move{1, 3})->right);  // leaves three rows of 1
  CHECK(exercise.done());
  CHECK_FALSE(exercise.answer(Move{0, 1}));
}
