// Wythoff's Grundy table against the generic solver's mex on a 48x48 board,
// and over the whole table (coordinates up to 2000): its zeros are exactly the
// cold positions of the closed form, and it is symmetric.
#include <catch2/catch.hpp>

#include "solver_reference.hpp"
#include "wythoff/wythoff.hpp"
#include "wythoff/wythoff_grundy.hpp"

using namespace marienbad;

TEST_CASE("wythoff grundy: the table is the solver's mex on a 48x48 board") {
  Solver solver{WythoffGame(Rule::Normal)};
  const WythoffGrundyTable table = WythoffGrundyTable::build(47);
  REQUIRE(table.max_coordinate() == 47);
  for (Count x = 0; x <= 47; ++x) {
    for (Count y = 0; y <= 47; ++y) {
      INFO("position " << x << "," << y);
      REQUIRE(table.at(x, y) == solver.solve({x, y}).grundy);
      REQUIRE(wythoff_grundy(x, y) == table.at(x, y));
    }
  }
}

TEST_CASE("wythoff grundy: up to the limit, 0 exactly on the cold positions, symmetric") {
  const auto table = WythoffGrundyTable::covering(kMaxWythoffGrundyCoordinate);
  const Count n = kMaxWythoffGrundyCoordinate;
  REQUIRE(table->max_coordinate() == n);
  REQUIRE(table->bytes() == (n + 1) * (n + 1) * 2);
  // Counted, then checked once: 4 million assertions would cost more than the table.
  Count zeros = 0, above_moves = 0, asymmetric = 0;
  for (Count x = 0; x <= n; ++x) {
    for (Count y = 0; y <= n; ++y) {
      zeros += table->at(x, y) == 0;
      // The mex of the values of x + y + min(x, y) moves is at most that many.
      above_moves += table->at(x, y) > x + y + std::min(x, y);
      asymmetric += table->at(x, y) != table->at(y, x);
    }
  }
  CHECK(above_moves == 0);
  CHECK(asymmetric == 0);
  Count cold_inside = 0;
  for (Count rank = 0; cold_position(rank).y <= n; ++rank) {
    const ColdPosition cold = cold_position(rank);
    CHECK(table->at(cold.x, cold.y) == 0);
    cold_inside += rank == 0 ? 1 : 2;  // (x, y) and (y, x)
  }
  CHECK(zeros == cold_inside);
  // A smaller request reuses the shared table instead of building another.
  CHECK(WythoffGrundyTable::covering(10) == table);
}
