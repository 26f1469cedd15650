// Marienbad chosen on the command line: what its board shows passes, the rest is refused.
#include <catch2/catch.hpp>

#include "command_line_support.hpp"

using namespace marienbad::app;
using namespace marienbad::app::test;

TEST_CASE("command line: nim starts the boards can show pass, others are refused") {
  CHECK(check_command_line({"--variant", "marienbad"}).ok());
  CHECK(check_command_line({"--variant", "nim", "--rows", "15,15,15,15,15,15,15,15", "--misere"})
            .ok());
  check_refused_command_lines({
      {{"--variant", "marienbad", "--heaps", "9223372036854775807"}, "too many matches"},
      {{"--variant", "marienbad", "--rows", "1,1,1,1,1,1,1,1,1"}, "too many rows"},
      {{"--demo", "--heaps", "99"}, "too many matches"},
  });
}
