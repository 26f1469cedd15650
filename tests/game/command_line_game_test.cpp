// A game chosen on the command line must be one the boards can show and the engine
// accepts: main() refuses anything else with exit 2 before the window opens.
#include <catch2/catch.hpp>

#include <string>
#include <string_view>
#include <vector>

#include "app/options.hpp"
#include "scenes/initial_scene.hpp"

using namespace marienbad::app;

namespace {

marienbad::Status check(std::vector<std::string_view> args) {
  auto options = parse_options(args);
  REQUIRE(options.ok());
  return check_command_line_game(options.value());
}

}  // namespace

TEST_CASE("command line: playable games pass") {
  CHECK(check({}).ok());
  CHECK(check({"--variant", "marienbad"}).ok());
  CHECK(check({"--variant", "nim", "--rows", "15,15,15,15,15,15,15,15", "--misere"}).ok());
  CHECK(check({"--variant", "subtraction", "--heaps", "100", "--set", "1,3,4,10"}).ok());
  CHECK(check({"--variant", "wythoff", "--heaps", "23,0"}).ok());
  CHECK(check({"--demo"}).ok());
  CHECK(check({"--variant", "sum"}).ok());
  CHECK(check({"--variant", "sum", "--component", "nim:1,3,5", "--component", "wythoff:3,5",
               "--normal"})
            .ok());
}

TEST_CASE("command line: what the boards cannot show is refused with a reason") {
  const std::vector<std::pair<std::vector<std::string_view>, std::string>> bad = {
      {{"--variant", "marienbad", "--heaps", "9223372036854775807"}, "too many matches"},
      {{"--variant", "marienbad", "--rows", "1,1,1,1,1,1,1,1,1"}, "too many rows"},
      {{"--variant", "subtraction", "--heaps", "101"}, "heap is too large"},
      {{"--variant", "subtraction", "--set", "1,11"}, "amount in the set"},
      {{"--variant", "wythoff", "--heaps", "24,1"}, "off the board"},
      {{"--variant", "wythoff", "--heaps", "0,0"}, "already finished"},
      {{"--demo", "--heaps", "99"}, "too many matches"},
      {{"--variant", "sum", "--component", "nim:1,3"}, "2 to 4 parts"},
      {{"--variant", "sum", "--component", "nim:1", "--component", "nim:1", "--component", "nim:1",
        "--component", "nim:1", "--component", "nim:1"},
       "2 to 4 parts"},
      {{"--variant", "sum", "--component", "nim:16", "--component", "nim:1"},
       "part 1: a row has too many matches"},
      {{"--variant", "sum", "--component", "wythoff:0,0", "--component", "nim:0"},
       "already finished"},
      {{"--variant", "sum", "--component", "subtraction:5:0,1", "--component", "nim:1"}, "part 1"},
  };
  for (const auto& [args, reason] : bad) {
    INFO(reason);
    const auto status = check(args);
    REQUIRE_FALSE(status.ok());
    CHECK_THAT(status.error(), Catch::Contains(reason));
  }
}
