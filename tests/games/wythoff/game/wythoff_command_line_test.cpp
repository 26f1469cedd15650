// Dornim chosen on the command line: a start on its board, not finished.
#include <catch2/catch.hpp>

#include "command_line_support.hpp"

using namespace marienbad::app;
using namespace marienbad::app::test;

TEST_CASE("command line: wythoff starts the boards can show pass, others are refused") {
  CHECK(check_command_line({"--variant", "wythoff", "--heaps", "23,0"}).ok());
  check_refused_command_lines({
      {{"--variant", "wythoff", "--heaps", "24,1"}, "off the board"},
      {{"--variant", "wythoff", "--heaps", "0,0"}, "already finished"},
  });
}
