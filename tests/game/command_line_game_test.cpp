// A game chosen on the command line must be one the boards can show and the engine
// accepts: main() refuses anything else with exit 2 before the window opens. Each game's own
// starts and refusals: tests/games/ID/game/ID_command_line_test.cpp.
#include <catch2/catch.hpp>

#include <string>
#include <string_view>
#include <vector>

#include "command_line_support.hpp"
#include "session/game_rules.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

TEST_CASE("command line: every game of the window passes with its defaults, each rule") {
  CHECK(check_command_line({}).ok());
  CHECK(check_command_line({"--demo"}).ok());
  for (const GameRules* rules : all_game_rules()) {
    const GameInfo& info = game_info(rules->kind);
    INFO(info.id);
    CHECK(check_command_line({"--variant", info.id}).ok());
    CHECK(check_command_line({"--variant", info.id, "--normal"}).ok());
    if (info.misere && !rules->normal_only)
      CHECK(check_command_line({"--variant", info.id, "--misere"}).ok());
  }
}
