// The subtraction lessons' colouring exercise against the engine, and the twenty-one lesson's
// challenge counted in its progress when the person wins it (Marienbad's challenge of wins in
// a row: tests/games/nim/session/lesson_challenge_nim_test.cpp).
#include <catch2/catch.hpp>

#include "session/lesson_colouring.hpp"
#include "session/match_session.hpp"

using namespace marienbad;
using namespace marienbad::app;

TEST_CASE("colouring: right answers move on, wrong ones are explained and stay", "[session]") {
  for (const std::vector<Count>& set : {std::vector<Count>{1, 2, 3}, {1, 3, 4}, {2, 5}}) {
    const SubtractionGame game = SubtractionGame::make(set).value();
    ColouringExercise exercise(game, 21);
    while (!exercise.done()) {
      const Count heap = exercise.next();
      const Outcome truth = game.outcome({heap});
      const Outcome wrong = truth == Outcome::P ? Outcome::N : Outcome::P;
      const ColouringAnswer miss = exercise.answer(wrong);
      CHECK_FALSE(miss.right);
      CHECK(miss.heap == heap);
      CHECK(exercise.next() == heap);  // still to colour
      if (truth == Outcome::N) {
        // The winning move the explanation names leaves a losing heap.
        REQUIRE(miss.take);
        CHECK(*miss.left == heap - *miss.take);
        CHECK(game.outcome({*miss.left}) == Outcome::P);
      } else {
        // Every reply is a winning heap for the opponent (none when no move exists).
        CHECK(miss.replies.size() == game.moves({heap}).size());
        for (Count left : miss.replies) CHECK(game.outcome({left}) == Outcome::N);
      }
      CHECK(exercise.answer(truth).right);
      CHECK(exercise.colour(heap) == truth);
    }
    CHECK(exercise.next() == 22);
    CHECK_FALSE(exercise.answer(Outcome::P).right);  // nothing left to colour
  }
  ColouringExercise twenty_one(SubtractionGame::make({1, 2, 3}).value(), 21);
  while (!twenty_one.done()) {
    (void)twenty_one.answer(twenty_one.game().outcome({twenty_one.next()}));
  }
  CHECK(twenty_one.losing() == std::vector<Count>{0, 4, 8, 12, 16, 20});
  ColouringExercise period_seven(SubtractionGame::make({1, 3, 4}).value(), 16);
  while (!period_seven.done()) {
    (void)period_seven.answer(period_seven.game().outcome({period_seven.next()}));
  }
  CHECK(period_seven.losing() == std::vector<Count>{0, 2, 7, 9, 14, 16});
}

TEST_CASE("a lesson's challenge won counts in its progress, and stays passed", "[session]") {
  MatchSetup setup = default_setup(GameKind::Subtraction);
  setup.rule = Rule::Normal;
  setup.start = {5};
  setup.level = "perfect";
  setup.first = FirstMover::Human;
  setup.lesson = "twenty-one";
  setup.lesson_challenge = true;
  MatchSession session(make_match(setup, 1).value(), setup, 1);
  Statistics stats;
  REQUIRE(session.play(Move{0, 1, false}).ok());  // leaves 4: lost for the computer
  for (int i = 0; i < 100 && !session.person_to_move() && !session.over(); ++i) {
    (void)session.think(0.5);  // the computer plays its move when it has thought
  }
  REQUIRE(session.person_to_move());
  const Heaps& now = session.match().position();
  REQUIRE(now[0] >= 1);
  REQUIRE(now[0] <= 3);
  REQUIRE(session.play(Move{0, now[0], false}).ok());  // takes the last token
  REQUIRE(session.over());
  CHECK(session.update_statistics(stats));
  CHECK(stats.lessons.at("twenty-one").passed);
  // A lesson's game counts in no statistics (README: "counted nowhere"), nor in the files.
  CHECK(stats.entries.empty());
  CHECK_FALSE(session.keeps_files());
  // A match that is not a lesson's leaves the lessons alone.
  setup.lesson.clear();
  setup.start = {3};
  MatchSession plain(make_match(setup, 1).value(), setup, 1);
  Statistics other;
  REQUIRE(plain.play(Move{0, 3, false}).ok());
  REQUIRE(plain.over());
  CHECK(plain.update_statistics(other));
  CHECK(other.lessons.empty());
}

TEST_CASE("a lesson's first game counts nowhere, not even in its lesson", "[session]") {
  MatchSetup setup = default_setup(GameKind::Subtraction);
  setup.start = {3};
  setup.level = "medium";
  setup.first = FirstMover::Human;
  setup.lesson = "twenty-one";  // its first game: not the challenge
  MatchSession session(make_match(setup, 1).value(), setup, 1);
  REQUIRE(session.play(Move{0, 3, false}).ok());
  REQUIRE(session.over());
  Statistics stats;
  CHECK_FALSE(session.update_statistics(stats));
  CHECK(stats == Statistics{});
  CHECK_FALSE(session.keeps_files());
  CHECK_FALSE(session.unfinished_text());
}
