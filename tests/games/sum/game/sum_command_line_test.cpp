// A sum chosen on the command line: 2 to 4 parts, each one its own board shows.
#include <catch2/catch.hpp>

#include "command_line_support.hpp"

using namespace marienbad::app;
using namespace marienbad::app::test;

TEST_CASE("command line: sum starts the boards can show pass, others are refused") {
  CHECK(check_command_line({"--variant", "sum", "--component", "nim:1,3,5", "--component",
                            "wythoff:3,5", "--normal"})
            .ok());
  check_refused_command_lines({
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
