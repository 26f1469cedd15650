// Marienbad chosen on the command line: what its board shows passes, the rest is refused.
#include <catch2/catch.hpp>

#include <string>
#include <string_view>
#include <vector>

#include "app/options.hpp"
#include "scenes/initial_scene.hpp"

using namespace marienbad::app;

namespace {

marienbad::Status check_nim_line(std::vector<std::string_view> args) {
  auto options = parse_options(args);
  REQUIRE(options.ok());
  return check_command_line_game(options.value());
}

// Each command line with the reason its refusal gives.
void check_refused_nim(
    const std::vector<std::pair<std::vector<std::string_view>, std::string>>& bad) {
  for (const auto& [args, reason] : bad) {
    INFO(reason);
    const auto status = check_nim_line(args);
    REQUIRE_FALSE(status.ok());
    CHECK_THAT(status.error(), Catch::Contains(reason));
  }
}

}  // namespace

TEST_CASE("command line: nim starts the boards can show pass, others are refused") {
  CHECK(check_nim_line({"--variant", "marienbad"}).ok());
  CHECK(check_nim_line({"--variant", "nim", "--rows", "15,15,15,15,15,15,15,15", "--misere"}).ok());
  check_refused_nim({
      {{"--variant", "marienbad", "--heaps", "9223372036854775807"}, "too many matches"},
      {{"--variant", "marienbad", "--rows", "1,1,1,1,1,1,1,1,1"}, "too many rows"},
      {{"--demo", "--heaps", "99"}, "too many matches"},
  });
}
