// The game graph (seed 000) against the generic solver: every reachable
// position once, one arrow per position a move reaches, and a kernel that is exactly the
// P-positions, stable and absorbing, under both rules.
#include <algorithm>
#include <catch2/catch.hpp>
#include <map>
#include <set>

#include "marienbad/game_graph.hpp"
#include "marienbad/solver.hpp"

using namespace marienbad;

namespace {

Game make_game(GameKind kind, Rule rule, std::vector<Count> set = {1, 2, 3}) {
  return Game::make(kind, rule, std::move(set)).value();
}

// Checks the whole graph of `start`; returns its number of nodes.
std::size_t check_graph(const Game& game, const Heaps& start) {
  INFO(to_string(game.kind()) << " " << to_string(game.rule()) << " from " << join_counts(start));
  auto built = build_game_graph(game, start, kMaxGraphNodes);
  REQUIRE(built.ok());
  const GameGraph& graph = built.value();
  REQUIRE(!graph.nodes.empty());
  CHECK(graph.nodes[0].heaps == start);

  std::map<Heaps, std::size_t> seen;
  for (std::size_t i = 0; i < graph.nodes.size(); ++i) {
    CHECK(seen.emplace(graph.nodes[i].heaps, i).second);  // each position once
  }
  std::vector<std::vector<std::size_t>> out(graph.nodes.size());
  for (const auto& [from, to] : graph.edges) {
    REQUIRE(from < graph.nodes.size());
    REQUIRE(to < graph.nodes.size());
    out[from].push_back(to);
  }
  game.visit([&](const auto& model) {
    Solver solver{model};
    for (std::size_t i = 0; i < graph.nodes.size(); ++i) {
      const GraphNode& node = graph.nodes[i];
      INFO("node " << i << ": " << join_counts(node.heaps));
      // The arrows are exactly the positions the legal moves reach, each once, in the
      // order of the moves; every target is in the graph.
      std::vector<std::size_t> expected;
      for (const Move& move : game.moves(node.heaps)) {
        auto found = seen.find(game.apply(node.heaps, move));
        REQUIRE(found != seen.end());
        if (std::find(expected.begin(), expected.end(), found->second) == expected.end()) {
          expected.push_back(found->second);
        }
      }
      CHECK(out[i] == expected);
      CHECK(node.outcome == solver.solve(node.heaps).outcome);
      CHECK(node.kernel == (node.outcome == Outcome::P));
      Count items = 0;
      for (Count heap : node.heaps) items += heap;
      CHECK(node.items == items);
      if (out[i].empty()) {
        // A dead end: in the kernel under normal play; under misère the loser
        // is forced there, and it stays outside.
        CHECK(node.kernel == (game.rule() == Rule::Normal));
        continue;
      }
      std::size_t into_kernel = 0;
      for (std::size_t to : out[i]) {
        if (graph.nodes[to].kernel) ++into_kernel;
      }
      // Stable: no move joins two kernel positions. Absorbing: every other
      // position that has a move has one into it.
      if (node.kernel) {
        CHECK(into_kernel == 0);
      } else {
        CHECK(into_kernel > 0);
      }
    }
  });
  return graph.nodes.size();
}

}  // namespace

TEST_CASE("game graph: every position below the start once, rows kept in their order") {
  const Game nim = make_game(GameKind::Nim, Rule::Normal);
  CHECK(check_graph(nim, {1, 2, 3}) == 2 * 3 * 4);
  CHECK(check_graph(nim, {1, 3, 5, 7}) == 2 * 4 * 6 * 8);
  auto graph = build_game_graph(nim, {2, 1}, 100).value();
  std::set<Heaps> positions;
  for (const auto& node : graph.nodes) positions.insert(node.heaps);
  CHECK(positions == std::set<Heaps>{{2, 1}, {1, 1}, {0, 1}, {2, 0}, {1, 0}, {0, 0}});
  CHECK(graph.edges.size() == 3 + 2 + 1 + 2 + 1);  // the moves of the five that have some
}

TEST_CASE("game graph: the kernel is the set of P-positions, stable and absorbing") {
  for (Rule rule : {Rule::Normal, Rule::Misere}) {
    const Game nim = make_game(GameKind::Nim, rule);
    for (const Heaps& start :
         std::vector<Heaps>{{0}, {1}, {1, 1}, {1, 2, 3}, {2, 2, 3}, {1, 3, 5}}) {
      check_graph(nim, start);
    }
    CHECK(check_graph(make_game(GameKind::Subtraction, rule), {21}) == 22);
    check_graph(make_game(GameKind::Subtraction, rule, {1, 3, 4}), {20});
    // {2, 5}: heaps 0 and 1 have no move, so misère has two dead ends.
    check_graph(make_game(GameKind::Subtraction, rule, {2, 5}), {17});
    check_graph(make_game(GameKind::Wythoff, rule), {5, 7});
    check_graph(make_game(GameKind::Wythoff, rule), {0, 4});
    check_graph(make_game(GameKind::Kayles, rule), {3, 5});
    check_graph(make_game(GameKind::Kayles, rule), {1, 1, 2, 4});
  }
}

