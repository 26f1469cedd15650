#pragma once
// What the lessons' tests share: a lesson opened as `--scene lesson --lesson N` does, and a
// kernel step followed with the keyboard to the lesson's challenge.
#include <catch2/catch.hpp>

#include <cstddef>
#include <memory>
#include <string>

#include "marienbad/game_graph.hpp"
#include "scenes/initial_scene.hpp"
#include "scenes/lesson_catalogue.hpp"
#include "scenes/play_scene.hpp"
#include "test_app.hpp"

namespace marienbad::app::test {

// `--scene lesson --lesson N` at a size, its first frame drawn.
inline std::unique_ptr<App> open_lesson(const TempDir& home, WindowSize size, std::size_t number) {
  Options options;
  options.size = size;
  options.scene = "lesson";
  options.lesson = number;
  // The words checked are English: the language asked, not what an earlier case in the same
  // process left in the environment (the game sets LANGUAGE for gettext).
  options.language = Language("en");
  auto app = make_app(home.path(), options);
  if (!app) return app;
  push_initial_scenes(app->context());
  app->step();
  return app;
}

// Lesson `number`, whose second step is a kernel to pick, with the keyboard: Check with nothing
// picked is wrong and not counted, the kernel picked (→ to each node, 1 on those of the kernel)
// counts the step; then Next to the challenge, whose match starts as the lesson says.
inline void pick_the_kernel_then_play(std::size_t number) {
  TempDir home("lesson-kernel");
  auto app = open_lesson(home, {1280, 720}, number);
  REQUIRE(app);
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

}  // namespace marienbad::app::test
