// The lessons' kernel check, bottom-up (issue #30, point 3): the culprit named is the first
// position that breaks the rule from the end of the game upwards, so it never contradicts
// "start at the bottom": with only 0, 0, 0 picked it is not 1, 2, 3 (in the kernel).
// Marienbad 1, 2, 3.
#include <catch2/catch.hpp>

#include "lesson_kernel_support.hpp"
#include "marienbad/game_graph.hpp"
#include "session/lesson_kernel.hpp"

using namespace marienbad;
using namespace marienbad::app;
using marienbad::testing::picked;

TEST_CASE("lesson kernel: Marienbad 1, 2, 3 checked from the bottom", "[session]") {
  const Game game = Game::make(GameKind::Nim, Rule::Normal, {}).value();
  const GameGraph graph = build_game_graph(game, {1, 2, 3}, 200).value();
  // Only 0, 0, 0: the first position with no move into it, counted from the bottom, is
  // 0, 1, 1 (two tokens), not 1, 2, 3 (in the kernel, at the top).
  KernelCheck check = check_kernel_bottom_up(graph, picked(graph, {{0, 0, 0}}), Rule::Normal);
  REQUIRE(check.verdict == KernelCheck::Verdict::NotAbsorbing);
  CHECK(graph.nodes[check.a].heaps == Heaps{0, 1, 1});
  CHECK(graph.nodes[check.a].kernel);
  // Nothing picked: the empty rows first (no move: it must be in).
  check = check_kernel_bottom_up(graph, std::vector<bool>(graph.nodes.size(), false), Rule::Normal);
  REQUIRE(check.verdict == KernelCheck::Verdict::NotAbsorbing);
  CHECK(graph.nodes[check.a].heaps == Heaps{0, 0, 0});
  // 0, 0, 0 and 0, 0, 1 picked: the move between them is named from above.
  check =
      check_kernel_bottom_up(graph, picked(graph, {{0, 0, 0}, {0, 0, 1}, {1, 2, 3}}), Rule::Normal);
  REQUIRE(check.verdict == KernelCheck::Verdict::NotStable);
  CHECK(graph.nodes[check.a].heaps == Heaps{0, 0, 1});
  CHECK(graph.nodes[check.b].heaps == Heaps{0, 0, 0});
  // The kernel itself passes.
  std::vector<bool> kernel(graph.nodes.size());
  for (std::size_t i = 0; i < graph.nodes.size(); ++i) kernel[i] = graph.nodes[i].kernel;
  CHECK(check_kernel_bottom_up(graph, kernel, Rule::Normal).verdict ==
        KernelCheck::Verdict::Kernel);
}
