// analyze() and the move verdicts of subtraction games against the generic solver
// (tests/engine/analysis_support.hpp).
#include <catch2/catch.hpp>

#include "analysis_support.hpp"
#include "marienbad/analysis.hpp"

using namespace marienbad;
using marienbad::testing::check_analysis_against_solver;

TEST_CASE("analyze and move verdicts agree with the solver for subtraction") {
  for (Rule rule : {Rule::Normal, Rule::Misere}) {
    check_analysis_against_solver(Game::make(GameKind::Subtraction, rule, {1, 3, 4}).value(),
                                  {{21}, {7}, {0}});
  }
}
