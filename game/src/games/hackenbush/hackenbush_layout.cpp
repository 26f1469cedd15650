#include "games/hackenbush/hackenbush_layout.hpp"

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <numbers>
#include <numeric>

namespace marienbad::app {

namespace {

constexpr float kPieceGap = 0.6f;    // extra columns between two pieces
constexpr float kBow = 0.28f;        // how far apart edges between the same joints bow
constexpr float kPetal = 0.62f;      // a loop's length
constexpr float kFootSpread = 0.3f;  // feet of several ground edges of one joint

Point lerp(Point a, Point b, float t) {
  return {a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t};
}

// From a to b, bowed sideways by `bow` (a quadratic curve; straight when bow is 0).
std::vector<Point> bowed(Point a, Point b, float bow) {
  if (bow == 0) return {a, b};
  const float dx = b.x - a.x, dy = b.y - a.y;
  const float length = std::max(std::hypot(dx, dy), 1e-3f);
  const Point control{(a.x + b.x) / 2 - dy / length * bow * 2,
                      (a.y + b.y) / 2 + dx / length * bow * 2};
  std::vector<Point> line;
  constexpr int kSteps = 10;
  for (int i = 0; i <= kSteps; ++i) {
    const float t = static_cast<float>(i) / kSteps;
    line.push_back(lerp(lerp(a, control, t), lerp(control, b, t), t));
  }
  return line;
}

// A loop at `at`, pointing at `angle` (radians, 0 to the right, pi/2 up).
std::vector<Point> petal(Point at, float angle) {
  std::vector<Point> line;
  constexpr int kSteps = 14;
  for (int i = 0; i <= kSteps; ++i) {
    const float t = static_cast<float>(i) / kSteps;
    const float a = angle + (t - 0.5f) * 1.3f;
    const float r = kPetal * std::sin(std::numbers::pi_v<float> * t);
    line.push_back({at.x + r * std::cos(a), at.y + r * std::sin(a)});
  }
  return line;
}

}  // namespace

PictureLayout lay_out(const Picture& picture) {
  // The edges' joints as indexes.
  struct Link {
    std::size_t from;
    std::size_t to;
  };
  std::vector<Link> edges;
  for (const auto& e : picture.edges) edges.push_back({joint_index(e.from), joint_index(e.to)});
  std::size_t joints = 0;
  for (const auto& e : edges) joints = std::max({joints, e.from, e.to});
  const std::size_t n = joints + 1;
  std::vector<std::vector<std::size_t>> next(n);  // neighbours, in the order of the edges
  for (const auto& e : edges) {
    if (e.from == e.to) continue;
    next[e.from].push_back(e.to);
    next[e.to].push_back(e.from);
  }
  // Pieces: joints joined without the ground.
  std::vector<std::size_t> root(n);
  std::iota(root.begin(), root.end(), std::size_t{0});
  const std::function<std::size_t(std::size_t)> find = [&](std::size_t j) {
    return root[j] == j ? j : root[j] = find(root[j]);
  };
  for (const auto& e : edges) {
    if (e.from != 0 && e.to != 0) root[find(e.from)] = find(e.to);
  }
  // The ground's neighbours, grouped by piece in the order pieces first appear.
  std::vector<std::size_t> ground_children;
  {
    std::vector<std::size_t> pieces;
    for (std::size_t j : next[0]) {
      if (std::find(pieces.begin(), pieces.end(), find(j)) == pieces.end()) {
        pieces.push_back(find(j));
      }
    }
    for (std::size_t piece : pieces) {
      for (std::size_t j : next[0]) {
        if (find(j) == piece &&
            std::find(ground_children.begin(), ground_children.end(), j) == ground_children.end()) {
          ground_children.push_back(j);
        }
      }
    }
  }
  // The breadth-first tree from the ground: depth and children.
  std::vector<int> depth(n, -1);
  std::vector<std::vector<std::size_t>> children(n);
  depth[0] = 0;
  std::vector<std::size_t> queue;
  for (std::size_t j : ground_children) {
    depth[j] = 1;
    children[0].push_back(j);
    queue.push_back(j);
  }
  for (std::size_t at = 0; at < queue.size(); ++at) {
    const std::size_t j = queue[at];
    for (std::size_t k : next[j]) {
      if (depth[k] >= 0) continue;
      depth[k] = depth[j] + 1;
      children[j].push_back(k);
      queue.push_back(k);
    }
  }
  // Columns: each leaf its own, a joint over the middle of its branches.
  std::vector<float> x(n, 0);
  float column = 0;
  std::optional<std::size_t> last_piece;
  const std::function<void(std::size_t)> place = [&](std::size_t j) {
    if (children[j].empty()) {
      x[j] = column;
      column += 1;
      return;
    }
    for (std::size_t k : children[j]) place(k);
    x[j] = (x[children[j].front()] + x[children[j].back()]) / 2;
  };
  for (std::size_t j : children[0]) {
    if (last_piece && *last_piece != find(j)) column += kPieceGap;
    last_piece = find(j);
    place(j);
  }
  // A joint held by several joints below stands over their middle, its branches with it.
  const std::function<void(std::size_t, float)> shift = [&](std::size_t j, float dx) {
    x[j] += dx;
    for (std::size_t k : children[j]) shift(k, dx);
  };
  for (std::size_t j : queue) {
    float sum = 0;
    int below = 0;
    for (std::size_t k : next[j]) {
      if (k != 0 && depth[k] == depth[j] - 1) {
        sum += x[k];
        ++below;
      }
    }
    if (below >= 2) shift(j, sum / static_cast<float>(below) - x[j]);
  }

  PictureLayout layout;
  layout.joints.resize(n);
  float lowest = 0;
  for (std::size_t j = 1; j < n; ++j) {
    layout.joints[j] = {x[j], static_cast<float>(std::max(depth[j], 0))};
    if (j == 1 || x[j] < lowest) lowest = x[j];
  }
  // Feet on the ground, edges between the same joints and loops, counted to spread them.
  std::map<std::pair<std::size_t, std::size_t>, int> total, seen;
  for (const auto& e : edges) ++total[{e.from, e.to}];
  std::map<std::size_t, int> loops_at, loops_seen, feet_at, feet_seen;
  for (const auto& e : edges) {
    if (e.from == e.to) ++loops_at[e.from];
    if (e.from == 0) ++feet_at[e.to];
  }
  for (const auto& e : edges) {
    const int count = total[{e.from, e.to}];
    const int index = seen[{e.from, e.to}]++;
    if (e.from == e.to) {
      const int k = loops_seen[e.from]++;
      const int m = loops_at[e.from];
      const float spread = std::min(1.1f, 5.0f / static_cast<float>(m));
      const float angle = std::numbers::pi_v<float> / 2 +
                          (static_cast<float>(k) - static_cast<float>(m - 1) / 2.0f) * spread;
      layout.edges.push_back(petal(layout.joints[e.to], angle));
      continue;
    }
    const Point top = layout.joints[e.to];
    Point bottom = layout.joints[e.from];
    float bow = (static_cast<float>(index) - static_cast<float>(count - 1) / 2.0f) * kBow;
    if (e.from == 0) {
      // Several ground edges of one joint stand on feet apart rather than bowed.
      const int k = feet_seen[e.to]++;
      const int m = feet_at[e.to];
      bottom = {
          top.x + (static_cast<float>(k) - static_cast<float>(m - 1) / 2.0f) * kFootSpread * 2, 0};
      bow = 0;
    }
    layout.edges.push_back(bowed(bottom, top, bow));
  }
  for (auto& line : layout.edges) {
    for (Point& p : line) {
      p.x -= lowest;
      layout.width = std::max(layout.width, p.x);
      layout.height = std::max(layout.height, p.y);
    }
  }
  for (Point& p : layout.joints) p.x -= lowest;
  // Feet spread or petals may reach left of the first column: keep every point at x >= 0.
  float leftmost = 0;
  for (const auto& line : layout.edges) {
    for (const Point& p : line) leftmost = std::min(leftmost, p.x);
  }
  if (leftmost < 0) {
    for (auto& line : layout.edges) {
      for (Point& p : line) p.x -= leftmost;
    }
    for (Point& p : layout.joints) p.x -= leftmost;
    layout.width -= leftmost;
  }
  return layout;
}

PicturePlacement place_picture(const PictureLayout& layout, Rect area) {
  const float columns = layout.width + 1.2f;
  const float rows = layout.height + 0.9f;
  const float scale = std::max(1.0f, std::min({area.w / columns, area.h / rows, area.h * 0.3f}));
  const float left = area.center_x() - layout.width * scale / 2;
  const float ground = area.center_y() + (layout.height * scale) / 2 + scale * 0.05f;
  return {scale, {left, std::min(ground, area.bottom() - scale * 0.35f)}};
}

std::optional<std::size_t> nth_standing(std::uint64_t standing, std::size_t nth) {
  for (std::size_t i = 0; i < kMaxHackenbushEdges; ++i) {
    if (!(standing >> i & 1)) continue;
    if (nth == 0) return i;
    --nth;
  }
  return std::nullopt;
}

std::optional<std::uint64_t> standing_after(const Picture& start, const std::vector<Move>& moves) {
  std::uint64_t standing =
      start.edges.size() >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << start.edges.size()) - 1;
  for (const Move& move : moves) {
    const auto cut = nth_standing(standing, move.heap);
    if (!cut || move.amount != 1) return std::nullopt;
    standing = grounded_edges(start.edges, standing & ~(std::uint64_t{1} << *cut));
  }
  return standing;
}

Picture standing_picture(const Picture& start, std::uint64_t standing, Side turn) {
  Picture picture{turn, {}};
  for (std::size_t i = 0; i < start.edges.size(); ++i) {
    if (standing >> i & 1) picture.edges.push_back(start.edges[i]);
  }
  picture.edges = renumbered(std::move(picture.edges));
  return picture;
}

float distance_to(const std::vector<Point>& line, Point p) {
  float best = std::numeric_limits<float>::max();
  for (std::size_t i = 0; i + 1 < line.size(); ++i) {
    const Point a = line[i], b = line[i + 1];
    const float dx = b.x - a.x, dy = b.y - a.y;
    const float length2 = dx * dx + dy * dy;
    const float t =
        length2 > 0 ? std::clamp(((p.x - a.x) * dx + (p.y - a.y) * dy) / length2, 0.0f, 1.0f) : 0;
    best = std::min(best, std::hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy)));
  }
  return best;
}

}  // namespace marienbad::app
