// A game chosen on the command line must be one the boards can show and the engine
// accepts: main() refuses anything else with exit 2 before the window opens. Each game's own
// starts and refusals: tests/games/ID/game/ID_command_line_test.cpp.
#include <catch2/catch.hpp>

#include <string>
#include <string_view>
#include <vector>

#include "app/options.hpp"
#include "scenes/initial_scene.hpp"
#include "session/game_rules.hpp"

using namespace marienbad;
using namespace marienbad::app;

namespace {

Status check(std::vector<std::string_view> args) {
  auto options = parse_options(args);
  REQUIRE(options.ok());
  return check_command_line_game(options.value());
}

}  // namespace

TEST_CASE("command line: every game of the window passes with its defaults, each rule") {
  CHECK(check({}).ok());
  CHECK(check({"--demo"}).ok());
  for (const GameRules* rules : all_game_rules()) {
    const GameInfo& info = game_info(rules->kind);
    INFO(info.id);
    CHECK(check({"--variant", info.id}).ok());
    CHECK(check({"--variant", info.id, "--normal"}).ok());
    if (info.misere && !rules->normal_only) CHECK(check({"--variant", info.id, "--misere"}).ok());
  }
}
