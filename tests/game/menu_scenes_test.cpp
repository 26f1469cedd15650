// The menu scenes driven headless: main menu (Continue), setup (remembered choices,
// keyboard, validation), settings, statistics (reset with confirmation), rules.
#include <catch2/catch.hpp>

#include <fstream>

#include <string>

#include "boards/game_table.hpp"
#include "boards/start_editor.hpp"
#include "marienbad/player.hpp"
#include "scenes/confirm_dialog.hpp"
#include "scenes/main_menu.hpp"
#include "scenes/play_scene.hpp"
#include "scenes/rules_scene.hpp"
#include "scenes/settings_scene.hpp"
#include "scenes/setup_scene.hpp"
#include "scenes/statistics_scene.hpp"
#include "test_app.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

namespace {

SetupScene& open_setup(App& app, GameKind kind) {
  app.scenes().push(make_setup_scene(app.context(), kind));
  app.step();
  return top_as<SetupScene>(app);
}

}  // namespace

TEST_CASE("menu: Continue is enabled only with a kept match, and resumes it") {
  TempDir home("menu-continue");
  auto app = start_on_menu(home, {960, 540});
  auto& menu = top_as<MainMenuScene>(*app);
  CHECK_FALSE(menu.button_enabled(MainMenuScene::kContinue));

  MatchSetup setup = default_setup(GameKind::Subtraction);
  setup.level = "easy";
  auto match = make_match(setup, 5);
  REQUIRE(match.ok());
  REQUIRE(match.value().play_text("2").ok());
  save_unfinished_match(app->context(), saved_match_to_text(match.value(), setup));
  // The menu looks again whenever it becomes the top (e.g. back from a board).
  menu.enter();
  app->step();
  CHECK(menu.button_enabled(MainMenuScene::kContinue));
  push_click(static_cast<int>(menu.button_rect(MainMenuScene::kContinue).center().x),
             static_cast<int>(menu.button_rect(MainMenuScene::kContinue).center().y));
  app->step();
  auto& play = top_as<PlayScene>(*app);
  CHECK(play.match().serialize() == match.value().serialize());
  CHECK(play.setup().level == "easy");
}

TEST_CASE(
    "setup: Play over an unfinished match asks, keeping it keeps Continue, abandoning counts") {
  TempDir home("setup-discard");
  auto app = start_on_menu(home, {960, 540});
  MatchSetup setup = default_setup(GameKind::Subtraction);
  setup.level = "easy";
  auto match = make_match(setup, 5);
  REQUIRE(match.ok());
  REQUIRE(match.value().play_text("2").ok());  // the person has moved
  save_unfinished_match(app->context(), saved_match_to_text(match.value(), setup));

  SetupScene& nim = open_setup(*app, GameKind::Nim);
  CHECK(nim.play());
  app->step();
  REQUIRE(app->scenes().top()->name() == "confirm");
  key(*app, SDLK_ESCAPE);  // keep it
  CHECK(app->scenes().top() == &nim);
  CHECK(load_unfinished_match(app->context()));
  CHECK(nim.play());
  app->step();
  key(*app, SDLK_RIGHT);
  key(*app, SDLK_RETURN);  // abandon it
  app->step();
  auto& play = top_as<PlayScene>(*app);
  CHECK(play.setup().kind == GameKind::Nim);
  CHECK(app->context().statistics().get("subtraction", "easy").abandoned == 1);
  CHECK(app->context().statistics().get("subtraction", "easy").played == 0);
  // The file now holds nothing of the old match (the new one is kept when it is left).
  const auto kept = load_unfinished_match(app->context());
  CHECK((!kept || kept->setup.kind == GameKind::Nim));
}

