// The lessons' kernel check, bottom-up (issue #30, point 3): the culprit named is the first
// position that breaks the rule from the end of the game upwards, so it never contradicts
// "start at the bottom". On the Dornim board.
#include <catch2/catch.hpp>

#include "lesson_kernel_support.hpp"
#include "marienbad/game_graph.hpp"
#include "session/lesson_kernel.hpp"

using namespace marienbad;
using namespace marienbad::app;
using marienbad::testing::picked;

TEST_CASE("lesson kernel: on the Dornim board, the next cold square to find", "[session]") {
  const Game game = Game::make(GameKind::Wythoff, Rule::Normal, {}).value();
  const GameGraph graph = build_game_graph(game, {9, 9}, 200).value();
  KernelCheck check =
      check_kernel_bottom_up(graph, picked(graph, {{0, 0}, {1, 2}, {2, 1}}), Rule::Normal);
  REQUIRE(check.verdict == KernelCheck::Verdict::NotAbsorbing);
  CHECK(graph.nodes[check.a].heaps == Heaps{3, 5});
  check = check_kernel_bottom_up(graph, picked(graph, {{0, 0}, {1, 2}, {2, 1}, {3, 5}, {5, 3}}),
                                 Rule::Normal);
  REQUIRE(check.verdict == KernelCheck::Verdict::NotAbsorbing);
  CHECK(graph.nodes[check.a].heaps == Heaps{4, 7});
  // Every culprit named from the bottom is itself cold: the learner is led square by square.
  std::vector<bool> chosen(graph.nodes.size(), false);
  for (int guard = 0; guard < 20; ++guard) {
    check = check_kernel_bottom_up(graph, chosen, Rule::Normal);
    if (check.verdict == KernelCheck::Verdict::Kernel) break;
    REQUIRE(check.verdict == KernelCheck::Verdict::NotAbsorbing);
    CHECK(graph.nodes[check.a].kernel);
    chosen[check.a] = true;
  }
  CHECK(check.verdict == KernelCheck::Verdict::Kernel);
}
