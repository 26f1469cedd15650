// A learner through every lesson (issue #30): each step finished with the keyboard, the
// challenge lost then won inside the lesson's frame (its own card, Retry, Next lesson), the
// first game and Esc back to the lesson; the main menu is never reached by surprise, the
// list counts each lesson done, and no lesson game lands in the statistics or last games.
#include <algorithm>
#include <optional>

#include <catch2/catch.hpp>

#include "marienbad/analysis.hpp"
#include "marienbad/game_graph.hpp"
#include "marienbad/registry.hpp"
#include "play_test_support.hpp"
#include "scenes/initial_scene.hpp"
#include "scenes/lesson_card.hpp"
#include "scenes/lesson_catalogue.hpp"
#include "scenes/play_scene.hpp"
#include "scenes/scene_factory.hpp"
#include "test_app.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

namespace {

std::vector<std::string> stack_names(App& app) {
  std::vector<std::string> names;
  for (std::size_t i = 0; i < app.scenes().size(); ++i) {
    names.emplace_back(app.scenes().at(i).name());
  }
  return names;
}

// One step finished as a learner would, with the keys its footer gives.
void finish_step(App& app, const Lesson& lesson, const LessonStep& step) {
  switch (step.kind) {
    case StepKind::Read:
    case StepKind::Challenge:
      return;
    case StepKind::Colour: {
      const Game game = lesson.game();
      for (Count heap = 0; heap <= lesson.colour_up_to; ++heap) {
        key(app, game.outcome({heap}) == Outcome::P ? SDLK_1 : SDLK_2);
      }
      return;
    }
    case StepKind::Kernel: {
      const GameGraph graph = build_game_graph(lesson.game(), lesson.graph_start, 200).value();
      for (const GraphNode& node : graph.nodes) {
        key(app, SDLK_RIGHT);
        if (node.kernel) key(app, SDLK_1);
      }
      key(app, SDLK_2);
      return;
    }
    case StepKind::Sum: {
      const DigitalSum sum = digital_sum(Rule::Normal, step.positions.front());
      for (char bit : to_binary(sum.sum, sum.width)) key(app, bit == '1' ? SDLK_1 : SDLK_0);
      key(app, SDLK_RETURN);
      return;
    }
    case StepKind::Move: {
      const Game game = Game::make(lesson.kind, step.rule, lesson.set).value();
      for (const Heaps& position : step.positions) {
        take_with_keys(app, position, game.winning_moves(position).front());
        if (&position != &step.positions.back()) key(app, SDLK_RETURN);
      }
      return;
    }
    case StepKind::Grundy:
      // Each row's value, from the engine, typed with the digit keys the footer gives.
      for (Count pins = 0; pins <= lesson.grundy_up_to; ++pins) {
        const Count value = lesson.game().grundy({pins}).value();
        REQUIRE(value <= 9);
        key(app, static_cast<SDL_Keycode>(SDLK_0 + static_cast<int>(value)));
      }
      return;
    case StepKind::Value:
      // Each picture's value, from the engine, picked with the digit of its choice.
      for (const Heaps& position : step.positions) {
        const Game game = lesson.game();
        const std::string value = game_info(lesson.kind).partisan->value_text(game, position);
        const auto* choice = std::find(kValueChoices.begin(), kValueChoices.end(), value);
        REQUIRE(choice != kValueChoices.end());
        key(app, static_cast<SDL_Keycode>(SDLK_1 + (choice - kValueChoices.begin())));
      }
      return;
    default:
      FAIL("a kind of step this walk does not know how to finish");
  }
}

// Plays the lesson's game on the top play scene to its end: the engine's winning moves, or
// moves that leave the opponent winning (`win` false), then waits for the end's card.
void play_out(App& app, bool win) {
  auto& play = top_as<PlayScene>(app);
  for (int turn = 0; turn < 200 && !play.match().over(); ++turn) {
    for (int i = 0; i < 400 && !play.person_to_move() && !play.match().over(); ++i) app.step(0.1);
    if (play.match().over()) break;
    const Game& game = play.match().game();
    const Heaps position = play.match().position();
    const std::vector<Move> winning = game.winning_moves(position);
    std::optional<Move> move;
    if (win && !winning.empty()) move = winning.front();
    for (Count i = 0; !move && i < game.move_count(position); ++i) {
      const Move m = game.nth_move(position, i);
      if (win || std::find(winning.begin(), winning.end(), m) == winning.end()) move = m;
    }
    if (!move) move = game.nth_move(position, 0);
    REQUIRE(play.session().play(*move).ok());
  }
  for (int i = 0; i < 100 && top_name(app) != "lesson-card"; ++i) app.step(0.1);
  REQUIRE(top_name(app) == "lesson-card");
}

}  // namespace

