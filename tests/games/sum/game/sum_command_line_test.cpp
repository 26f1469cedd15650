// A sum chosen on the command line: 2 to 4 parts, each one its own board shows.
#include <catch2/catch.hpp>

#include <string>
#include <string_view>
#include <vector>

#include "app/options.hpp"
#include "scenes/initial_scene.hpp"

using namespace marienbad::app;

namespace {

marienbad::Status check_sum_line(std::vector<std::string_view> args) {
  auto options = parse_options(args);
  REQUIRE(options.ok());
  return check_command_line_game(options.value());
}

// Each command line with the reason its refusal gives.
void check_refused_sum(
    const std::vector<std::pair<std::vector<std::string_view>, std::string>>& bad) {
  for (const auto& [args, reason] : bad) {
    INFO(reason);
    const auto status = check_sum_line(args);
    REQUIRE_FALSE(status.ok());
    CHECK_THAT(status.error(), Catch::Contains(reason));
  }
}

}  // namespace

TEST_CASE("command line: sum starts the boards can show pass, others are refused") {
  CHECK(check_sum_line({"--variant", "sum", "--component", "nim:1,3,5", "--component",
                        "wythoff:3,5", "--normal"})
            .ok());
  check_refused_sum({
      {{"--variant", "sum", "--component", "nim:1,3"}, "2 to 4 parts"},
      {{"--variant", "sum", "--component", "nim:1", "--component", "nim:1", "--component", "nim:1",
        "--component", "nim:1", "--component", "nim:1"},
       "2 to 4 parts"},
      {{"--variant", "sum", "--component", "nim:16", "--component", "nim:1"},
       "part 1: a row has too many matches"},
      {{"--variant", "sum", "--component", "wythoff:0,0", "--component", "nim:0"},
       "already finished"},
      {{"--variant", "sum", "--component", "subtraction:5:0,1", "--component", "nim:1"}, "part 1"},
  });
}
