// The lessons' machinery, headless, whatever a lesson's game: the progress file read back,
// Next on a challenge and Restart, the list's grid and its arrows, New game during a
// challenge, and the turn card of every challenge. Each game's own lessons are followed with
// the keyboard in its home, tests/games/ID/game/ID_lessons_test.cpp.
#include <algorithm>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "app/settings.hpp"
#include "play_test_support.hpp"
#include "scenes/confirm_dialog.hpp"
#include "scenes/initial_scene.hpp"
#include "scenes/lesson_catalogue.hpp"
#include "scenes/play_scene.hpp"
#include "scenes/scene_factory.hpp"
#include "test_app.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

TEST_CASE("lessons: the progress file reads back, a bad entry is left out with a reason") {
  // From the catalogue: the first two lessons, and one whose challenge asks for several wins in
  // a row (at() throws when none does), each at counts its bounds keep: the steps before the
  // challenge and passed, one step, every step and the wins one short of passing.
  const Lesson& first = lessons().at(0);
  const Lesson& second = lessons().at(1);
  const auto of_wins = std::find_if(lessons().begin(), lessons().end(),
                                    [](const Lesson& lesson) { return lesson.challenge_wins > 1; });
  const Lesson& wins = lessons().at(static_cast<std::size_t>(of_wins - lessons().begin()));
  const std::string first_id(first.id);
  const std::string second_id(second.id);
  const std::string wins_id(wins.id);
  Statistics stats;
  stats.lessons[first_id] = {first.steps.size() - 1, true};
  stats.lessons[second_id] = {1, false};
  stats.lessons[wins_id] = {wins.steps.size(), false, wins.challenge_wins - 1};
  auto back = statistics_from_text(statistics_to_text(stats), lesson_bounds());
  REQUIRE(back);
  CHECK(back.value().value == stats);
  CHECK(back.value().problems.empty());
  const auto entry = [](const std::string& id, const std::string& value) {
    return R"({"lessons": {")" + id + R"(": )" + value + "}}";
  };
  for (const std::string& bad : std::vector<std::string>{
           R"({"lessons": {"Twenty": {"steps": 1}}})",
           R"({"lessons": {"no-such-lesson": {"steps": 1}}})", entry(first_id, R"({"steps": -1})"),
           entry(first_id, R"({"passed": "yes"})"), entry(wins_id, R"({"wins_in_row": -1})"),
           entry(wins_id, R"({"wins_in_row": 1.5})"), entry(first_id, "3"), R"({"lessons": []})"}) {
    auto parsed = statistics_from_text(bad, lesson_bounds());
    REQUIRE(parsed);
    CHECK(parsed.value().value.lessons.empty());
    CHECK(parsed.value().problems.size() == 1);
  }
}

TEST_CASE("lessons: Next on the challenge does not count it, done only once it is passed") {
  TempDir home("lesson-progress");
  const Lesson& lesson = lessons().at(1);
  const std::string id(lesson.id);
  Options options;
  options.size = {800, 600};
  options.scene = "lessons";
  auto app = make_app(home.path(), options);
  REQUIRE(app);
  // Every step before the challenge finished: the lesson opens on its challenge.
  app->context().statistics().lessons[id].steps = lesson.steps.size() - 1;
  push_initial_scenes(app->context());
  app->step();
  app->scenes().push(make_lesson_scene(app->context(), 1));
  app->step();
  REQUIRE(top_name(*app) == "lesson");
  key(*app, SDLK_TAB);     // from Play the challenge to Next
  key(*app, SDLK_RETURN);  // Next, without playing: back to the list
  CHECK(top_name(*app) == "lessons");
  const LessonProgress progress = app->context().statistics().lessons.at(id);
  CHECK(progress.steps == lesson.steps.size() - 1);
  CHECK(steps_done(lesson, progress) == lesson.steps.size() - 1);
  CHECK_FALSE(lesson_done(lesson, progress));
  // Passed: every step counted, one way for the list and the lesson.
  CHECK(lesson_done(lesson, {lesson.steps.size() - 1, true, 1}));
  // Restart clears the lesson, the challenge too.
  app->context().statistics().lessons[id].passed = true;
  app->scenes().push(make_lesson_scene(app->context(), 1));
  app->step();
  key(*app, SDLK_TAB);
  key(*app, SDLK_TAB);     // Next, then Restart
  key(*app, SDLK_RETURN);  // Restart
  CHECK(app->context().statistics().lessons.at(id) == LessonProgress{});
}

