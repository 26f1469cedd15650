// Lesson 7 (Kayles) with the keyboard: the rows' Grundy values with 0-9, and a challenge to win.
#include <catch2/catch.hpp>

#include "kayles/kayles.hpp"
#include "lesson_test_support.hpp"
#include "scenes/lesson_catalogue.hpp"
#include "test_app.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

TEST_CASE("lessons: Kayles rows' values found with 0-9, a wrong one not counted") {
  TempDir home("lesson-kayles");
  auto app = open_lesson(home, {800, 600}, 7);
  REQUIRE(app);
  const Lesson& lesson = lessons().at(6);
  REQUIRE(lesson.id == "kayles");
  // The challenge can be won: the person moves first from an N-position.
  CHECK(lesson.challenge_first == FirstMover::Human);
  CHECK(lesson.game().outcome(lesson.challenge_start) == Outcome::N);
  const auto progress = [&] { return app->context().statistics().lessons.at("kayles"); };
  key(*app, SDLK_RETURN);  // Next: the Grundy step
  CHECK(progress().steps == 1);
  const auto press = [&](Count value) {
    key(*app, static_cast<SDL_Keycode>(SDLK_0 + static_cast<int>(value)));
  };
  for (Count pins = 0; pins < 4; ++pins) press(kayles_grundy(pins));
  press(2);                // 4 pins: 2 is reached (a row of 2 is left by two pins at an end)
  key(*app, SDLK_RETURN);  // not finished: no Next
  CHECK(progress().steps == 1);
  CHECK(top_name(*app) == "lesson");
  for (Count pins = 4; pins <= lesson.grundy_up_to; ++pins) press(kayles_grundy(pins));
  CHECK(progress().steps == 2);
  key(*app, SDLK_RETURN);  // Next: equal values cancel
  key(*app, SDLK_RETURN);  // Next: 3, 5, 7 as heaps 3, 4, 2
  key(*app, SDLK_RETURN);  // Next: the challenge
  CHECK(progress().steps == 4);
  CHECK_FALSE(progress().passed);
}
