// Kayles's start editor of rows (boards/rows_start_editor.hpp): its ready starts, its custom
// rows, their limits and the remembered rows (the checks: tests/game/rows_start_support.hpp).
#include <catch2/catch.hpp>

#include "rows_start_support.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

namespace {

const RowsCase kKaylesRows = {GameKind::Kayles, {3, 5, 7},    {12},
                              {3, 5, 7},        {3, 5, 7, 9}, {3, 5, 7, 9, 11, 13, 15, 15}};

}  // namespace

TEST_CASE("kayles rows start: the ready starts, then custom rows going on with the odd numbers") {
  check_ready_then_custom(kKaylesRows);
}

TEST_CASE("kayles rows start: 1 to 8 custom rows of 1 to 15 pieces") {
  check_custom_limits(kKaylesRows);
}

TEST_CASE("kayles rows start: remembered custom rows come back only within the limits") {
  check_remembered(kKaylesRows);
}
