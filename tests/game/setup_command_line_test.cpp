// `marienbad --game G ... --scene setup` opens the set-up page on the command line's choices
// (heap, set, rule, rows of Marienbad and Kayles, square, level, first player), in English and in
// French; the page names a bot chosen as the opponent; the learning-mode row says what its value
// does.
#include <catch2/catch.hpp>
#include <string>

#include "app/options.hpp"
#include "bot_test_support.hpp"
#include "scenes/initial_scene.hpp"
#include "scenes/setup_scene.hpp"
#include "test_app.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

namespace {

// The options parsed from a command line, as main() does.
Options parsed(std::vector<std::string_view> args) {
  auto options = parse_options(args);
  REQUIRE(options.ok());
  return options.value();
}

// The set-up page that --scene setup opens, in `language`.
SetupScene& opened(std::unique_ptr<App>& app, const TempDir& home, Options options,
                   const char* language) {
  options.language = Language(language);
  app.reset();  // one App at a time
  app = make_app(home.path(), options);
  REQUIRE(app);
  push_initial_scenes(app->context());
  app->step();
  auto* setup = dynamic_cast<SetupScene*>(app->scenes().top());
  REQUIRE(setup != nullptr);
  return *setup;
}

// The value of the row labelled `label`.
std::string row_value(const SetupScene& setup, const std::string& label) {
  for (const ChoiceRow& row : setup.shown_rows()) {
    if (row.label == label) return row.value;
  }
  return "(no row " + label + ")";
}

}  // namespace

TEST_CASE("setup: --scene setup opens on the command line's heap, set and rule (en, fr)") {
  TempDir home("setup-command-line");
  const Options options = parsed(
      {"--game", "subtraction", "--heaps", "15", "--set", "1,3,4", "--misere", "--scene", "setup"});
  std::unique_ptr<App> app;
  {
    SetupScene& setup = opened(app, home, options, "en");
    const MatchSetup chosen = setup.current_setup();
    CHECK(chosen.start == Heaps{15});
    CHECK(chosen.set == Heaps{1, 3, 4});
    CHECK(chosen.rule == Rule::Misere);
    CHECK(setup.title_text() == "Subtraction");  // not "Subtraction 21"
    CHECK(setup.tagline_text().find("One heap of 15, take 1, 3 or 4") != std::string::npos);
    CHECK(row_value(setup, "Rule") == "Misère");
    CHECK(row_value(setup, "Heap") == "15");
    CHECK(setup.problem().empty());
  }
  {
    SetupScene& setup = opened(app, home, options, "fr");
    CHECK(setup.current_setup().start == Heaps{15});
    CHECK(setup.current_setup().set == Heaps{1, 3, 4});
    CHECK(setup.tagline_text().find("15") != std::string::npos);
    CHECK(setup.tagline_text().find("21") == std::string::npos);
    CHECK(row_value(setup, "Règle") == "Misère");
  }
}

TEST_CASE("setup: the command line's rows, square, level and first player") {
  TempDir home("setup-command-line-more");
  std::unique_ptr<App> app;
  {
    SetupScene& setup = opened(app, home,
                               parsed({"--game", "nim", "--rows", "2,4,6", "--level", "easy",
                                       "--first", "computer", "--normal", "--scene", "setup"}),
                               "en");
    const MatchSetup chosen = setup.current_setup();
    CHECK(chosen.start == Heaps{2, 4, 6});
    CHECK(chosen.level == "easy");
    CHECK(chosen.first == FirstMover::Computer);
    CHECK(chosen.rule == Rule::Normal);
  }
  {
    // Kayles' rows, as Marienbad's (each game's start editor reads its own options).
    SetupScene& setup =
        opened(app, home, parsed({"--game", "kayles", "--rows", "2,6", "--scene", "setup"}), "en");
    CHECK(setup.current_setup().start == Heaps{2, 6});
    CHECK(setup.problem().empty());
  }
  {
    // A square beyond the usual board: the board grows to hold it.
    SetupScene& setup = opened(
        app, home, parsed({"--game", "wythoff", "--heaps", "5,11", "--scene", "setup"}), "en");
    const MatchSetup chosen = setup.current_setup();
    CHECK(chosen.start == Heaps{5, 11});
    CHECK(chosen.board_size >= 12);
    CHECK(setup.problem().empty());
  }
  {
    // Without a start on the command line, the remembered one stays (none here: the usual).
    SetupScene& setup =
        opened(app, home, parsed({"--game", "subtraction", "--scene", "setup"}), "en");
    CHECK(setup.current_setup().start == Heaps{21});
    CHECK(setup.current_setup().set == Heaps{1, 2, 3});
  }
}

TEST_CASE("setup: a chosen bot is the opponent shown, not \"the computer\"") {
  TempDir home("setup-bot-opponent");
  Options options;
  options.language = Language("en");
  auto app = make_app(home.path(), options);
  REQUIRE(app);
  app->context().settings().bots = {
      {"Random bot", marienbad::test::example_bot_command("random_bot")}};
  app->scenes().push(std::make_unique<SetupScene>(app->context(), GameKind::Nim));
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
  app->scenes().push(std::make_unique<SetupScene>(app->context(), GameKind::Nim));
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
