// The set-up page names a bot chosen as the opponent; the learning-mode row says what its value
// does. (What `marienbad --game G … --scene setup` opens on: each game's, in its home.)
#include <catch2/catch.hpp>
#include <string>

#include "app/options.hpp"
#include "boards/game_table.hpp"
#include "bot_test_support.hpp"
#include "scenes/initial_scene.hpp"
#include "scenes/setup_scene.hpp"
#include "setup_command_line_support.hpp"
#include "test_app.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

TEST_CASE("setup: a chosen bot is the opponent shown, not \"the computer\"") {
  TempDir home("setup-bot-opponent");
  Options options;
  options.language = Language("en");
  auto app = make_app(home.path(), options);
  REQUIRE(app);
  app->context().settings().bots = {
      {"Random bot", marienbad::test::example_bot_command("random_bot")}};
  app->scenes().push(
      std::make_unique<SetupScene>(app->context(), all_game_entries().front()->kind));
  app->step();
  auto& setup = dynamic_cast<SetupScene&>(*app->scenes().top());
  CHECK(row_value(setup, "Opponent") == "The computer");
  key(*app, SDLK_RIGHT);  // the next opponent: the bot
  REQUIRE(setup.current_setup().bot);
  CHECK(row_value(setup, "Opponent") == "Random bot");
  bool commanded = false;
  bool levelled = false;
  for (const ChoiceRow& row : setup.shown_rows()) {
    if (row.label == "Opponent") commanded = row.detail.starts_with("Your program plays: python3");
    levelled = levelled || row.label == "Difficulty";
  }
  CHECK(commanded);
  CHECK_FALSE(levelled);  // a bot has no difficulty
}

TEST_CASE("setup: the learning-mode row says what its value does") {
  TempDir home("setup-learning-row");
  Options options;
  options.language = Language("en");
  auto app = make_app(home.path(), options);
  REQUIRE(app);
  app->context().settings().learning_mode = false;
  app->scenes().push(
      std::make_unique<SetupScene>(app->context(), all_game_entries().front()->kind));
  app->step();
  auto& setup = dynamic_cast<SetupScene&>(*app->scenes().top());
  const auto learning = [&] {
    for (const ChoiceRow& row : setup.shown_rows()) {
      if (row.label == "Learning mode") return row;
    }
    return ChoiceRow{};
  };
  REQUIRE(learning().value == "Off");
  CHECK(learning().detail.find("only when you ask") != std::string::npos);
  CHECK(learning().detail.find("stays on") == std::string::npos);
  for (int i = 0; i < 4; ++i) key(*app, SDLK_DOWN);  // opponent, level, first, rule, learning
  key(*app, SDLK_RIGHT);
  REQUIRE(learning().value == "On");
  CHECK(learning().detail.find("stays on") != std::string::npos);
}
