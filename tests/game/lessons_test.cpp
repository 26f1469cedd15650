// The lessons, headless: the menu opens the list, a lesson is followed with the keyboard
// (Next, the colouring with 1 and 2, a wrong colour explained and not kept), progress is
// saved in the statistics file and shown on the list, Restart starts over, and the
// challenge opens a match against the perfect player.
#include <catch2/catch.hpp>

#include "app/settings.hpp"
#include "marienbad/game_graph.hpp"
#include "scenes/initial_scene.hpp"
#include "scenes/lesson_catalogue.hpp"
#include "scenes/main_menu.hpp"
#include "scenes/play_scene.hpp"
#include "test_app.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

namespace {

std::string top_name(App& app) {
  return std::string(app.scenes().top()->name());
}

}  // namespace

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

TEST_CASE("lessons: the progress file reads back, a bad entry is left out with a reason") {
  Statistics stats;
  stats.lessons["twenty-one"] = {3, true};
  stats.lessons["one-three-four"] = {1, false};
  auto back = statistics_from_text(statistics_to_text(stats));
  REQUIRE(back);
  CHECK(back.value().value == stats);
  CHECK(back.value().problems.empty());
  for (const char* bad : {R"({"lessons": {"Twenty": {"steps": 1}}})",
                          R"({"lessons": {"twenty-one": {"steps": 101}}})",
                          R"({"lessons": {"twenty-one": {"steps": -1}}})",
                          R"({"lessons": {"twenty-one": {"passed": "yes"}}})",
                          R"({"lessons": {"twenty-one": 3}})", R"({"lessons": []})"}) {
    auto parsed = statistics_from_text(bad);
    REQUIRE(parsed);
    CHECK(parsed.value().value.lessons.empty());
    CHECK(parsed.value().problems.size() == 1);
  }
}

TEST_CASE("lessons: the kernel picked with the keyboard, a wrong pick not counted") {
  // Lesson 3 (the graph of 1-2-3) and lesson 4 (the cold squares of the Dornim board).
  const std::size_t number = GENERATE(3, 4);
  TempDir home("lesson-kernel");
  Options options;
  options.size = {1280, 720};
  options.scene = "lesson";
  options.lesson = number;
  auto app = make_app(home.path(), options);
  REQUIRE(app);
  push_initial_scenes(app->context());
  app->step();
  REQUIRE(top_name(*app) == "lesson");
  const Lesson& lesson = lessons().at(number - 1);
  const std::string id(lesson.id);
  key(*app, SDLK_RETURN);  // Next: the kernel step
  key(*app, SDLK_2);       // Check with nothing picked: not the kernel
  CHECK(app->context().statistics().lessons.at(id).steps == 1);
  const GameGraph graph = build_game_graph(lesson.game(), lesson.graph_start, 200).value();
  for (const GraphNode& node : graph.nodes) {
    key(*app, SDLK_RIGHT);
    if (node.kernel) key(*app, SDLK_1);
  }
  key(*app, SDLK_2);  // Check: the kernel
  CHECK(app->context().statistics().lessons.at(id).steps == 2);
  key(*app, SDLK_RETURN);  // Next
  key(*app, SDLK_RETURN);  // Next: the challenge
  key(*app, SDLK_RETURN);  // Play the challenge
  app->step();
  REQUIRE(top_name(*app) == "play");
  CHECK(top_as<PlayScene>(*app).setup().first == lesson.challenge_first);
  CHECK(top_as<PlayScene>(*app).match().position_at(0) == lesson.challenge_start);
}