TEST_CASE("setup: a click on the small Dornim board chooses that square") {
  TempDir home("setup-dornim-click");
  auto app = start_on_menu(home, {960, 540});
  SetupScene& setup = open_setup(*app, GameKind::Wythoff);
  app->step();
  const Rect board = setup.start_editor().clickable_area();
  REQUIRE(board.w > 20);
  const Count n = setup.current_setup().board_size;
  const float cell = board.w / static_cast<float>(n);
  // The square (3, 5): column 3 from the left, row 5 from the bottom.
  push_click(static_cast<int>(board.x + 3.5f * cell),
             static_cast<int>(board.bottom() - 5.5f * cell));
  app->step();
  CHECK(setup.current_setup().start == Heaps{3, 5});
  // The corner is not a start: a click there changes nothing.
  push_click(static_cast<int>(board.x + 0.5f * cell),
             static_cast<int>(board.bottom() - 0.5f * cell));
  app->step();
  CHECK(setup.current_setup().start == Heaps{3, 5});
}

TEST_CASE("menu: a game opens its setup in one click, each game its own") {
  TempDir home("menu-games");
  auto app = start_on_menu(home, {960, 540});
  auto& menu = top_as<MainMenuScene>(*app);
  for (auto [id, kind] :
       {std::pair{MainMenuScene::game_button(GameKind::Nim), GameKind::Nim},
        std::pair{MainMenuScene::game_button(GameKind::Subtraction), GameKind::Subtraction},
        std::pair{MainMenuScene::game_button(GameKind::Wythoff), GameKind::Wythoff},
        std::pair{MainMenuScene::game_button(GameKind::Kayles), GameKind::Kayles}}) {
    const Point p = menu.button_rect(id).center();
    push_click(static_cast<int>(p.x), static_cast<int>(p.y));
    app->step();
    auto& setup = top_as<SetupScene>(*app);
    CHECK(setup.current_setup().kind == kind);
    // Without remembered choices: the standard game (engine's standard start).
    auto game = Game::make(kind, setup.current_setup().rule, setup.current_setup().set);
    REQUIRE(game.ok());
    if (kind != GameKind::Wythoff)
      CHECK(setup.current_setup().start == game.value().standard_start());
    key(*app, SDLK_ESCAPE);
    CHECK(app->scenes().top() == &menu);
  }
}

TEST_CASE("setup: arrows change the level through every level, in the registry's order") {
  TempDir home("setup-levels");
  auto app = start_on_menu(home, {960, 540});
  auto& setup = open_setup(*app, GameKind::Nim);
  key(*app, SDLK_DOWN);  // opponent -> difficulty
  for (int i = 0; i < 10; ++i) key(*app, SDLK_LEFT);
  const auto names = level_names();
  CHECK(setup.current_setup().level == names.front());
  for (std::size_t i = 1; i < names.size(); ++i) {
    key(*app, SDLK_RIGHT);
    CHECK(setup.current_setup().level == names[i]);
  }
  key(*app, SDLK_RIGHT);  // stays at the strongest
  CHECK(setup.current_setup().level == names.back());
}

TEST_CASE("setup: the choices are remembered per game and restored") {
  TempDir home("setup-remember");
  {
    auto app = start_on_menu(home, {960, 540});
    auto& setup = open_setup(*app, GameKind::Nim);
    key(*app, SDLK_DOWN);   // difficulty
    key(*app, SDLK_RIGHT);  // one level up
    const std::string level = setup.current_setup().level;
    key(*app, SDLK_DOWN);   // who starts
    key(*app, SDLK_RIGHT);  // the computer
    key(*app, SDLK_DOWN);   // rule
    key(*app, SDLK_RIGHT);  // misère -> normal
    key(*app, SDLK_DOWN);   // learning mode
    key(*app, SDLK_DOWN);   // start
    key(*app, SDLK_RIGHT);  // 3-5-7-9
    CHECK(setup.current_setup().start == Heaps{3, 5, 7, 9});
    CHECK(setup.current_setup().first == FirstMover::Computer);
    CHECK(setup.current_setup().rule == Rule::Normal);
    key(*app, SDLK_RETURN);
    CHECK(app->scenes().top()->name() == "play");
    // A restart reads the settings file again.
    app.reset();
    auto again = start_on_menu(home, {960, 540});
    auto& restored = open_setup(*again, GameKind::Nim);
    CHECK(restored.current_setup().level == level);
    CHECK(restored.current_setup().first == FirstMover::Computer);
    CHECK(restored.current_setup().rule == Rule::Normal);
    CHECK(restored.current_setup().start == Heaps{3, 5, 7, 9});
    // Another game keeps its own defaults.
    auto& other = open_setup(*again, GameKind::Subtraction);
    CHECK(other.current_setup().start == Heaps{21});
  }
}

