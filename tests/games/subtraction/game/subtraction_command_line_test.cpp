// The subtraction game chosen on the command line: a heap and a set its board shows.
#include <catch2/catch.hpp>

#include <string>
#include <string_view>
#include <vector>

#include "app/options.hpp"
#include "scenes/initial_scene.hpp"

using namespace marienbad::app;

namespace {

marienbad::Status check_subtraction_line(std::vector<std::string_view> args) {
  auto options = parse_options(args);
  REQUIRE(options.ok());
  return check_command_line_game(options.value());
}

// Each command line with the reason its refusal gives.
void check_refused_subtraction(
    const std::vector<std::pair<std::vector<std::string_view>, std::string>>& bad) {
  for (const auto& [args, reason] : bad) {
    INFO(reason);
    const auto status = check_subtraction_line(args);
    REQUIRE_FALSE(status.ok());
    CHECK_THAT(status.error(), Catch::Contains(reason));
  }
}

}  // namespace

TEST_CASE("command line: subtraction starts the boards can show pass, others are refused") {
  CHECK(check_subtraction_line({"--variant", "subtraction", "--heaps", "100", "--set", "1,3,4,10"})
            .ok());
  check_refused_subtraction({
      {{"--variant", "subtraction", "--heaps", "101"}, "heap is too large"},
      {{"--variant", "subtraction", "--set", "1,11"}, "amount in the set"},
  });
}
