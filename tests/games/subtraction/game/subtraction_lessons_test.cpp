// Lesson 1 (21, take 1 to 3) with the keyboard: from the menu to its challenge, its first game.
#include <catch2/catch.hpp>

#include "app/settings.hpp"
#include "lesson_test_support.hpp"
#include "scenes/lesson_catalogue.hpp"
#include "scenes/main_menu.hpp"
#include "scenes/play_scene.hpp"
#include "test_app.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

TEST_CASE("lessons: lesson 1 with the keyboard, from the menu to the challenge") {
  TempDir home("lessons");
  auto app = start_on_menu(home, {800, 600});
  auto& menu = top_as<MainMenuScene>(*app);
  click(*app, menu.button_rect(MainMenuScene::kLessons).center());
  app->step();
  REQUIRE(top_name(*app) == "lessons");
  key(*app, SDLK_RETURN);  // the first lesson has the focus
  app->step();
  REQUIRE(top_name(*app) == "lesson");
  key(*app, SDLK_RETURN);  // step 1: Next
  const Lesson& lesson = lessons().front();
  CHECK(app->context().statistics().lessons.at(std::string(lesson.id)).steps == 1);
  // Step 2: colour 0 … 21; one wrong answer first (0 does not win).
  key(*app, SDLK_2);
  CHECK(app->context().statistics().lessons.at(std::string(lesson.id)).steps == 1);
  const SubtractionGame game = SubtractionGame::make(lesson.set).value();
  for (Count heap = 0; heap <= lesson.colour_up_to; ++heap) {
    key(*app, game.outcome({heap}) == Outcome::P ? SDLK_1 : SDLK_2);
  }
  CHECK(app->context().statistics().lessons.at(std::string(lesson.id)).steps == 2);
  key(*app, SDLK_RETURN);  // Next: the pattern
  key(*app, SDLK_RETURN);  // Next: the challenge
  CHECK(app->context().statistics().lessons.at(std::string(lesson.id)).steps == 3);
  key(*app, SDLK_RETURN);  // Play the challenge
  app->step();
  REQUIRE(top_name(*app) == "play");
  auto& play = top_as<PlayScene>(*app);
  CHECK(play.setup().lesson == lesson.id);
  CHECK(play.setup().level == "perfect");
  CHECK(play.match().position() == lesson.challenge_start);
  // The progress is in the statistics file.
  const auto saved = read_text(home.path() / std::string(kStatisticsFile));
  CHECK(saved.find("\"twenty-one\"") != std::string::npos);
}

TEST_CASE("lessons: lesson 1 offers a first game against medium that counts for nothing") {
  TempDir home("lesson-try");
  auto app = open_lesson(home, {800, 600}, 1);
  REQUIRE(app);
  key(*app, SDLK_TAB);     // from Next to "Try a game first"
  key(*app, SDLK_RETURN);  // play it
  app->step();
  REQUIRE(top_name(*app) == "play");
  const MatchSetup& setup = top_as<PlayScene>(*app).setup();
  CHECK(setup.level == "medium");
  CHECK(setup.lesson == "twenty-one");  // in the lesson's frame...
  CHECK_FALSE(setup.lesson_challenge);  // ...but not its challenge: counted nowhere
  CHECK(top_as<PlayScene>(*app).in_lesson());
  CHECK(top_as<PlayScene>(*app).match().position_at(0) == Heaps{21});
}