TEST_CASE("setup: an empty subtraction set is refused with a message, not started") {
  TempDir home("setup-empty-set");
  auto app = start_on_menu(home, {960, 540});
  app->context().settings().last_setup["subtraction"] = {
      .start = 1, .heap = 30, .set = std::vector<std::uint64_t>{}};
  auto& setup = open_setup(*app, GameKind::Subtraction);
  CHECK(setup.current_setup().set.empty());
  key(*app, SDLK_RETURN);
  CHECK(app->scenes().top() == &setup);
  CHECK_FALSE(setup.message().empty());
  // Digits toggle amounts on the set row: start, heap, then the set.
  for (int i = 0; i < 7; ++i) key(*app, SDLK_DOWN);
  key(*app, SDLK_1);
  key(*app, SDLK_3);
  key(*app, SDLK_4);
  CHECK(setup.current_setup().set == std::vector<Count>{1, 3, 4});
  CHECK(setup.problem().empty());
  key(*app, SDLK_RETURN);
  auto& play = top_as<PlayScene>(*app);
  CHECK(play.match().game().parameter() == std::vector<Count>{1, 3, 4});
  CHECK(play.match().start() == Heaps{30});
}

TEST_CASE("setup: custom Marienbad rows stay within 1..8 rows of 1..15 matches") {
  TempDir home("setup-rows");
  auto app = start_on_menu(home, {960, 540});
  app->context().settings().last_setup["nim"] = {.start = 2};
  auto& setup = open_setup(*app, GameKind::Nim);
  for (int i = 0; i < 6; ++i)
    key(*app, SDLK_DOWN);  // five general rows, the start, the number of rows
  for (int i = 0; i < 12; ++i) key(*app, SDLK_RIGHT);
  CHECK(setup.current_setup().start.size() == 8);
  for (int i = 0; i < 12; ++i) key(*app, SDLK_LEFT);
  REQUIRE(setup.current_setup().start.size() == 1);
  key(*app, SDLK_DOWN);  // row 1
  for (int i = 0; i < 20; ++i) key(*app, SDLK_RIGHT);
  CHECK(setup.current_setup().start == Heaps{15});
  for (int i = 0; i < 20; ++i) key(*app, SDLK_LEFT);
  CHECK(setup.current_setup().start == Heaps{1});
  CHECK(setup.problem().empty());
}

TEST_CASE("setup: a Dornim square must be on the board and not the corner") {
  TempDir home("setup-square");
  auto app = start_on_menu(home, {960, 540});
  app->context().settings().last_setup["wythoff"] = {.start = 1, .x = 0, .y = 0};
  auto& setup = open_setup(*app, GameKind::Wythoff);
  CHECK(setup.current_setup().start == Heaps{0, 0});
  CHECK_FALSE(setup.problem().empty());  // the corner: the game would already be over
  key(*app, SDLK_RETURN);
  CHECK(app->scenes().top() == &setup);
  // A remembered square off the board is not restored.
  app->context().settings().last_setup["wythoff"] = {.start = 1, .board = 8, .x = 9};
  auto& second = open_setup(*app, GameKind::Wythoff);
  CHECK(second.current_setup().start[0] < 8);
}

