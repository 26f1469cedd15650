// `graph POSITION [--json|--dot] [--max-nodes N]`: the game graph of seed 000,
// every position reachable from POSITION with its moves, and the kernel (the
// P-positions) marked.
#include <array>
#include <iostream>

#include "commands.hpp"
#include "json_output.hpp"
#include "marienbad/game_graph.hpp"
#include "sum_output.hpp"

namespace marienbad::cli {

namespace {

constexpr std::string_view kGraphHelp =
    "usage: marienbad-cli graph POSITION [--json | --dot] [--max-nodes N] [--max-edges M]\n"
    "  Every position reachable from POSITION once (node 0 is POSITION), one arrow a\n"
    "  move, and the kernel: the P-positions, no move between two of them and a move\n"
    "  into them from every other position (seed 000). Under the misere rule a position\n"
    "  with no move is an N-position outside the kernel. --max-nodes N (1 to 100000,\n"
    "  default 2000): more reachable positions is an error (exit 2); --max-edges M (1 to\n"
    "  1000000, default 100000): the same for the moves between them.\n"
    "  --json prints {\"game\", \"rule\", (\"set\",) \"heaps\", \"nodes\": [{\"id\", \"heaps\",\n"
    "  \"outcome\", \"kernel\"}], \"edges\": [[from, to], ...]}; --dot a Graphviz graph\n"
    "  with the kernel filled (`dot -Tsvg`).\n";

constexpr std::array<OptionSpec, 3> kGraphOptions{
    {{"--dot", false, "a Graphviz graph, kernel filled"},
     {"--max-nodes", true, "at most N positions (1 to 100000, default 2000)", "N"},
     {"--max-edges", true, "at most M moves (1 to 1000000, default 100000)", "M"}}};

Json graph_json(const Game& game, const GameGraph& graph) {
  Json out = position_json(game, graph.nodes.front().heaps);
  Json nodes = Json::array();
  for (std::size_t id = 0; id < graph.nodes.size(); ++id) {
    const GraphNode& node = graph.nodes[id];
    nodes.push_back({{"id", id},
                     {"heaps", heaps_json(node.heaps)},
                     {"outcome", std::string(to_string(node.outcome))},
                     {"kernel", node.kernel}});
  }
  Json edges = Json::array();
  for (const auto& [from, to] : graph.edges) edges.push_back(Json::array({from, to}));
  out["nodes"] = std::move(nodes);
  out["edges"] = std::move(edges);
  return out;
}

void print_dot(const Game& game, const GameGraph& graph) {
  std::cout << "digraph marienbad {\n"
            << "  label=\"" << to_string(game.kind()) << " from "
            << position_text(game, graph.nodes.front().heaps) << ", " << to_string(game.rule())
            << " play; kernel filled\";\n"
            << "  node [shape=circle, fontname=\"sans-serif\"];\n";
  for (std::size_t id = 0; id < graph.nodes.size(); ++id) {
    const GraphNode& node = graph.nodes[id];
    std::cout << "  n" << id << " [label=\"" << position_text(game, node.heaps) << "\"";
    if (node.kernel) std::cout << ", shape=doublecircle, style=filled, fillcolor=\"#f2c14e\"";
    std::cout << "];\n";
  }
  for (const auto& [from, to] : graph.edges) std::cout << "  n" << from << " -> n" << to << ";\n";
  std::cout << "}\n";
}

void print_text(const Game& game, const GameGraph& graph) {
  std::size_t kernel = 0;
  for (const GraphNode& node : graph.nodes) kernel += node.kernel ? 1 : 0;
  std::cout << to_string(game.kind()) << " from " << position_text(game, graph.nodes.front().heaps)
            << ", " << to_string(game.rule()) << " play: " << graph.nodes.size() << " positions, "
            << graph.edges.size() << " moves, " << kernel << " in the kernel (P-positions)\n";
  std::size_t edge = 0;
  for (std::size_t id = 0; id < graph.nodes.size(); ++id) {
    const GraphNode& node = graph.nodes[id];
    std::cout << '#' << id << "  " << position_text(game, node.heaps) << "  "
              << to_string(node.outcome) << (node.kernel ? "  kernel" : "") << "  ->";
    for (; edge < graph.edges.size() && graph.edges[edge].first == id; ++edge) {
      std::cout << " #" << graph.edges[edge].second;
    }
    std::cout << '\n';
  }
}

}  // namespace

int run_graph(std::span<const std::string_view> args) {
  auto parsed = parse_arguments(args, kGraphOptions, kGraphHelp);
  if (!parsed) return usage_error(parsed.error());
  const Arguments& arguments = parsed.value();
  if (arguments.help) {
    std::cout << arguments.help_text;
    return kExitOk;
  }
  if (arguments.json && arguments.has("--dot"))
    return usage_error("give --json or --dot, not both");
  auto position = resolve_position(arguments, true);
  if (!position) return usage_error(position.error());
  auto max_nodes = count_option(arguments, "--max-nodes", kDefaultGraphNodes, 1, kMaxGraphNodes);
  if (!max_nodes) return usage_error(max_nodes.error());
  auto max_edges = count_option(arguments, "--max-edges", kDefaultGraphEdges, 1, kMaxGraphEdges);
  if (!max_edges) return usage_error(max_edges.error());
  const auto& [game, heaps] = position.value();
  auto graph = build_game_graph(game, heaps, static_cast<std::size_t>(max_nodes.value()),
                                static_cast<std::size_t>(max_edges.value()));
  if (!graph) {
    return usage_error("the graph of " + position_text(game, heaps) + ": " + graph.error() +
                       " (--max-nodes " + std::to_string(max_nodes.value()) + ", --max-edges " +
                       std::to_string(max_edges.value()) + ")");
  }
  if (arguments.json) {
    print_json(graph_json(game, graph.value()));
  } else if (arguments.has("--dot")) {
    print_dot(game, graph.value());
  } else {
    print_text(game, graph.value());
  }
  return kExitOk;
}

}  // namespace marienbad::cli
