// Lessons 3 to 5 (Nim) with the keyboard: the graph's kernel, packets, the digital sum, misère.
#include <algorithm>

#include <catch2/catch.hpp>

#include "lesson_test_support.hpp"
#include "play_test_support.hpp"
#include "scenes/lesson_catalogue.hpp"
#include "scenes/play_scene.hpp"
#include "test_app.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

// The graph of every position from 1-2-3: its kernel, the positions lost for the player to move.
TEST_CASE(
    "lessons: lesson 3, the kernel of 1-2-3 picked with the keyboard, a wrong pick not counted") {
  pick_the_kernel_then_play(3);
}

namespace {

// In each position of a Move step: a losing move first (explained, not kept), then a winning
// one, whose position is shown until Enter.
void solve_move_step(App& app, const LessonStep& step) {
  const NimGame game(step.rule);
  for (const Heaps& position : step.positions) {
    const std::vector<Move> winning = game.winning_moves(position);
    REQUIRE_FALSE(winning.empty());
    for (const Move& move : game.moves(position)) {
      if (std::find(winning.begin(), winning.end(), move) == winning.end()) {
        take_with_keys(app, position, move);
        break;
      }
    }
    take_with_keys(app, position, winning.front());
    if (&position != &step.positions.back()) key(app, SDLK_RETURN);  // past the position left
  }
}

}  // namespace

TEST_CASE("lessons: packets of powers of two, made even with the keyboard, pass the lesson") {
  TempDir home("lesson-packets");
  auto app = open_lesson(home, {800, 600}, 4);
  REQUIRE(app);
  const Lesson& lesson = lessons().at(3);
  REQUIRE(lesson.id == "packets");
  const auto progress = [&] { return app->context().statistics().lessons.at("packets"); };
  key(*app, SDLK_RETURN);  // Next
  key(*app, SDLK_RETURN);  // Next: the challenge, three positions
  CHECK(progress().steps == 2);
  key(*app, SDLK_RETURN);  // nothing chosen: no move, no Next yet
  CHECK(progress().steps == 2);
  solve_move_step(*app, lesson.steps.at(2));
  CHECK(progress().steps == 3);
  CHECK(progress().passed);
  key(*app, SDLK_RETURN);  // Next: back to the list
  CHECK(top_name(*app) != "lesson");
}

TEST_CASE("lessons: the digital sum written, the bits flipped, then 3 wins against hard") {
  TempDir home("lesson-digital-sum");
  auto app = open_lesson(home, {1280, 720}, 5);
  REQUIRE(app);
  const Lesson& lesson = lessons().at(4);
  REQUIRE(lesson.id == "digital-sum");
  const auto progress = [&] { return app->context().statistics().lessons.at("digital-sum"); };
  key(*app, SDLK_RETURN);  // Next: write Σ of 4, 5, 6, 3
  for (SDL_Keycode k : {SDLK_1, SDLK_1, SDLK_0, SDLK_RETURN}) key(*app, k);  // 110: wrong
  CHECK(progress().steps == 1);
  for (SDL_Keycode k : {SDLK_LEFT, SDLK_0, SDLK_RETURN}) key(*app, k);  // 100: Σ
  CHECK(progress().steps == 2);
  key(*app, SDLK_RETURN);  // Next: flip the bits
  solve_move_step(*app, lesson.steps.at(2));
  CHECK(progress().steps == 3);
  key(*app, SDLK_RETURN);  // Next: misère
  CHECK(lesson.steps.at(3).rule == Rule::Misere);
  solve_move_step(*app, lesson.steps.at(3));
  CHECK(progress().steps == 4);
  CHECK_FALSE(progress().passed);  // the challenge is a match
  key(*app, SDLK_RETURN);          // Next: the challenge
  key(*app, SDLK_RETURN);          // Play
  app->step();
  REQUIRE(top_name(*app) == "play");
  const MatchSetup& setup = top_as<PlayScene>(*app).setup();
  CHECK(setup.level == "hard");
  CHECK(setup.first == FirstMover::Computer);
  CHECK(setup.lesson_wins == 3);
  CHECK(setup.lesson_without_hints);
  CHECK_FALSE(setup.learning_mode);
  CHECK(top_as<PlayScene>(*app).match().position_at(0) == Heaps{1, 3, 5, 7});
}
