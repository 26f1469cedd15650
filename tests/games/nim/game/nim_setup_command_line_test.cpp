// `marienbad --game nim … --scene setup` opens the set-up page on the command line's choices.
#include <catch2/catch.hpp>

#include <memory>

#include "setup_command_line_support.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

TEST_CASE("setup: the command line's rows, level, first player and rule (Marienbad)") {
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
}