TEST_CASE("setup: a damaged remembered setup falls back to the defaults") {
  TempDir home("setup-damaged");
  // Values of the right type but out of range, and (issue #10, defect 1) values of the wrong
  // type, which once threw from the setup page on every visit.
  std::ofstream(home.path() / "settings.json") << R"({"last_setup": {"nim": {
      "level": "grandmaster", "rows": [0, 99, "x"], "start": -3, "rule": 7,
      "opponent": 5, "first": ["human"], "learning": "yes"},
      "subtraction": "a string", "wythoff": {"x": {"y": 1}, "board": 3.5}}})";
  auto app = start_on_menu(home, {960, 540});
  auto& setup = open_setup(*app, GameKind::Nim);
  const MatchSetup standard = default_setup(GameKind::Nim);
  CHECK(setup.current_setup().level == standard.level);
  CHECK(setup.current_setup().rule == standard.rule);
  CHECK(setup.current_setup().start == standard.start);
  CHECK(setup.current_setup().opponent == standard.opponent);
  CHECK(setup.current_setup().first == standard.first);
  key(*app, SDLK_ESCAPE);
  auto& subtraction = open_setup(*app, GameKind::Subtraction);
  CHECK(subtraction.current_setup().start == default_setup(GameKind::Subtraction).start);
  key(*app, SDLK_ESCAPE);
  auto& wythoff = open_setup(*app, GameKind::Wythoff);
  CHECK(wythoff.current_setup().board_size == default_setup(GameKind::Wythoff).board_size);
}

TEST_CASE("settings: language switches at once, volume and speed are saved") {
  TempDir home("settings");
  auto app = start_on_menu(home, {960, 540});
  app->scenes().push(std::make_unique<SettingsScene>(app->context()));
  app->step();
  const app::Language before = app->context().strings().language();
  key(*app, SDLK_RIGHT);  // the first row: language
  CHECK(app->context().strings().language() != before);
  key(*app, SDLK_DOWN);  // volume
  const int volume = app->context().settings().volume;
  key(*app, SDLK_LEFT);
  CHECK(app->context().settings().volume == std::max(0, volume - 10));
  CHECK(app->context().sound().volume() == app->context().settings().volume);
  key(*app, SDLK_DOWN);  // sound
  key(*app, SDLK_RIGHT);
  CHECK(app->context().sound().muted());
  key(*app, SDLK_DOWN);  // animation speed
  key(*app, SDLK_RIGHT);
  CHECK(app->context().settings().animation_speed > 1.0);
  PlayerFiles files(home.path(), false);
  const auto saved = load_settings(files);
  CHECK(saved.problems.empty());
  CHECK(saved.value.volume == app->context().settings().volume);
  CHECK(saved.value.muted);
  CHECK(saved.value.animation_speed == app->context().settings().animation_speed);
  CHECK(saved.value.language == app->context().strings().language());
  key(*app, SDLK_ESCAPE);
  CHECK(app->scenes().top()->name() == "main-menu");
}

TEST_CASE("statistics: reset asks first, No keeps, Yes erases") {
  TempDir home("stats");
  auto app = start_on_menu(home, {960, 540});
  app->context().statistics().record("nim", "hard", true, false);
  app->context().statistics().record("wythoff", "easy", false, true);
  app->scenes().push(std::make_unique<StatisticsScene>(app->context()));
  app->step();
  auto& stats = top_as<StatisticsScene>(*app);
  key(*app, SDLK_RIGHT);
  CHECK(stats.shown() == GameKind::Subtraction);
  key(*app, SDLK_TAB);  // Back -> Reset
  key(*app, SDLK_RETURN);
  REQUIRE(stats.confirming());
  key(*app, SDLK_RETURN);  // "No" has the focus
  CHECK_FALSE(stats.confirming());
  CHECK(app->context().statistics().entries.size() == 2);
  key(*app, SDLK_RETURN);  // Reset again
  REQUIRE(stats.confirming());
  key(*app, SDLK_RIGHT);  // -> Yes
  key(*app, SDLK_RETURN);
  CHECK(app->context().statistics().entries.empty());
  PlayerFiles files(home.path(), false);
  const auto saved = load_statistics(files, lesson_bounds());
  CHECK(saved.value.entries.empty());
}

