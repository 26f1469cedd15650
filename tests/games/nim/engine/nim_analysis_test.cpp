// analyze() and the move verdicts of Nim against the generic solver
// (tests/engine/analysis_support.hpp), and seed 002's digital sum (the hint's data) against the
// seed's method.
#include <bit>
#include <catch2/catch.hpp>

#include "analysis_support.hpp"
#include "marienbad/analysis.hpp"

using namespace marienbad;
using marienbad::testing::check_analysis_against_solver;
using marienbad::testing::for_each_position;
using marienbad::testing::solver_winning_moves;

TEST_CASE("digital sum: columns, Σ and seed 002's move, for every position up to 4 rows of 7") {
  for (Rule rule : {Rule::Normal, Rule::Misere}) {
    const NimGame game(rule);
    Solver solver(game);
    for_each_position(4, 7, [&](const Heaps& heaps) {
      INFO("rule " << to_string(rule) << ", heaps " << join_counts(heaps));
      const DigitalSum table = digital_sum(rule, heaps);
      REQUIRE(table.rows == heaps);
      REQUIRE(table.column_ones.size() == table.width);
      Count sum_from_columns = 0;
      for (unsigned c = 0; c < table.width; ++c) {
        unsigned ones = 0;
        for (Count h : heaps) ones += to_binary(h, table.width)[c] == '1';
        REQUIRE(table.column_ones[c] == ones);
        sum_from_columns = sum_from_columns * 2 + ones % 2;  // no carries
      }
      REQUIRE(table.sum == sum_from_columns);
      const bool wins = solver.solve(heaps).outcome == Outcome::N;
      REQUIRE(table.favourable == wins);
      // Misère (0,0,0,0) is won without a move: the opponent took the last match.
      const auto winning = solver_winning_moves(solver, heaps);
      REQUIRE(table.suggested.has_value() == !winning.empty());
      if (table.suggested) {
        REQUIRE(std::find(winning.begin(), winning.end(), *table.suggested) != winning.end());
      }
      if (table.sum != 0) {
        // Seed 002: the first row with a 1 in Σ's leftmost column.
        REQUIRE(table.key_row.has_value());
        const std::size_t top = static_cast<std::size_t>(table.width) - std::bit_width(table.sum);
        for (std::size_t r = 0; r < *table.key_row; ++r) {
          REQUIRE(to_binary(heaps[r], table.width)[top] == '0');
        }
        REQUIRE(to_binary(heaps[*table.key_row], table.width)[top] == '1');
        if (rule == Rule::Normal) {
          // Flipping that row's bits in Σ's columns.
          std::string flipped = to_binary(heaps[*table.key_row], table.width);
          const std::string sigma = to_binary(table.sum, table.width);
          for (unsigned c = 0; c < table.width; ++c) {
            if (sigma[c] == '1') flipped[c] = flipped[c] == '1' ? '0' : '1';
          }
          const Heaps after = game.apply(heaps, *table.suggested);
          REQUIRE(to_binary(after[*table.key_row], table.width) == flipped);
          REQUIRE_FALSE(table.misere_exception);
        }
      } else {
        REQUIRE_FALSE(table.key_row.has_value());
      }
    });
  }
}

TEST_CASE("digital sum: the misère exception is flagged when the nim-sum move would be wrong") {
  const NimGame misere(Rule::Misere);
  // (1, 1, 5): the nim-sum move 3-5 leaves (1, 1, 0), an even number of 1s.
  const DigitalSum table = digital_sum(Rule::Misere, {1, 1, 5});
  REQUIRE(table.suggested.has_value());
  CHECK(misere.move_text(*table.suggested) == "3-4");
  CHECK(table.misere_exception);
  CHECK_FALSE(digital_sum(Rule::Misere, {1, 3, 5, 6}).misere_exception);
  CHECK(to_binary(5, 4) == "0101");
  CHECK(to_binary(0, 1) == "0");
  CHECK(to_binary(kMaxHeap, 63) == std::string(63, '1'));
}

TEST_CASE("analyze and move verdicts agree with the solver for Nim") {
  for (Rule rule : {Rule::Normal, Rule::Misere}) {
    check_analysis_against_solver(Game(NimGame(rule)),
                                  {{1, 3, 5, 7}, {3, 5, 7, 9}, {6, 5, 3}, {2, 2, 1}});
  }
  CHECK_FALSE(move_verdict(Game(NimGame()), {1, 3}, Move{0, 2, false}).has_value());
  // Too many moves for verdicts: an empty list, not a hang.
  CHECK(move_verdicts(Game(NimGame()), {kMaxHeap}).empty());
}
