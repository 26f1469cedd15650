// The lessons, headless: the menu opens the list, a lesson is followed with the keyboard
// (Next, the colouring with 1 and 2, a wrong colour explained and not kept), progress is
// saved in the statistics file and shown on the list, Restart starts over, and the
// challenge opens a match against the perfect player.
#include <algorithm>

#include <catch2/catch.hpp>

#include "app/settings.hpp"
#include "kayles/kayles.hpp"
#include "marienbad/game_graph.hpp"
#include "play_test_support.hpp"
#include "scenes/confirm_dialog.hpp"
#include "scenes/initial_scene.hpp"
#include "scenes/lesson_catalogue.hpp"
#include "scenes/main_menu.hpp"
#include "scenes/play_scene.hpp"
#include "scenes/scene_factory.hpp"
#include "test_app.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

namespace {

// `--scene lesson --lesson N` at a size, its first frame drawn.
std::unique_ptr<App> open_lesson(const TempDir& home, WindowSize size, std::size_t number) {
  Options options;
  options.size = size;
  options.scene = "lesson";
  options.lesson = number;
  auto app = make_app(home.path(), options);
  if (!app) return app;
  push_initial_scenes(app->context());
  app->step();
  return app;
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
  stats.lessons["digital-sum"] = {5, false, 2};
  auto back = statistics_from_text(statistics_to_text(stats), lesson_bounds());
  REQUIRE(back);
  CHECK(back.value().value == stats);
  CHECK(back.value().problems.empty());
  for (const char* bad : {R"({"lessons": {"Twenty": {"steps": 1}}})",
                          R"({"lessons": {"no-such-lesson": {"steps": 1}}})",
                          R"({"lessons": {"twenty-one": {"steps": -1}}})",
                          R"({"lessons": {"twenty-one": {"passed": "yes"}}})",
                          R"({"lessons": {"digital-sum": {"wins_in_row": -1}}})",
                          R"({"lessons": {"digital-sum": {"wins_in_row": 1.5}}})",
                          R"({"lessons": {"twenty-one": 3}})", R"({"lessons": []})"}) {
    auto parsed = statistics_from_text(bad, lesson_bounds());
    REQUIRE(parsed);
    CHECK(parsed.value().value.lessons.empty());
    CHECK(parsed.value().problems.size() == 1);
  }
}

TEST_CASE("lessons: the kernel picked with the keyboard, a wrong pick not counted") {
  // Lesson 3 (the graph of 1-2-3) and lesson 6 (the cold squares of the Dornim board).
  const std::size_t number = GENERATE(3, 6);
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

TEST_CASE(
    "lessons: New game during a challenge says the old match counts nowhere, and it does not") {
  TempDir home("lesson-new-game");
  auto app = make_app(home.path());
  REQUIRE(app);
  const Lesson& lesson = lessons().front();
  REQUIRE(lesson.challenge_first == FirstMover::Human);
  PlayScene* play = push_play(*app, challenge_setup(lesson));
  wait_for_person(*app, *play);
  REQUIRE(play->session().play(Move{0, 1, false}).ok());
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

TEST_CASE("lessons: lesson 8's numbers are the engine's, its challenge Dawson's chess") {
  const Lesson& lesson = lessons().at(7);
  REQUIRE(lesson.id == "octal");
  const Game game = lesson.game();
  REQUIRE(game.parameter() == std::vector<Count>{0, 1, 3, 7});
  const ValuePeriod period = game_info(game.kind()).period(game).value();
  // "from 52 pins on they repeat every 34 … for every n from 52 to 140 (below 2 × 52 + 34 + 3)"
  const std::string n0 = std::to_string(period.preperiod);
  const std::string p = std::to_string(period.period);
  const Count most_taken = 3;  // the code's digits after the point: 1, 3, 7
  CHECK(period.proven_at == 2 * period.preperiod + period.period + most_taken);
  const Strings english("en");
  const std::string text(english.tr("lesson.octal.period"));
  for (const std::string& said : std::vector<std::string>{
           "from " + n0 + " pins on they repeat every " + p, "g(n + " + p + ") = g(n)",
           "from " + n0 + " to " + std::to_string(period.proven_at - 1),
           "2 × " + n0 + " + " + p + " + " + std::to_string(most_taken),
           std::string("at most 3 pins")}) {
    INFO(said);
    CHECK(text.find(said) != std::string::npos);
  }
  // The challenge's rows, 4, 5 and 7, worth 0 ⊕ 3 ⊕ 1 = 2: won for the learner, who starts.
  CHECK(lesson.challenge_start == Heaps{4, 5, 7});
  CHECK(lesson.challenge_first == FirstMover::Human);
  CHECK(game.grundy(lesson.challenge_start) == 2);
  CHECK(game.outcome(lesson.challenge_start) == Outcome::N);
  const MatchSetup setup = challenge_setup(lesson);
  CHECK(setup.kind == GameKind::Octal);
  CHECK(setup.set == game.parameter());
}
