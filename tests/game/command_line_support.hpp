#pragma once
// The game chosen on the command line, checked as main() checks it before the window opens.
#include <catch2/catch.hpp>

#include <string>
#include <string_view>
#include <vector>

#include "app/options.hpp"
#include "scenes/initial_scene.hpp"

namespace marienbad::app::test {

// The command line parses; whether the boards can show its game.
inline Status check_command_line(std::vector<std::string_view> args) {
  auto options = parse_options(args);
  REQUIRE(options.ok());
  return check_command_line_game(options.value());
}

// Each command line is refused, the message giving its reason.
inline void check_refused_command_lines(
    const std::vector<std::pair<std::vector<std::string_view>, std::string>>& bad) {
  for (const auto& [args, reason] : bad) {
    INFO(reason);
    const auto status = check_command_line(args);
    REQUIRE_FALSE(status.ok());
    CHECK_THAT(status.error(), Catch::Contains(reason));
  }
}

}  // namespace marienbad::app::test
