// The facts the seeds (shared/seeds/, French) state about Marienbad (seeds 000 to 003), as
// tests.
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
    const DigitalSum table = digital_sum(rule, {3, 5, 7, 9});
    CHECK(table.sum == 8);
    CHECK(table.width == 4);
    CHECK(table.column_ones == std::vector<unsigned>{1, 2, 2, 4});
    REQUIRE(table.key_row == std::optional<std::size_t>{3});
    REQUIRE(table.suggested.has_value());
    CHECK(game.move_text(*table.suggested) == "4-8");
    CHECK(game.winning_moves({3, 5, 7, 9}) == std::vector<Move>{Move{3, 8, false}});
  }
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