TEST_CASE("lessons: the list reads row by row, numbered, and the arrows move in its grid") {
  TempDir home("lessons-across");
  Options options;
  options.size = {800, 600};  // three columns (the golden screen "lessons")
  options.scene = "lessons";
  auto app = make_app(home.path(), options);
  REQUIRE(app);
  push_initial_scenes(app->context());
  app->step();
  REQUIRE(top_name(*app) == "lessons");
  CHECK(lesson_list_title(app->context(), 3) ==
        "4. " + std::string(app->context().tr(lessons().at(3).title_key)));
  const auto& progress = app->context().statistics().lessons;
  // Opens the focused lesson, counts its first step (which names it), comes back.
  const auto open = [&](std::size_t expected) {
    key(*app, SDLK_RETURN);
    REQUIRE(top_name(*app) == "lesson");
    key(*app, SDLK_RETURN);  // Next: its first step counted
    INFO("lesson " << expected + 1);
    CHECK(progress.count(std::string(lessons().at(expected).id)) == 1);
    key(*app, SDLK_ESCAPE);
    REQUIRE(top_name(*app) == "lessons");
  };
  key(*app, SDLK_RIGHT);  // lesson 1 → lesson 2, beside it on the first row
  key(*app, SDLK_RIGHT);  // lesson 3
  key(*app, SDLK_RIGHT);  // the edge: stays
  open(2);
  key(*app, SDLK_DOWN);  // the row below: lesson 6 under lesson 3
  open(5);
  key(*app, SDLK_LEFT);  // lesson 5, beside it
  open(4);
  key(*app, SDLK_DOWN);  // lesson 8, on the last row
  open(7);
  key(*app, SDLK_UP);
  key(*app, SDLK_UP);
  key(*app, SDLK_UP);  // the top: stays on lesson 2
  open(1);
  CHECK(progress.size() == 5);
}

TEST_CASE(
    "lessons: New game during a challenge says the old match counts nowhere, and it does not") {
  TempDir home("lesson-new-game");
  // The question checked is English: asked, not left in the environment by an earlier case.
  Options options;
  options.language = Language("en");
  auto app = make_app(home.path(), options);
  REQUIRE(app);
  const Lesson& lesson = lessons().front();
  REQUIRE(lesson.challenge_first == FirstMover::Human);
  PlayScene* play = push_play(*app, challenge_setup(lesson));
  wait_for_person(*app, *play);
  // The first of its game's moves from the start (the match goes on).
  REQUIRE(play->session().play(lesson.game().moves(lesson.challenge_start).front()).ok());
  wait_for_person(*app, *play);
  REQUIRE(play->session().worth_keeping());

  push_key(SDLK_n, KMOD_LCTRL);
  app->step();
  auto* dialog = dynamic_cast<ConfirmDialog*>(app->scenes().top());
  REQUIRE(dialog);
  // Neither Continue nor the statistics hear of a lesson's match: the question says so.
  CHECK(dialog->question().find("Continue") == std::string::npos);
  CHECK(dialog->question().find("counts as abandoned") == std::string::npos);
  CHECK(dialog->question().find("counts nowhere") != std::string::npos);
  push_key(SDLK_RIGHT);  // New match
  push_key(SDLK_RETURN);
  app->step();
  app->step();
  auto* fresh = dynamic_cast<PlayScene*>(app->scenes().top());
  REQUIRE(fresh);
  CHECK(fresh != play);
  CHECK(fresh->setup().lesson_challenge);
  CHECK(app->context().statistics().entries.empty());
  const auto& progress = app->context().statistics().lessons;
  const auto found = progress.find(std::string(lesson.id));
  CHECK((found == progress.end() || found->second.wins_in_row == 0));
  CHECK_FALSE(load_unfinished_match(app->context()));
}

// The side panel of every lesson's challenge, the computer thinking and then the person to
// move, in both languages at 1280x720 and 800x600: the turn card holds its words and the
// Moves heading comes below it, apart (a playtest saw "The computer is thinking…" over it).
TEST_CASE("lessons: the challenge's turn card never covers the Moves heading") {
  for (const WindowSize size : {WindowSize{1280, 720}, WindowSize{800, 600}}) {
    for (const char* language : {"en", "fr"}) {
      TempDir home("lesson-turn-card");
      Options options;
      options.size = size;
      options.language = Language(language);
      auto app = make_app(home.path(), options);
      REQUIRE(app);
      for (const Lesson& lesson : lessons()) {
        if (!has_challenge(lesson)) continue;
        for (const FirstMover first : {FirstMover::Computer, FirstMover::Human}) {
          MatchSetup setup = challenge_setup(lesson);
          setup.first = first;
          auto match = make_match(setup, 7);
          REQUIRE(match.ok());
          auto scene = std::make_unique<PlayScene>(app->context(), std::move(match).value(), setup);
          PlayScene& play = *scene;
          app->scenes().push(std::move(scene));
          app->step(0.0);  // drawn, the computer still thinking
          INFO(size.width << "x" << size.height << " " << language << " lesson " << lesson.id
                          << (first == FirstMover::Computer ? ", the computer thinking" : ""));
          REQUIRE(play.person_to_move() == (first == FirstMover::Human));
          const Rect card = play.turn_card();
          const Rect words = play.turn_card_text();
          const Rect heading = play.moves_heading();
          CHECK(words.y >= card.y);
          CHECK(words.bottom() <= card.bottom());
          REQUIRE(heading.h > 0);
          CHECK(heading.y >= card.bottom() + 8);
          app->scenes().pop();
          app->step(0.0);
        }
      }
    }
  }
}
