// The subtraction game chosen on the command line: a heap and a set its board shows.
#include <catch2/catch.hpp>

#include "command_line_support.hpp"

using namespace marienbad::app;
using namespace marienbad::app::test;

TEST_CASE("command line: subtraction starts the boards can show pass, others are refused") {
  CHECK(
      check_command_line({"--variant", "subtraction", "--heaps", "100", "--set", "1,3,4,10"}).ok());
  check_refused_command_lines({
      {{"--variant", "subtraction", "--heaps", "101"}, "heap is too large"},
      {{"--variant", "subtraction", "--set", "1,11"}, "amount in the set"},
  });
}

TEST_CASE("options: the subtraction game's heap and set, written with '='") {
  const std::vector<std::string_view> args = {"--game=subtraction", "--heaps=21", "--set=1,3,4",
                                              "--normal"};
  auto options = parse_options(args);
  REQUIRE(options);
  CHECK(options->variant == marienbad::GameKind::Subtraction);
  CHECK(options->heaps == marienbad::Heaps{21});
  CHECK(options->set == marienbad::Heaps{1, 3, 4});
  CHECK(options->rule == marienbad::Rule::Normal);
}
