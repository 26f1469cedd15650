#include "boards/graph/graph_layout.hpp"

#include <algorithm>
#include <map>
#include <numeric>
#include <set>

namespace marienbad::app {

namespace {

// The rows of a layered layout and how they become places: each row split in two groups
// (the kernel band, then the rest; without a band, one group), each group centred on its
// own columns.
struct Rows {
  std::vector<std::vector<std::size_t>> kernel;  // by row, in order
  std::vector<std::vector<std::size_t>> other;
  std::size_t band = 0;   // columns of the kernel band (0: no band)
  std::size_t width = 0;  // columns of the rest
  std::size_t columns() const { return band > 0 ? band + 1 + width : width; }

  void place(std::size_t row, std::vector<Point>& places) const {
    const float n = static_cast<float>(std::max<std::size_t>(columns(), 1));
    const float y =
        kernel.size() == 1 ? 0.5f : static_cast<float>(row) / static_cast<float>(kernel.size() - 1);
    const auto put = [&](const std::vector<std::size_t>& group, std::size_t first,
                         std::size_t slots) {
      const float start = static_cast<float>(first) +
                          (static_cast<float>(slots) - static_cast<float>(group.size())) / 2;
      for (std::size_t k = 0; k < group.size(); ++k) {
        places[group[k]] = {(start + static_cast<float>(k) + 0.5f) / n, y};
      }
    };
    put(kernel[row], 0, band);
    put(other[row], band > 0 ? band + 1 : 0, width);
  }
};

// Orders `group` by the mean x of each node's neighbours in `near` (a node without any
// keeps its own x), stably: ties keep the order they had.
void sort_by_barycentre(std::vector<std::size_t>& group,
                        const std::vector<std::vector<std::size_t>>& near,
                        const std::vector<Point>& places) {
  std::vector<std::pair<float, std::size_t>> keyed;
  keyed.reserve(group.size());
  for (std::size_t v : group) {
    float sum = 0;
    for (std::size_t u : near[v]) sum += places[u].x;
    keyed.emplace_back(near[v].empty() ? places[v].x : sum / static_cast<float>(near[v].size()), v);
  }
  std::stable_sort(keyed.begin(), keyed.end(),
                   [](const auto& a, const auto& b) { return a.first < b.first; });
  for (std::size_t k = 0; k < group.size(); ++k) group[k] = keyed[k].second;
}

// Signed area: which side of a->b the point c is on.
float side(Point a, Point b, Point c) {
  return (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
}

}  // namespace

GraphLayout layout_graph(const GameGraph& graph, const GraphLayoutOptions& options) {
  GraphLayout layout;
  const std::size_t n = graph.nodes.size();
  layout.places.assign(n, {0.5f, 0.5f});
  if (n == 0) return layout;

  // Rows: most items first (the start's row is 0).
  std::map<Count, std::size_t, std::greater<>> row_of_items;
  for (const GraphNode& node : graph.nodes) row_of_items.emplace(node.items, 0);
  std::size_t r = 0;
  for (auto& [items, row] : row_of_items) row = r++;
  Rows rows;
  rows.kernel.resize(row_of_items.size());
  rows.other.resize(row_of_items.size());
  for (std::size_t i = 0; i < n; ++i) {  // breadth-first order to start with
    const std::size_t row = row_of_items[graph.nodes[i].items];
    (options.kernel_aside && graph.nodes[i].kernel ? rows.kernel : rows.other)[row].push_back(i);
  }
  for (std::size_t row = 0; row < rows.kernel.size(); ++row) {
    rows.band = std::max(rows.band, rows.kernel[row].size());
    rows.width = std::max(rows.width, rows.other[row].size());
  }
  layout.levels = rows.kernel.size();
  layout.widest = rows.columns();
  if (rows.band > 0) {
    layout.kernel_band =
        (static_cast<float>(rows.band) + 0.5f) / static_cast<float>(rows.columns());
  }

  // Every arrow goes down a row or more (a move takes items): parents above, children below.
  std::vector<std::vector<std::size_t>> parents(n);
  std::vector<std::vector<std::size_t>> children(n);
  for (const auto& [from, to] : graph.edges) {
    if (graph.nodes[from].items == graph.nodes[to].items) continue;  // saturated counts only
    parents[to].push_back(from);
    children[from].push_back(to);
  }
  for (std::size_t row = 0; row < layout.levels; ++row) rows.place(row, layout.places);

  // Counting crossings compares pairs of arrows: past kCountedEdges arrows (a graph with too
  // many rows to be drawn whole anyway) the sweeps run and the last order is kept.
  constexpr std::size_t kCountedEdges = 1'000;
  const bool counted = graph.edges.size() <= kCountedEdges;
  // With one node a row there is no order to choose.
  const bool choice = rows.band > 1 || rows.width > 1;
  Rows best = rows;
  std::size_t fewest = counted ? count_crossings(graph, layout) : 1;
  for (int sweep = 0; choice && sweep < options.sweeps && fewest > 0; ++sweep) {
    for (std::size_t row = 1; row < layout.levels; ++row) {
      sort_by_barycentre(rows.kernel[row], parents, layout.places);
      sort_by_barycentre(rows.other[row], parents, layout.places);
      rows.place(row, layout.places);
    }
    for (std::size_t row = layout.levels - 1; row-- > 0;) {
      sort_by_barycentre(rows.kernel[row], children, layout.places);
      sort_by_barycentre(rows.other[row], children, layout.places);
      rows.place(row, layout.places);
    }
    const std::size_t crossings = counted ? count_crossings(graph, layout) : 0;
    if (!counted || crossings < fewest) {
      fewest = crossings;
      best = rows;
    }
  }
  for (std::size_t row = 0; row < layout.levels; ++row) best.place(row, layout.places);
  return layout;
}

std::size_t count_crossings(const GameGraph& graph, const GraphLayout& layout) {
  // Each arrow as a segment, top end first; two cross when each one's ends are on both
  // sides of the other. Arrows sharing a node do not count. Sorted by top end, a pair is
  // only compared while their vertical spans overlap.
  struct Segment {
    Point a, b;
    std::size_t u, v;
  };
  std::vector<Segment> segments;
  segments.reserve(graph.edges.size());
  for (const auto& [from, to] : graph.edges) {
    Point a = layout.places[from];
    Point b = layout.places[to];
    if (b.y < a.y) std::swap(a, b);
    segments.push_back({a, b, from, to});
  }
  std::sort(segments.begin(), segments.end(),
            [](const Segment& s, const Segment& t) { return s.a.y < t.a.y; });
  std::size_t crossings = 0;
  for (std::size_t i = 0; i < segments.size(); ++i) {
    const Segment& s = segments[i];
    for (std::size_t j = i + 1; j < segments.size() && segments[j].a.y < s.b.y; ++j) {
      const Segment& t = segments[j];
      if (s.u == t.u || s.u == t.v || s.v == t.u || s.v == t.v) continue;
      const float d1 = side(s.a, s.b, t.a);
      const float d2 = side(s.a, s.b, t.b);
      const float d3 = side(t.a, t.b, s.a);
      const float d4 = side(t.a, t.b, s.b);
      if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0)))
        ++crossings;
    }
  }
  return crossings;
}

