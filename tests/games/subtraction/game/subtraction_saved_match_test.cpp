// A saved match of the subtraction game beyond what the setup page (so the board) allows is
// refused and kept as .bak (issue #10, defect 3).
#include <catch2/catch.hpp>

#include "saved_match_support.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

TEST_CASE("saved match: a subtraction game beyond the board's limits is refused and kept") {
  TempDir home("saved-subtraction");
  check_refused_and_kept(
      home,
      {saved_document("subtraction", "normal", "1000000", "1,2,3", "subtraction", "1"),
       saved_document("subtraction", "normal", "30", "1,11", "subtraction", "1")});  // amount 11
}
