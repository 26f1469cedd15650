// `marienbad --game subtraction … --scene setup` opens the set-up page on the command line's
// heap, set and rule, in English and in French.
#include <catch2/catch.hpp>

#include <memory>

#include "setup_command_line_support.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

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

TEST_CASE("setup: without a start on the command line, the usual heap and set (subtraction)") {
  TempDir home("setup-command-line-more");
  std::unique_ptr<App> app;
  {
    // Without a start on the command line, the remembered one stays (none here: the usual).
    SetupScene& setup =
        opened(app, home, parsed({"--game", "subtraction", "--scene", "setup"}), "en");
    CHECK(setup.current_setup().start == Heaps{21});
    CHECK(setup.current_setup().set == Heaps{1, 2, 3});
  }
}
