// Bots in the game, headless, whatever the game: Settings › Bots keeps, tests and removes them
// (saved with the settings), refuses what loading the list would refuse, and never holds the
// window. A game's matches against bots are in its home (tests/games/ID/game/
// ID_bot_game_test.cpp).
#include <SDL.h>

#include <spdlog/sinks/ostream_sink.h>
#include <spdlog/spdlog.h>

#include <catch2/catch.hpp>
#include <chrono>
#include <sstream>

#include "app/logging.hpp"
#include "boards/take_controls.hpp"
#include "bot_game_support.hpp"
#include "bot_test_support.hpp"
#include "marienbad/player.hpp"
#include "scenes/bots_scene.hpp"
#include "scenes/initial_scene.hpp"
#include "scenes/play_scene.hpp"
#include "scenes/setup_scene.hpp"
#include "test_app.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

TEST_CASE("bots: keep this run's bot, test its handshake, remove it, saved at once") {
  TempDir home("bots-scene");
  Options options;
  options.language = Language("en");  // the reasons below are the English ones
  options.bot = kRandomBot;
  auto app = make_app(home.path(), options);
  REQUIRE(app);
  app->scenes().push(std::make_unique<BotsScene>(app->context()));
  app->step();
  auto& bots = top_as<BotsScene>(*app);
  bots.keep_run_bot();
  REQUIRE(app->context().settings().bots.size() == 1);
  CHECK(read_text(home.path() / "settings.json").find("random_bot.py") != std::string::npos);
  bots.keep_run_bot();  // once only
  CHECK(app->context().settings().bots.size() == 1);

  app->context().settings().bots[0].name = "Old name";
  bots.test(0);
  CHECK(bots.animating());  // the handshake runs off the frame loop
  REQUIRE(step_until(*app, [&] { return !bots.animating(); }));
  CHECK(bots.status().find("Random bot") != std::string::npos);
  CHECK(app->context().settings().bots[0].name == "Random bot");  // the name it gives

  app->context().settings().bots.push_back({"Missing", "/nonexistent/marienbad-bot"});
  bots.test(1);
  REQUIRE(step_until(*app, [&] { return !bots.animating(); }));
  CHECK(bots.status().find("cannot start") != std::string::npos);

  // Keyboard: the focus starts on the first Test; Tab to its Remove, Enter.
  key(*app, SDLK_TAB);
  key(*app, SDLK_RETURN);
  REQUIRE(app->context().settings().bots.size() == 1);
  CHECK(app->context().settings().bots[0].name == "Missing");
  CHECK(read_text(home.path() / "settings.json").find("random_bot.py") == std::string::npos);
}

TEST_CASE("bots: Keep refuses, with the reason shown, what loading the list would refuse") {
  TempDir home("bots-keep-refused");
  const std::pair<BotEntry, const char*> cases[] = {
      {{"Random bot", "python3 " + std::string(600, 'x') + ".py"}, "at most 512 bytes"},
      {{"PERFECT", kRandomBot.command}, "named like a level (“perfect”)"},
  };
  for (const auto& [run_bot, reason] : cases) {
    INFO(run_bot.name);
    Options options;
    options.language = Language("en");  // the reasons below are the English ones
    options.bot = run_bot;
    auto app = make_app(home.path(), options);
    REQUIRE(app);
    app->scenes().push(std::make_unique<BotsScene>(app->context()));
    app->step();
    auto& bots = top_as<BotsScene>(*app);
    bots.keep_run_bot();
    CHECK(app->context().settings().bots.empty());
    CHECK(bots.status().find("This bot cannot be kept") != std::string::npos);
    CHECK(bots.status().find(reason) != std::string::npos);
  }
}

TEST_CASE("bots: Ctrl+Q while a Test waits on a silent bot closes the window at once") {
  TempDir home("bots-test-quit");
  marienbad::test::BotRecords records;
  auto app = make_app(home.path());
  REQUIRE(app);
  app->context().settings().bots = {{"Silent", marienbad::test::test_bot_command("no-handshake")}};
  app->scenes().push(std::make_unique<BotsScene>(app->context()));
  app->step();
  top_as<BotsScene>(*app).test(0);
  // The bot is running (its pid recorded) and silent: the test waits its 5 s handshake.
  REQUIRE(step_until(*app, [&] { return !records.pids().empty(); }));
  key(*app, SDLK_q, KMOD_CTRL);
  CHECK(app->quit_requested());
  const auto closing = std::chrono::steady_clock::now();
  app.reset();
  CHECK(std::chrono::steady_clock::now() - closing < std::chrono::milliseconds(500));
  for (pid_t pid : records.pids()) CHECK(marienbad::test::is_gone(pid));
}