GraphLayout layout_board(const GameGraph& graph) {
  GraphLayout layout;
  Count size = 1;
  for (const GraphNode& node : graph.nodes) {
    for (Count heap : node.heaps) size = std::max(size, heap + 1);
  }
  const float n = static_cast<float>(size);
  for (const GraphNode& node : graph.nodes) {
    const float x = node.heaps.size() > 0 ? static_cast<float>(node.heaps[0]) : 0;
    const float y = node.heaps.size() > 1 ? static_cast<float>(node.heaps[1]) : 0;
    layout.places.push_back({(x + 0.5f) / n, 1 - (y + 0.5f) / n});
  }
  layout.levels = static_cast<std::size_t>(size);
  layout.widest = static_cast<std::size_t>(size);
  return layout;
}

std::vector<std::size_t> moves_from_start(const GameGraph& graph) {
  std::vector<std::size_t> targets;
  for (const auto& [from, to] : graph.edges) {
    if (from == 0) targets.push_back(to);
  }
  return targets;
}

Neighbourhood neighbourhood_graph(const Game& game, const Heaps& start, std::size_t max_moves,
                                  std::size_t max_kernel) {
  Neighbourhood near;
  GameGraph& graph = near.graph;
  std::map<Heaps, std::size_t> index;
  const auto add = [&](const Heaps& heaps, Outcome outcome) {
    const auto [it, added] = index.emplace(heaps, graph.nodes.size());
    if (added) {
      Count items = 0;
      for (Count h : heaps) items += h;
      graph.nodes.push_back({heaps, outcome, outcome == Outcome::P, items});
    }
    return it->second;
  };
  add(start, game.outcome(start));

  // The positions one move away, the kernel ones first (the winning moves), once each. A
  // position with more moves than kListedMoves (one heap of 2^62) is not listed whole: its
  // winning moves only, few in every game.
  constexpr Count kListedMoves = 10'000;
  const Count count = game.move_count(start);
  std::vector<std::pair<Heaps, Outcome>> targets;
  std::map<Heaps, bool> seen;
  for (const Move& move : count <= kListedMoves ? game.moves(start) : game.winning_moves(start)) {
    Heaps next = game.apply(start, move);
    if (!seen.emplace(next, true).second) continue;
    const Outcome outcome = game.outcome(next);
    targets.emplace_back(std::move(next), outcome);
  }
  near.moves = count <= kListedMoves ? targets.size() : static_cast<std::size_t>(count);
  std::stable_partition(targets.begin(), targets.end(),
                        [](const auto& t) { return t.second == Outcome::P; });
  if (targets.size() > max_moves) targets.resize(max_moves);
  for (const auto& [heaps, outcome] : targets) graph.edges.emplace_back(0, add(heaps, outcome));
  near.moves_shown = targets.size();

  // From each of those outside the kernel, its moves into the kernel: the answers that win.
  std::map<Heaps, bool> left_out;  // kernel positions found but not shown, once each
  for (std::size_t m = 1; m <= near.moves_shown; ++m) {
    if (graph.nodes[m].kernel) continue;
    const Heaps from = graph.nodes[m].heaps;
    std::set<Heaps> answered;  // two winning moves to one position are one arrow (Kayles)
    for (const Move& move : game.winning_moves(from)) {
      const Heaps next = game.apply(from, move);
      if (!answered.insert(next).second) continue;
      const auto found = index.find(next);
      if (found != index.end()) {
        if (found->second > near.moves_shown) graph.edges.emplace_back(m, found->second);
        continue;
      }
      if (graph.nodes.size() - 1 - near.moves_shown >= max_kernel) {
        left_out.emplace(next, true);
        continue;
      }
      graph.edges.emplace_back(m, add(next, Outcome::P));
    }
  }
  near.kernel_left = left_out.size();
  return near;
}

