// A saved Dornim match beyond what the setup page (so the board) allows is refused and kept as
// .bak (issue #10, defect 3).
#include <catch2/catch.hpp>

#include "saved_match_support.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

TEST_CASE("saved match: a Dornim game beyond the board's limits is refused and kept") {
  TempDir home("saved-wythoff");
  check_refused_and_kept(
      home, {saved_document("wythoff", "normal", "1000000,1000000", "", "wythoff", "x-1"),
             saved_document("wythoff", "normal", "20,20", "", "wythoff", "x-1")});  // board_size 16
}
