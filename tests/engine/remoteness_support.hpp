#pragma once
// What the remoteness tests share (tests/games/ID/engine/ID_remoteness_test.cpp): a table
// checked against the generic solver on every position of a box.
#include <catch2/catch.hpp>

#include "marienbad/remoteness.hpp"
#include "solver_reference.hpp"

namespace marienbad::testing {

// Every position of `rows` heaps of 0 .. max, looked up in one table built from
// the largest, must agree with the solver.
template <GameModel G>
std::size_t check_table(const G& model, std::size_t rows, Count max) {
  const Game game(model);
  Solver<G> solver(model);
  const auto table = RemotenessTable::build(game, Heaps(rows, max));
  REQUIRE(table.has_value());
  std::size_t checked = 0;
  for_each_position(rows, max, [&](const Heaps& heaps) {
    const SolvedPosition& solved = solver.solve(heaps);
    const auto value = table->find(heaps);
    INFO(to_string(game.kind()) << " " << to_string(game.rule()) << " " << join_counts(heaps));
    REQUIRE(value.has_value());
    REQUIRE(value->outcome == solved.outcome);
    REQUIRE(value->remoteness == solved.remoteness);
    ++checked;
  });
  return checked;
}

}  // namespace marienbad::testing
