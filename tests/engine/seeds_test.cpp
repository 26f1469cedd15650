// The facts stated in the seeds (shared/seeds/, French), as tests.
#include <algorithm>
#include <catch2/catch.hpp>

#include "marienbad/analysis.hpp"
#include "marienbad/solver.hpp"

using namespace marienbad;

TEST_CASE("seeds 000/001: 1-3-5-7 is lost for the player who starts, under both rules") {
  for (Rule rule : {Rule::Normal, Rule::Misere}) {
    const NimGame game(rule);
    CHECK(game.outcome({1, 3, 5, 7}) == Outcome::P);
    CHECK(game.outcome({7, 5, 3, 1}) == Outcome::P);
    CHECK(game.winning_moves({1, 3, 5, 7}).empty());
    CHECK(Solver(game).solve({1, 3, 5, 7}).outcome == Outcome::P);
    CHECK(analyze(Game(game), {1, 3, 5, 7}).outcome == Outcome::P);
  }
  // Seed 001: the packets of powers of two: four 1s, two 2s, two 4s, all even.
  CHECK(NimGame::nim_sum({1, 3, 5, 7}) == 0);
}

TEST_CASE("seed 002: 3-5-7-9 is favourable, flipping row 9's bits gives the winning move") {
  // 3 = 0011, 5 = 0101, 7 = 0111, 9 = 1001: Σ = 1000, only row 4 has a 1 in
  // Σ's leftmost column; 1001 -> 0001, so take 8 from row 4.
  for (Rule rule : {Rule::Normal, Rule::Misere}) {
    const NimGame game(rule);
    CHECK(game.outcome({3, 5, 7, 9}) == Outcome::N);
    CHECK(Solver(game).solve({3, 5, 7, 9}).outcome == Outcome::N);
    const DigitalSum table = digital_sum(game, {3, 5, 7, 9});
    CHECK(table.sum == 8);
    CHECK(table.width == 4);
    CHECK(table.column_ones == std::vector<unsigned>{1, 2, 2, 4});
    REQUIRE(table.key_row == std::optional<std::size_t>{3});
    REQUIRE(table.suggested.has_value());
    CHECK(game.move_text(*table.suggested) == "4-8");
    CHECK(game.winning_moves({3, 5, 7, 9}) == std::vector<Move>{Move{3, 8, false}});
  }
}

TEST_CASE("seed 003: 21 with {1,2,3}") {
  auto made = SubtractionGame::make({1, 2, 3}, Rule::Normal);
  REQUIRE(made.ok());
  const SubtractionGame& game = made.value();
  // Normal play: lost for the player to move iff the heap is a multiple of 4.
  for (Count n = 0; n <= 1000; ++n) {
    INFO("heap " << n);
    CHECK((game.outcome({n}) == Outcome::P) == (n % 4 == 0));
  }
  for (Count n : {Count{1'000'000'000'000'000'000ULL}, kMaxHeap, kMaxHeap - 3}) {
    CHECK((game.outcome({n}) == Outcome::P) == (n % 4 == 0));
  }
  // From 21 the only optimal move takes one token, leaving 20.
  CHECK(game.winning_moves({21}) == std::vector<Move>{Move{0, 1, false}});
  CHECK(game.move_text(game.winning_moves({21}).front()) == "1");
  // Misère (the seed's question): the solver is the reference.
  auto misere = SubtractionGame::make({1, 2, 3}, Rule::Misere);
  REQUIRE(misere.ok());
  Solver solver(misere.value());
  for (Count n = 0; n <= 200; ++n) CHECK(misere.value().outcome({n}) == solver.solve({n}).outcome);
}

TEST_CASE("seed 003: (13, 12, 8) has nim-sum 9 and exactly three winning moves") {
  const NimGame game;
  CHECK(NimGame::nim_sum({13, 12, 8}) == 9);
  CHECK(game.outcome({13, 12, 8}) == Outcome::N);
  // 13 ^ 9 = 4, 12 ^ 9 = 5, 8 ^ 9 = 1.
  const std::vector<Move> expected = {{0, 9, false}, {1, 7, false}, {2, 7, false}};
  CHECK(game.winning_moves({13, 12, 8}) == expected);
  CHECK(analyze(Game(game), {13, 12, 8}).winning_moves == expected);
  // Seed 003 also names (1,2,3), (1,4,5), (2,4,6) as P and (5,7,9), (15,23,30)'s status is asked.
  for (const Heaps& p : {Heaps{1, 2, 3}, Heaps{1, 4, 5}, Heaps{2, 4, 6}}) {
    CHECK(game.outcome(p) == Outcome::P);
  }
  CHECK(game.outcome({1, 1, 2}) == Outcome::N);
  CHECK(game.outcome({5, 7, 9}) == Outcome::N);  // 5 ^ 7 ^ 9 = 11
}

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