TEST_CASE("lessons: every lesson walked, its challenge lost then won, never the main menu") {
  TempDir home("lesson-walk");
  Options options;
  options.size = {1280, 720};
  options.scene = "lesson";
  options.lesson = 1;
  auto app = make_app(home.path(), options);
  REQUIRE(app);
  app->context().settings().animation_speed = 4;
  push_initial_scenes(app->context());
  app->step();
  const std::vector<std::string> base = stack_names(*app);
  REQUIRE(base.back() == "lesson");
  const auto progress = [&](const Lesson& lesson) {
    return app->context().statistics().lessons[std::string(lesson.id)];
  };

  // Lesson 1's first game: in the lesson's frame, its own card, Esc back to the lesson.
  key(*app, SDLK_TAB);  // from Next to "Try a game first"
  key(*app, SDLK_RETURN);
  REQUIRE(top_name(*app) == "play");
  CHECK(top_as<PlayScene>(*app).in_lesson());
  CHECK_FALSE(top_as<PlayScene>(*app).setup().lesson_challenge);
  play_out(*app, false);
  key(*app, SDLK_ESCAPE);
  CHECK(stack_names(*app) == base);

  for (std::size_t index = 0; index < lessons().size(); ++index) {
    INFO("lesson " << index + 1);
    const Lesson& lesson = lessons()[index];
    REQUIRE(stack_names(*app) == base);
    for (std::size_t s = 0; s < lesson.steps.size(); ++s) {
      finish_step(*app, lesson, lesson.steps[s]);
      if (lesson.steps[s].kind == StepKind::Challenge) break;
      if (s + 1 == lesson.steps.size()) break;  // no challenge: passed with its last step
      key(*app, SDLK_RETURN);                   // Next
      REQUIRE(top_name(*app) == "lesson");
      CHECK(progress(lesson).steps == s + 1);
    }
    if (!has_challenge(lesson)) {
      CHECK(lesson_done(lesson, progress(lesson)));
      key(*app, SDLK_RETURN);  // Next: back to the list
      CHECK(top_name(*app) == "lessons");
      if (index + 1 < lessons().size()) {
        app->scenes().push(make_lesson_scene(app->context(), index + 1));
        app->step();
      }
      continue;
    }
    // On the challenge step: all but the challenge counted.
    CHECK(steps_done(lesson, progress(lesson)) == lesson.steps.size() - 1);
    CHECK_FALSE(lesson_done(lesson, progress(lesson)));

    // Lost: "Not yet", Esc back to the lesson (not the main menu).
    key(*app, SDLK_RETURN);  // Play the challenge
    REQUIRE(top_name(*app) == "play");
    CHECK(top_as<PlayScene>(*app).in_lesson());
    CHECK(top_as<PlayScene>(*app).setup().lesson_challenge);
    play_out(*app, false);
    if (lesson.challenge_level == "perfect") {
      const LessonCardText text = lesson_card_text(
          app->context(), {index, challenge_setup(lesson), false, false, "", "", std::nullopt});
      CHECK(text.title == app->context().tr("card.not_yet"));
      CHECK_FALSE(progress(lesson).passed);
    }
    key(*app, SDLK_ESCAPE);
    REQUIRE(stack_names(*app) == base);

    // Esc during the match: back to the lesson too.
    key(*app, SDLK_RETURN);
    REQUIRE(top_name(*app) == "play");
    key(*app, SDLK_ESCAPE);
    REQUIRE(stack_names(*app) == base);

    // Won (as many times in a row as it asks, with Retry): passed, Next lesson.
    key(*app, SDLK_RETURN);
    for (std::uint64_t win = 0; win < lesson.challenge_wins && !progress(lesson).passed; ++win) {
      if (win > 0) key(*app, SDLK_RETURN);  // Retry (focused while not passed)
      REQUIRE(top_name(*app) == "play");
      play_out(*app, true);
    }
    REQUIRE(progress(lesson).passed);
    CHECK(lesson_done(lesson, progress(lesson)));
    key(*app, SDLK_RETURN);  // Next lesson, or Back to the lesson after the last one
    CHECK(stack_names(*app) == base);
  }
  // The last lesson's page; Esc: the list, whose every lesson is done.
  key(*app, SDLK_ESCAPE);
  CHECK(top_name(*app) == "lessons");
  for (const Lesson& lesson : lessons()) CHECK(lesson_done(lesson, progress(lesson)));
  // Counted nowhere: no statistics, no last game, nothing to continue.
  CHECK(app->context().statistics().entries.empty());
  CHECK(load_last_games(app->context()).empty());
}
