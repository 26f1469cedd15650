// `marienbad --game wythoff … --scene setup` opens the set-up page on the command line's square.
#include <catch2/catch.hpp>

#include <memory>

#include "setup_command_line_support.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

TEST_CASE("setup: the command line's square, beyond the usual board (Dornim)") {
  TempDir home("setup-command-line-more");
  std::unique_ptr<App> app;
  {
    // A square beyond the usual board: the board grows to hold it.
    SetupScene& setup = opened(
        app, home, parsed({"--game", "wythoff", "--heaps", "5,11", "--scene", "setup"}), "en");
    const MatchSetup chosen = setup.current_setup();
    CHECK(chosen.start == Heaps{5, 11});
    CHECK(chosen.board_size >= 12);
    CHECK(setup.problem().empty());
  }
}