TEST_CASE("rules: tabs switch games, F1 from a setup opens that game's rules") {
  TempDir home("rules");
  auto app = start_on_menu(home, {960, 540});
  open_setup(*app, GameKind::Wythoff);
  key(*app, SDLK_F1);
  auto& rules = top_as<RulesScene>(*app);
  CHECK(rules.shown() == GameKind::Wythoff);
  // → walks the tabs in menu order, and past the last comes back to the first.
  const std::size_t count = all_game_entries().size();
  for (std::size_t step = 1; step <= count - game_index(GameKind::Wythoff); ++step) {
    key(*app, SDLK_RIGHT);
    CHECK(rules.shown() == game_at(game_index(GameKind::Wythoff) + step));
  }
  CHECK(rules.shown() == GameKind::Nim);
  key(*app, SDLK_2);
  CHECK(rules.shown() == GameKind::Subtraction);
  key(*app, SDLK_ESCAPE);
  CHECK(app->scenes().top()->name() == "setup");
}

TEST_CASE("menu scenes draw in both languages at a small size without errors") {
  TempDir home("menu-draw");
  Options options;
  options.size = WindowSize{800, 500};
  auto app = make_app(home.path(), options);
  REQUIRE(app);
  for (app::Language language : {app::Language("en"), app::Language("fr")}) {
    app->context().set_language(language);
    app->scenes().reset(std::make_unique<MainMenuScene>(app->context()));
    app->step();
    for (GameKind kind :
         {GameKind::Nim, GameKind::Subtraction, GameKind::Wythoff, GameKind::Kayles}) {
      app->scenes().push(make_setup_scene(app->context(), kind));
      app->scenes().push(make_rules_scene(app->context(), kind));
      app->step();
      app->scenes().pop();
      app->scenes().pop();
      app->step();
    }
    app->scenes().push(std::make_unique<SettingsScene>(app->context()));
    app->scenes().push(std::make_unique<StatisticsScene>(app->context()));
    app->step();
    CHECK(app->scenes().top()->name() == "statistics");
  }
}

TEST_CASE("the question before a new match says what becomes of the old one") {
  TempDir home("discard-questions");
  Options options;
  options.language = Language("en");
  auto app = make_app(home.path(), options);
  REQUIRE(app);
  const auto question = [&](const MatchSetup& setup) {
    auto dialog = make_discard_dialog(app->context(), setup, [] {});
    return dynamic_cast<ConfirmDialog&>(*dialog).question();
  };
  MatchSetup computer = default_setup(GameKind::Nim);
  CHECK(question(computer).find("counts as abandoned") != std::string::npos);
  CHECK(question(computer).find("for Continue") != std::string::npos);
  MatchSetup person = computer;  // kept for Continue, counted nowhere
  person.opponent = Opponent::SecondPerson;
  CHECK(question(person).find("counts as abandoned") == std::string::npos);
  CHECK(question(person).find("for Continue") != std::string::npos);
  MatchSetup lesson = computer;  // neither kept nor counted
  lesson.lesson = "packets";
  CHECK(question(lesson).find("counts nowhere") != std::string::npos);
  CHECK(question(lesson).find("for Continue") == std::string::npos);
  MatchSetup bot = computer;
  bot.bot = BotEntry{"Random bot", "python3 random_bot.py"};
  CHECK(question(bot).find("neither kept for Continue nor counted") != std::string::npos);
  CHECK(question(bot).find("counts as abandoned") == std::string::npos);
}
