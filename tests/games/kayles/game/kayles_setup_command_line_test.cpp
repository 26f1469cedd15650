// `marienbad --game kayles … --scene setup` opens the set-up page on the command line's rows.
#include <catch2/catch.hpp>

#include <memory>

#include "setup_command_line_support.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

TEST_CASE("setup: the command line's rows of Kayles") {
  TempDir home("setup-command-line-more");
  std::unique_ptr<App> app;
  {
    // Kayles' rows, as Marienbad's (each game's start editor reads its own options).
    SetupScene& setup =
        opened(app, home, parsed({"--game", "kayles", "--rows", "2,6", "--scene", "setup"}), "en");
    CHECK(setup.current_setup().start == Heaps{2, 6});
    CHECK(setup.problem().empty());
  }
}
