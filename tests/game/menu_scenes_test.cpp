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
#include "session/game_rules.hpp"
#include "setup_test_support.hpp"
#include "test_app.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

namespace {

Move first_move(const Match& match) {
  return match.game().moves(match.position()).front();
}

}  // namespace

TEST_CASE("menu: Continue is enabled only with a kept match, and resumes it, in every game") {
  for (const GameRules* rules : all_game_rules()) {
    INFO(to_string(rules->kind));
    TempDir home("menu-continue");
    auto app = start_on_menu(home, {960, 540});
    auto& menu = top_as<MainMenuScene>(*app);
    CHECK_FALSE(menu.button_enabled(MainMenuScene::kContinue));

    MatchSetup setup = default_setup(rules->kind);
    setup.level = "easy";
    auto match = make_match(setup, 5);
    REQUIRE(match.ok());
    REQUIRE(match.value().play(first_move(match.value())).ok());
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
}

TEST_CASE(
    "setup: Play over an unfinished match asks, keeping it keeps Continue, abandoning counts") {
  for (const GameRules* rules : all_game_rules()) {
    INFO(to_string(rules->kind));
    TempDir home("setup-discard");
    auto app = start_on_menu(home, {960, 540});
    MatchSetup setup = default_setup(rules->kind);
    setup.level = "easy";
    auto match = make_match(setup, 5);
    REQUIRE(match.ok());
    REQUIRE(match.value().play(first_move(match.value())).ok());  // the person has moved
    const GameKind other = next_game(rules->kind);                // the game Play starts over it
    save_unfinished_match(app->context(), saved_match_to_text(match.value(), setup));

    SetupScene& next = open_setup(*app, other);
    CHECK(next.play());
    app->step();
    REQUIRE(app->scenes().top()->name() == "confirm");
    key(*app, SDLK_ESCAPE);  // keep it
    CHECK(app->scenes().top() == &next);
    CHECK(load_unfinished_match(app->context()));
    CHECK(next.play());
    app->step();
    key(*app, SDLK_RIGHT);
    key(*app, SDLK_RETURN);  // abandon it
    app->step();
    auto& play = top_as<PlayScene>(*app);
    CHECK(play.setup().kind == other);
    CHECK(app->context().statistics().get(statistics_game(setup), "easy").abandoned == 1);
    CHECK(app->context().statistics().get(statistics_game(setup), "easy").played == 0);
    // The file now holds nothing of the old match (the new one is kept when it is left).
    const auto kept = load_unfinished_match(app->context());
    CHECK((!kept || kept->setup.kind == other));
  }
}

TEST_CASE("menu: a game opens its setup in one click, each game its own") {
  TempDir home("menu-games");
  auto app = start_on_menu(home, {960, 540});
  auto& menu = top_as<MainMenuScene>(*app);
  for (const GameRules* rules : all_game_rules()) {
    const GameKind kind = rules->kind;
    const auto id = MainMenuScene::game_button(kind);
    const Point p = menu.button_rect(id).center();
    push_click(static_cast<int>(p.x), static_cast<int>(p.y));
    app->step();
    auto& setup = top_as<SetupScene>(*app);
    CHECK(setup.current_setup().kind == kind);
    // Without remembered choices: the game's standard setup.
    CHECK(setup.current_setup().start == default_setup(kind).start);
    CHECK(setup.current_setup().rule == default_setup(kind).rule);
    key(*app, SDLK_ESCAPE);
    CHECK(app->scenes().top() == &menu);
  }
}

TEST_CASE("setup: arrows change the level through every level, in the registry's order") {
  for (const GameRules* rules : all_game_rules()) {
    INFO(to_string(rules->kind));
    TempDir home("setup-levels");
    auto app = start_on_menu(home, {960, 540});
    auto& setup = open_setup(*app, rules->kind);
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
}

TEST_CASE("setup: a damaged remembered setup falls back to the defaults, in every game") {
  // Values of the right type but out of range, and (issue #10, defect 1) values of the wrong
  // type, which once threw from the setup page on every visit: each game gets one of them.
  const std::string damages[] = {
      R"({"level": "grandmaster", "rows": [0, 99, "x"], "start": -3, "rule": 7,
          "opponent": 5, "first": ["human"], "learning": "yes"})",
      R"("a string")",
      R"({"x": {"y": 1}, "board": 3.5, "heap": -1, "set": [0], "parts": [3]})",
  };
  std::string text = R"({"last_setup": {)";
  const auto games = all_game_rules();
  for (std::size_t i = 0; i < games.size(); ++i) {
    text += (i == 0 ? "\"" : ", \"") + std::string(game_info(games[i]->kind).id) +
            "\": " + damages[i % std::size(damages)];
  }
  TempDir home("setup-damaged");
  std::ofstream(home.path() / "settings.json") << text << "}}";
  auto app = start_on_menu(home, {960, 540});
  for (const GameRules* rules : games) {
    INFO(to_string(rules->kind));
    auto& setup = open_setup(*app, rules->kind);
    const MatchSetup standard = default_setup(rules->kind);
    CHECK(setup.current_setup().level == standard.level);
    CHECK(setup.current_setup().rule == standard.rule);
    CHECK(setup.current_setup().start == standard.start);
    CHECK(setup.current_setup().board_size == standard.board_size);
    CHECK(setup.current_setup().opponent == standard.opponent);
    CHECK(setup.current_setup().first == standard.first);
    key(*app, SDLK_ESCAPE);
  }
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
  const auto games = all_game_rules();
  app->context().statistics().record(game_info(games[0]->kind).id, "hard", true, false);
  app->context().statistics().record(game_info(games[2]->kind).id, "easy", false, true);
  app->scenes().push(std::make_unique<StatisticsScene>(app->context()));
  app->step();
  auto& stats = top_as<StatisticsScene>(*app);
  key(*app, SDLK_RIGHT);
  CHECK(stats.shown() == games[1]->kind);
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
  const GameKind third = game_at(2);  // a game inside the menu, neither end
  open_setup(*app, third);
  key(*app, SDLK_F1);
  auto& rules = top_as<RulesScene>(*app);
  CHECK(rules.shown() == third);
  // → walks the tabs in menu order, and past the last comes back to the first.
  const std::size_t count = all_game_entries().size();
  for (std::size_t step = 1; step <= count - game_index(third); ++step) {
    key(*app, SDLK_RIGHT);
    CHECK(rules.shown() == game_at(game_index(third) + step));
  }
  CHECK(rules.shown() == game_at(0));
  key(*app, SDLK_2);
  CHECK(rules.shown() == game_at(1));
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
    for (const GameRules* rules : all_game_rules()) {
      const GameKind kind = rules->kind;
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
  MatchSetup computer = default_setup(all_game_rules().front()->kind);
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