TEST_CASE("game graph: two moves to one position are one arrow (Kayles)") {
  // From a row of 3: pin 1 and pin 3 both leave a row of 2, pins 1-2 and 2-3 a row of 1;
  // pin 2 leaves two rows of 1. Five moves, three arrows.
  const Game kayles = make_game(GameKind::Kayles, Rule::Normal);
  const GameGraph three = build_game_graph(kayles, {3}, 100).value();
  std::size_t from_start = 0;
  for (const auto& [from, to] : three.edges) from_start += from == 0 ? 1 : 0;
  CHECK(kayles.move_count({3}) == 5);
  CHECK(from_start == 3);
  // Rows of one pin: knocking any of them down leaves the same position.
  const GameGraph ones = build_game_graph(kayles, {1, 1, 1}, 100).value();
  CHECK(ones.nodes.size() == 4);
  CHECK(ones.edges.size() == 3);
  // No arrow twice anywhere.
  const GameGraph rows = build_game_graph(kayles, {2, 4, 5}, kMaxGraphNodes).value();
  const std::set<std::pair<std::size_t, std::size_t>> distinct(rows.edges.begin(),
                                                               rows.edges.end());
  CHECK(distinct.size() == rows.edges.size());
}

TEST_CASE("game graph: the misère dead ends are N-positions outside the kernel") {
  const Game game = make_game(GameKind::Subtraction, Rule::Misere, {2, 5});
  auto graph = build_game_graph(game, {3}, 10).value();
  REQUIRE(graph.nodes.size() == 2);  // 3 -> 1, and 1 has no move
  CHECK(graph.nodes[1].heaps == Heaps{1});
  CHECK(graph.nodes[1].outcome == Outcome::N);
  CHECK_FALSE(graph.nodes[1].kernel);
  CHECK(graph.nodes[0].kernel);  // the only move gives the opponent the last word
}

TEST_CASE("game graph: a limit on the positions, checked before listing huge moves") {
  const Game nim = make_game(GameKind::Nim, Rule::Normal);
  CHECK(build_game_graph(nim, {1, 3, 5, 7}, 384).ok());
  auto over = build_game_graph(nim, {1, 3, 5, 7}, 383);
  REQUIRE_FALSE(over.ok());
  CHECK(over.error() == "more than 383 positions are reachable");
  CHECK_FALSE(build_game_graph(nim, {Count{1} << 62}, kDefaultGraphNodes).ok());
  CHECK_FALSE(build_game_graph(nim, {kMaxHeap, kMaxHeap}, kDefaultGraphNodes).ok());
  const Game one_at_a_time = make_game(GameKind::Subtraction, Rule::Normal, {1});
  CHECK_FALSE(build_game_graph(one_at_a_time, {kMaxHeap}, kDefaultGraphNodes).ok());
  CHECK_FALSE(build_game_graph(make_game(GameKind::Wythoff, Rule::Normal), {1}, 10).ok());
}

TEST_CASE("game graph: a limit on the moves, checked before a position's moves are listed") {
  const Game nim = make_game(GameKind::Nim, Rule::Normal);
  const auto all = build_game_graph(nim, {1, 3, 5, 7}, kMaxGraphNodes, kMaxGraphEdges);
  REQUIRE(all.ok());
  const std::size_t moves = all.value().edges.size();
  CHECK(build_game_graph(nim, {1, 3, 5, 7}, kMaxGraphNodes, moves).ok());
  auto over = build_game_graph(nim, {1, 3, 5, 7}, kMaxGraphNodes, moves - 1);
  REQUIRE_FALSE(over.ok());
  CHECK(over.error() ==
        "more than " + std::to_string(moves - 1) + " moves join the reachable positions");
  // Wythoff's (315, 315): fewer positions than kMaxGraphNodes, 42 million moves. Without a
  // bound on the moves this held gigabytes; it is refused at the default bound.
  const Game wythoff = make_game(GameKind::Wythoff, Rule::Normal);
  auto big = build_game_graph(wythoff, {315, 315}, kMaxGraphNodes);
  REQUIRE_FALSE(big.ok());
  CHECK(big.error() ==
        "more than " + std::to_string(kDefaultGraphEdges) + " moves join the reachable positions");
}

TEST_CASE("game graph: check_kernel accepts the kernel and names what is wrong otherwise") {
  for (Rule rule : {Rule::Normal, Rule::Misere}) {
    const Game nim = make_game(GameKind::Nim, rule);
    const GameGraph graph = build_game_graph(nim, {1, 2, 3}, 100).value();
    std::vector<bool> kernel;
    for (const GraphNode& node : graph.nodes) kernel.push_back(node.kernel);
    CHECK(check_kernel(graph, kernel, rule).verdict == KernelCheck::Verdict::Kernel);
    for (std::size_t i = 0; i < graph.nodes.size(); ++i) {
      std::vector<bool> other = kernel;
      other[i] = !other[i];
      const KernelCheck check = check_kernel(graph, other, rule);
      INFO(join_counts(graph.nodes[i].heaps));
      if (kernel[i]) {
        // One taken out: it (or another) has no move into the set any more.
        REQUIRE(check.verdict == KernelCheck::Verdict::NotAbsorbing);
        CHECK_FALSE(other[check.a]);
      } else {
        // One added: a move joins it to the kernel, one way or the other.
        REQUIRE(check.verdict == KernelCheck::Verdict::NotStable);
        CHECK((check.a == i || check.b == i));
        CHECK(other[check.a]);
        CHECK(other[check.b]);
      }
    }
    CHECK(check_kernel(graph, std::vector<bool>(graph.nodes.size(), false), rule).verdict ==
          KernelCheck::Verdict::NotAbsorbing);
  }
}