GraphLayout layout_neighbourhood(const Neighbourhood& near) {
  const GameGraph& graph = near.graph;
  GraphLayout layout;
  layout.places.assign(graph.nodes.size(), {0.5f, 0.0f});
  const std::size_t far = graph.nodes.size() - 1 - near.moves_shown;
  layout.levels = far > 0 ? 3 : (near.moves_shown > 0 ? 2 : 1);
  layout.widest = std::max<std::size_t>({1, near.moves_shown, far});
  const float n = static_cast<float>(layout.widest);
  const auto put = [&](std::size_t first, std::size_t count, float y) {
    const float start = (n - static_cast<float>(count)) / 2;
    for (std::size_t k = 0; k < count; ++k) {
      layout.places[first + k] = {(start + static_cast<float>(k) + 0.5f) / n, y};
    }
  };
  put(0, 1, 0);
  if (layout.levels == 1) layout.places[0].y = 0.5f;
  put(1, near.moves_shown, layout.levels == 3 ? 0.5f : 1.0f);
  if (far == 0) return layout;
  // The kernel row ordered under the moves that lead to it.
  std::vector<std::vector<std::size_t>> parents(graph.nodes.size());
  for (const auto& [from, to] : graph.edges) {
    if (from != 0) parents[to].push_back(from);
  }
  std::vector<std::size_t> row(far);
  std::iota(row.begin(), row.end(), near.moves_shown + 1);
  put(near.moves_shown + 1, far, 1.0f);
  sort_by_barycentre(row, parents, layout.places);
  const float start = (n - static_cast<float>(far)) / 2;
  for (std::size_t k = 0; k < far; ++k) {
    layout.places[row[k]] = {(start + static_cast<float>(k) + 0.5f) / n, 1.0f};
  }
  return layout;
}

}  // namespace marienbad::app
