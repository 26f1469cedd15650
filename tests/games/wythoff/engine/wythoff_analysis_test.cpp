// analyze() and the move verdicts of Wythoff's game (Dornim) against the generic solver
// (tests/engine/analysis_support.hpp).
#include <catch2/catch.hpp>

#include "analysis_support.hpp"
#include "marienbad/analysis.hpp"

using namespace marienbad;
using marienbad::testing::check_analysis_against_solver;

TEST_CASE("analyze and move verdicts agree with the solver for Wythoff") {
  for (Rule rule : {Rule::Normal, Rule::Misere}) {
    check_analysis_against_solver(Game(WythoffGame(rule)),
                                  {{11, 15}, {3, 5}, {2, 2}, {0, 1}, {20, 7}});
  }
}
