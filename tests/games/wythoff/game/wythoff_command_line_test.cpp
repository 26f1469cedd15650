// Dornim chosen on the command line: a start on its board, not finished.
#include <catch2/catch.hpp>

#include <string>
#include <string_view>
#include <vector>

#include "app/options.hpp"
#include "scenes/initial_scene.hpp"

using namespace marienbad::app;

namespace {

marienbad::Status check_wythoff_line(std::vector<std::string_view> args) {
  auto options = parse_options(args);
  REQUIRE(options.ok());
  return check_command_line_game(options.value());
}

// Each command line with the reason its refusal gives.
void check_refused_wythoff(
    const std::vector<std::pair<std::vector<std::string_view>, std::string>>& bad) {
  for (const auto& [args, reason] : bad) {
    INFO(reason);
    const auto status = check_wythoff_line(args);
    REQUIRE_FALSE(status.ok());
    CHECK_THAT(status.error(), Catch::Contains(reason));
  }
}

}  // namespace

TEST_CASE("command line: wythoff starts the boards can show pass, others are refused") {
  CHECK(check_wythoff_line({"--variant", "wythoff", "--heaps", "23,0"}).ok());
  check_refused_wythoff({
      {{"--variant", "wythoff", "--heaps", "24,1"}, "off the board"},
      {{"--variant", "wythoff", "--heaps", "0,0"}, "already finished"},
  });
}
