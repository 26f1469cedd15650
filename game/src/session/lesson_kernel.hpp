#pragma once
// A lesson's kernel, checked the way the lesson teaches it (seed 000, lessons 3 and 6): from
// the bottom up. The positions are visited from the fewest tokens left (the end of the game)
// upwards, and the first one that breaks the rule is named: a picked position with a move
// to a picked one below it, or a position left out that no move takes into the picked set.
// Below the first culprit the learner's set agrees with the kernel, so the culprit is the
// next thing to fix: with only 0, 0, 0 picked in Marienbad 1, 2, 3 it is 0, 1, 1 (never
// 1, 2, 3, which is in the kernel); on the Dornim board, the next cold square to find.
#include <vector>

#include "marienbad/game_graph.hpp"

namespace marienbad::app {

// The graph's nodes in the lesson's order: fewest tokens first, then the position's heaps
// in increasing order ((1, 2) before (2, 1)).
std::vector<std::size_t> bottom_up_order(const GameGraph& graph);

// Like check_kernel, but the culprit is the first in bottom_up_order. NotStable: `a` is
// the picked position and `b` the picked position its move reaches.
KernelCheck check_kernel_bottom_up(const GameGraph& graph, const std::vector<bool>& chosen,
                                   Rule rule);

}  // namespace marienbad::app
