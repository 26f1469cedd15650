// The facts seed 004 (shared/seeds/, French) states about Wythoff's game (Dornim), as tests.
#include <algorithm>
#include <catch2/catch.hpp>

#include "marienbad/analysis.hpp"
#include "marienbad/solver.hpp"

using namespace marienbad;

TEST_CASE("seed 004: the table of cold positions, ranks 0 to 20 and 566 to 575") {
  // Seed 004's rows Yd and Xd (Xd = Yd + d).
  const std::vector<Count> y = {0,  1,  3,  4,  6,  8,  9,  11, 12, 14, 16,
                                17, 19, 21, 22, 24, 25, 27, 29, 30, 32};
  const std::vector<Count> x = {0,  2,  5,  7,  10, 13, 15, 18, 20, 23, 26,
                                28, 31, 34, 36, 39, 41, 44, 47, 49, 52};
  const WythoffGame game;
  for (Count d = 0; d <= 20; ++d) {
    const ColdPosition cold = cold_position(d);
    CHECK(cold.rank == d);
    CHECK(cold.x == y[d]);
    CHECK(cold.y == x[d]);
    CHECK(x[d] == y[d] + d);
    CHECK(game.outcome({y[d], x[d]}) == Outcome::P);
    CHECK(game.outcome({x[d], y[d]}) == Outcome::P);
  }
  // The spreadsheet's rows for ranks 566 .. 575.
  const std::vector<std::pair<Count, Count>> sheet = {
      {915, 1481}, {917, 1484}, {919, 1487}, {920, 1489}, {922, 1492},
      {923, 1494}, {925, 1497}, {927, 1500}, {928, 1502}, {930, 1505}};
  for (Count i = 0; i < sheet.size(); ++i) {
    const ColdPosition cold = cold_position(566 + i);
    CHECK(cold.x == sheet[i].first);
    CHECK(cold.y == sheet[i].second);
  }
}

TEST_CASE("seed 004: the spreadsheet's construction rule gives the same cold positions") {
  // Y(d+1) = Y(d) + 1 if d is among the earlier X values, else Y(d) + 2.
  std::vector<char> is_x(400'000, 0);
  Count y = 1;
  is_x[0] = is_x[2] = 1;  // X0 = 0, X1 = 2
  for (Count d = 1; d < 100'000; ++d) {
    REQUIRE(cold_position(d).x == y);
    REQUIRE(cold_position(d).y == y + d);
    is_x[y + d] = 1;
    y += is_x[d] ? 1 : 2;
  }
}

TEST_CASE("seed 004: the player who starts on a non-cold square wins, the board's cold squares") {
  const WythoffGame game;
  Solver solver(game);
  // The seed's figure: on the Dornim board up to 15, the cold squares are exactly these.
  const std::vector<Heaps> cold = {{0, 0}, {1, 2}, {3, 5}, {4, 7}, {6, 10}, {8, 13}, {9, 15}};
  for (Count a = 0; a <= 15; ++a) {
    for (Count b = a; b <= 15; ++b) {
      const bool listed = std::find(cold.begin(), cold.end(), Heaps{a, b}) != cold.end();
      CHECK((solver.solve({a, b}).outcome == Outcome::P) == listed);
      CHECK((game.outcome({a, b}) == Outcome::P) == listed);
    }
  }
}
