#pragma once
// What the analysis tests share (tests/games/ID/engine/ID_analysis_test.cpp): analyze() and the
// move verdicts of a game's positions against the generic solver.
#include <catch2/catch.hpp>
#include <vector>

#include "marienbad/analysis.hpp"
#include "solver_reference.hpp"

namespace marienbad::testing {

// analyze() and move_verdicts() (and each move_verdict) at each of `positions` agree with the
// solver: the outcome, the winning moves, the Grundy value, every move's verdict and remoteness.
inline void check_analysis_against_solver(const Game& game, const std::vector<Heaps>& positions) {
  game.visit([&](const auto& model) {
    Solver solver(model);
    for (const Heaps& heaps : positions) {
      INFO(to_string(game.kind()) << " " << to_string(game.rule()) << " " << join_counts(heaps));
      const Analysis analysis = analyze(game, heaps);
      CHECK(analysis.outcome == solver.solve(heaps).outcome);
      CHECK(analysis.winning_moves == solver_winning_moves(solver, heaps));
      if (analysis.grundy) CHECK(*analysis.grundy == solver.solve(heaps).grundy);
      const auto verdicts = move_verdicts(game, heaps);
      REQUIRE(verdicts.size() == model.moves(heaps).size());
      for (const MoveVerdict& verdict : verdicts) {
        const SolvedPosition& after = solver.solve(verdict.to);
        CHECK(verdict.wins == (after.outcome == Outcome::P));
        REQUIRE(verdict.remoteness.has_value());
        CHECK(*verdict.remoteness == after.remoteness);
        const auto single = move_verdict(game, heaps, verdict.move);
        REQUIRE(single.has_value());
        CHECK(single->wins == verdict.wins);
        CHECK(single->remoteness == verdict.remoteness);
      }
    }
  });
}

}  // namespace marienbad::testing
