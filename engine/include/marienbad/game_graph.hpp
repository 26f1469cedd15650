#pragma once
// The game graph of seed 000: every position reachable from a start, the moves
// between them, and its kernel. Under normal play the kernel is exactly the set
// of P-positions: no move joins two of them (stable), and from every other
// position a move reaches one (absorbing). Under the misère rule a position with
// no move is one the loser is forced to reach, an N-position outside the kernel:
// the kernel is then the kernel of the graph without those dead ends.
#include <cstddef>
#include <utility>
#include <vector>

#include "marienbad/game.hpp"

namespace marienbad {

struct GraphNode {
  Heaps heaps;
  Outcome outcome = Outcome::N;
  bool kernel = false;  // outcome == P
  Count items = 0;      // tokens left, saturating: the graph's levels
};

struct GameGraph {
  std::vector<GraphNode> nodes;  // node 0 is the start; then in breadth-first order
  // One arrow per position a move reaches, (from, to) node indices, in each node's moves()
  // order: two moves to the same position (Kayles) are one arrow.
  std::vector<std::pair<std::size_t, std::size_t>> edges;
};

inline constexpr std::size_t kDefaultGraphNodes = 2'000;
inline constexpr std::size_t kMaxGraphNodes = 100'000;
// The moves are bounded too: positions alone do not bound a graph's memory, since one
// position of Wythoff's game (315, 315) has 945 moves, and its 99,856 positions 42 million
// (gigabytes of arrows, and more as JSON).
inline constexpr std::size_t kDefaultGraphEdges = 100'000;
inline constexpr std::size_t kMaxGraphEdges = 1'000'000;

// A set of nodes checked against the definition of a kernel (what a learner picked).
struct KernelCheck {
  enum class Verdict {
    Kernel,       // stable and absorbing: the kernel
    NotStable,    // a move joins `a` and `b`, both in the set
    NotAbsorbing  // `a`, outside the set, has moves and none leads into it
  };
  Verdict verdict = Verdict::Kernel;
  std::size_t a = 0;
  std::size_t b = 0;
};
// Under normal play a position without a move is outside the set only if it has a move
// into it, so it must be in; under misère it stays out (see above), and is not checked.
KernelCheck check_kernel(const GameGraph& graph, const std::vector<bool>& chosen, Rule rule);

// Every position reachable from `start` exactly once (Nim rows kept in their
// order), or an error when `start` is not a position of `game`, when more than
// `max_nodes` positions are reachable or when more than `max_edges` moves join them
// (the message says how many were allowed). A position's moves are taken one at a time,
// never listed, so a refused graph never holds more than the bounds.
Result<GameGraph> build_game_graph(const Game& game, const Heaps& start, std::size_t max_nodes,
                                   std::size_t max_edges = kDefaultGraphEdges);

}  // namespace marienbad
