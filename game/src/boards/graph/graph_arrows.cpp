#include "boards/graph/graph_arrows.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <tuple>
#include <utility>

namespace marienbad::app {

namespace {

constexpr std::size_t kLabel = std::numeric_limits<std::size_t>::max();

Point lerp(Point p, Point q, float t) {
  return {p.x + (q.x - p.x) * t, p.y + (q.y - p.y) * t};
}

float distance(Point p, Point q) {
  return std::hypot(q.x - p.x, q.y - p.y);
}

Rect grown(Rect r, float d) {
  return {r.x - d, r.y - d, r.w + 2 * d, r.h + 2 * d};
}

// The part [t0, t1] of the segment p-q (t in [0, 1]) inside `box`, if any (Liang–Barsky).
bool clip(Point p, Point q, Rect box, float& t0, float& t1) {
  t0 = 0;
  t1 = 1;
  const float dx = q.x - p.x;
  const float dy = q.y - p.y;
  const float ps[] = {-dx, dx, -dy, dy};
  const float qs[] = {p.x - box.x, box.right() - p.x, p.y - box.y, box.bottom() - p.y};
  for (int i = 0; i < 4; ++i) {
    if (ps[i] == 0) {
      if (qs[i] <= 0) return false;
      continue;
    }
    const float r = qs[i] / ps[i];
    if (ps[i] < 0) {
      t0 = std::max(t0, r);
    } else {
      t1 = std::min(t1, r);
    }
    if (t0 >= t1) return false;
  }
  return t1 > t0;
}

// Everything an arrow keeps out of, as boxes, cut into horizontal slabs between their edges:
// inside a slab each box spans its whole height, so a path that crosses a slab in a straight
// line between two free points of one gap meets none of them.
struct Slabs {
  std::vector<float> ys;  // the slabs' edges, ascending
  struct Blocked {
    float x0, x1;
    std::size_t owner;  // a node's index, or kLabel
  };
  std::vector<std::vector<Blocked>> blocked;  // one a slab [ys[k], ys[k+1]], by x0
  float margin = 0;

  // `pad`: the room kept around a node, in margins.
  Slabs(const ArrowScene& scene, float pad) : margin(scene.margin) {
    std::vector<std::pair<Rect, std::size_t>> boxes;
    for (std::size_t i = 0; i < scene.centers.size(); ++i) {
      const float keep = scene.radius[i] + scene.margin * pad;
      const Point c = scene.centers[i];
      boxes.push_back({{c.x - keep, c.y - keep, 2 * keep, 2 * keep}, i});
      ys.push_back(c.y);
    }
    for (const Rect& label : scene.labels) boxes.push_back({grown(label, scene.margin), kLabel});
    for (const auto& [box, owner] : boxes) {
      ys.push_back(box.y);
      ys.push_back(box.bottom());
    }
    std::sort(ys.begin(), ys.end());
    ys.erase(std::unique(ys.begin(), ys.end()), ys.end());
    blocked.resize(ys.empty() ? 0 : ys.size() - 1);
    for (const auto& [box, owner] : boxes) {
      const auto first = std::lower_bound(ys.begin(), ys.end(), box.y) - ys.begin();
      for (auto k = static_cast<std::size_t>(first); k + 1 < ys.size() && ys[k + 1] <= box.bottom();
           ++k) {
        blocked[k].push_back({box.x, box.right(), owner});
      }
    }
    for (auto& list : blocked) {
      std::sort(list.begin(), list.end(),
                [](const Blocked& p, const Blocked& q) { return p.x0 < q.x0; });
    }
  }

  // The free gaps of slab k, between lo and hi, the nodes a and b not counted.
  std::vector<std::pair<float, float>> gaps(std::size_t k, std::size_t a, std::size_t b, float lo,
                                            float hi) const {
    std::vector<std::pair<float, float>> out;
    float x = lo;
    for (const Blocked& box : blocked[k]) {
      if (box.owner == a || box.owner == b) continue;
      if (box.x0 > x) out.emplace_back(x, std::min(box.x0, hi));
      x = std::max(x, box.x1);
      if (x >= hi) break;
    }
    if (x < hi) out.emplace_back(x, hi);
    std::erase_if(out, [](const auto& gap) { return gap.second <= gap.first; });
    return out;
  }
};

// A path from a down (or up) to b through the gaps of the slabs between them, each slab
// crossed straight, aiming at b: its corners, or nothing when there is no way through.
std::vector<Point> lane(const Slabs& slabs, std::size_t a, std::size_t b, Point pa, Point pb,
                        float lo, float hi) {
  using Gaps = std::vector<std::pair<float, float>>;
  if (pa.y == pb.y) return {};
  const bool down = pb.y > pa.y;
  const auto index = [&](float y) {
    return static_cast<std::size_t>(std::lower_bound(slabs.ys.begin(), slabs.ys.end(), y) -
                                    slabs.ys.begin());
  };
  const std::size_t ia = index(pa.y);
  const std::size_t ib = index(pb.y);
  const std::size_t n = down ? ib - ia : ia - ib;  // slabs crossed
  // The slab crossed at step i (from line i to line i + 1, line 0 through a, line n through b).
  const auto slab = [&](std::size_t i) { return down ? ia + i : ia - i - 1; };
  // reach[i]: where on line i a path to b can go on from.
  std::vector<Gaps> reach(n + 1);
  reach[n] = {{pb.x, pb.x}};
  for (std::size_t i = n; i-- > 0;) {
    for (const auto& gap : slabs.gaps(slab(i), a, b, lo, hi)) {
      const bool on = std::any_of(reach[i + 1].begin(), reach[i + 1].end(), [&](const auto& r) {
        return r.first <= gap.second && gap.first <= r.second;
      });
      if (on) reach[i].push_back(gap);
    }
    if (reach[i].empty()) return {};
  }
  const auto inside = [](float x, const Gaps& gaps) {
    return std::any_of(gaps.begin(), gaps.end(),
                       [&](const auto& g) { return x >= g.first && x <= g.second; });
  };
  if (!inside(pa.x, reach[0])) return {};
  std::vector<Point> path{pa};
  Point at = pa;
  for (std::size_t i = 0; i < n; ++i) {
    const std::size_t k = slab(i);
    std::pair<float, float> through{0, -1};
    for (const auto& gap : slabs.gaps(k, a, b, lo, hi)) {
      if (at.x >= gap.first && at.x <= gap.second) through = gap;
    }
    const float far_y = slabs.ys[down ? k + 1 : k];
    const float aim = at.x + (pb.x - at.x) * (far_y - at.y) / (pb.y - at.y);
    float best = std::numeric_limits<float>::max();
    for (const auto& r : reach[i + 1]) {
      const float g0 = std::max(r.first, through.first);
      const float g1 = std::min(r.second, through.second);
      if (g1 < g0) continue;
      // Away from what bounds the gap where it can: a line there can be smoothed.
      const float pad = std::min(slabs.margin * 3, (g1 - g0) / 2);
      const float x = std::clamp(aim, g0 + pad, g1 - pad);
      if (std::abs(x - aim) < std::abs(best - aim)) best = x;
    }
    if (best == std::numeric_limits<float>::max()) return {};
    at = {best, far_y};
    // Corners only: a point on the line from the last corner is left out.
    if (path.size() >= 2) {
      const Point p = path[path.size() - 2];
      const Point q = path.back();
      const float cross = (q.x - p.x) * (at.y - p.y) - (q.y - p.y) * (at.x - p.x);
      if (std::abs(cross) < 0.01f * distance(p, at)) path.pop_back();
    }
    path.push_back(at);
  }
  return path;
}

struct Curve {
  Point a, c, b;  // a quadratic Bézier curve
  Point at(float t) const {
    const float s = 1 - t;
    return {s * s * a.x + 2 * s * t * c.x + t * t * b.x,
            s * s * a.y + 2 * s * t * c.y + t * t * b.y};
  }
};

// The polyline between where it leaves the circle (ca, ra) and where it enters (cb, rb).
std::vector<Point> between_rims(const std::vector<Point>& line, Point ca, float ra, Point cb,
                                float rb) {
  std::vector<Point> out;
  std::size_t i = 0;
  while (i + 1 < line.size() && distance(line[i + 1], ca) < ra) ++i;
  std::size_t j = line.size() - 1;
  while (j > i + 1 && distance(line[j - 1], cb) < rb) --j;
  if (i >= j) return out;
  const auto cross = [](Point inside, Point outside, Point c, float r) {
    float lo = 0;
    float hi = 1;
    for (int n = 0; n < 24; ++n) {
      const float mid = (lo + hi) / 2;
      (distance(lerp(inside, outside, mid), c) < r ? lo : hi) = mid;
    }
    return lerp(inside, outside, (lo + hi) / 2);
  };
  out.push_back(cross(line[i], line[i + 1], ca, ra));
  for (std::size_t k = i + 1; k < j; ++k) out.push_back(line[k]);
  out.push_back(cross(line[j], line[j - 1], cb, rb));
  return out;
}

struct Candidate {
  std::vector<Point> line;
  std::size_t nodes_hit = 0;
  std::size_t labels_hit = 0;
  bool astray = false;  // out of the picture, or above (below) the rows of its two nodes
  // Better: through fewer nodes, then not astray (a loop over the start reads as another
  // move), then across fewer labels (a line stops at a label's backing).
  auto rank() const { return std::tuple(nodes_hit, astray, labels_hit); }
};

Candidate judge(const ArrowScene& scene, std::size_t a, std::size_t b, std::vector<Point> line) {
  Candidate out;
  out.line = std::move(line);
  if (out.line.size() < 2) {
    out.nodes_hit = std::numeric_limits<std::size_t>::max();
    return out;
  }
  Rect bounds{out.line[0].x, out.line[0].y, 0, 0};
  for (const Point& p : out.line) {
    const float x0 = std::min(bounds.x, p.x);
    const float y0 = std::min(bounds.y, p.y);
    bounds = {x0, y0, std::max(bounds.right(), p.x) - x0, std::max(bounds.bottom(), p.y) - y0};
  }
  const Point pa = scene.centers[a];
  const Point pb = scene.centers[b];
  if (scene.bounds.w > 0 &&
      (bounds.x < scene.bounds.x || bounds.y < scene.bounds.y ||
       bounds.right() > scene.bounds.right() || bounds.bottom() > scene.bounds.bottom())) {
    out.astray = true;
  }
  if (pa.y != pb.y &&
      (bounds.y < std::min(pa.y, pb.y) - 1 || bounds.bottom() > std::max(pa.y, pb.y) + 1)) {
    out.astray = true;
  }
  const auto near = [&](Rect box) {
    return box.x <= bounds.right() && bounds.x <= box.right() && box.y <= bounds.bottom() &&
           bounds.y <= box.bottom();
  };
  for (std::size_t k = 0; k < scene.centers.size(); ++k) {
    if (k == a || k == b) continue;
    const float keep = scene.radius[k] + scene.margin;
    const Point c = scene.centers[k];
    if (!near({c.x - keep, c.y - keep, 2 * keep, 2 * keep})) continue;
    for (std::size_t i = 0; i + 1 < out.line.size(); ++i) {
      if (distance_to_segment(c, out.line[i], out.line[i + 1]) < keep) {
        ++out.nodes_hit;
        break;
      }
    }
  }
  for (const Rect& label : scene.labels) {
    const Rect box = grown(label, scene.margin / 2);
    if (!near(box)) continue;
    for (std::size_t i = 0; i + 1 < out.line.size(); ++i) {
      if (segment_meets(out.line[i], out.line[i + 1], box)) {
        ++out.labels_hit;
        break;
      }
    }
  }
  return out;
}

bool clear(const Candidate& c) {
  return c.nodes_hit == 0 && c.labels_hit == 0 && !c.astray;
}

// Fewer corners: from each corner, straight on to the furthest one in clear view.
std::vector<Point> pulled(const ArrowScene& scene, std::size_t a, std::size_t b,
                          const std::vector<Point>& path) {
  std::vector<Point> out{path.front()};
  std::size_t i = 0;
  while (i + 1 < path.size()) {
    std::size_t j = path.size() - 1;
    while (j > i + 1) {
      const Point ends[] = {path[i], path[j]};
      const std::size_t from = i == 0 ? a : kLabel;
      const std::size_t to = j == path.size() - 1 ? b : kLabel;
      std::vector<Point> piece(std::begin(ends), std::end(ends));
      if (from == a || to == b) {
        piece = between_rims(piece, scene.centers[a], i == 0 ? scene.radius[a] : 0,
                             scene.centers[b], to == b ? scene.radius[b] : 0);
      }
      if (clear(judge(scene, a, b, piece))) break;
      --j;
    }
    out.push_back(path[j]);
    i = j;
  }
  return out;
}

// The corners cut (Chaikin, twice): a lane drawn as a smooth line.
std::vector<Point> smoothed(std::vector<Point> line) {
  for (int round = 0; round < 2 && line.size() > 2; ++round) {
    std::vector<Point> out{line.front()};
    for (std::size_t i = 0; i + 1 < line.size(); ++i) {
      out.push_back(lerp(line[i], line[i + 1], 0.25f));
      out.push_back(lerp(line[i], line[i + 1], 0.75f));
    }
    out.push_back(line.back());
    line = std::move(out);
  }
  return line;
}

Candidate try_bend(const ArrowScene& scene, std::size_t a, std::size_t b, float bend, float slide) {
  const Point pa = scene.centers[a];
  const Point pb = scene.centers[b];
  const float len = distance(pa, pb);
  const Point u{(pb.x - pa.x) / len, (pb.y - pa.y) / len};
  const Point normal{-u.y, u.x};
  const Point mid = lerp(pa, pb, 0.5f + slide);
  // The curve's middle lies about `bend` from the straight line: its control point twice as far.
  const Curve curve{pa, {mid.x + normal.x * 2 * bend, mid.y + normal.y * 2 * bend}, pb};
  std::vector<Point> line;
  constexpr int kSteps = 24;
  for (int i = 0; i <= kSteps; ++i) {
    line.push_back(curve.at(static_cast<float>(i) / static_cast<float>(kSteps)));
  }
  return judge(scene, a, b, between_rims(line, pa, scene.radius[a], pb, scene.radius[b]));
}

// The polyline without what lies inside the boxes: the pieces left.
std::vector<std::vector<Point>> cut(const std::vector<Point>& line,
                                    const std::vector<Rect>& boxes) {
  std::vector<std::vector<Point>> pieces(1);
  for (std::size_t i = 0; i + 1 < line.size(); ++i) {
    const Point p = line[i];
    const Point q = line[i + 1];
    std::vector<std::pair<float, float>> gaps;
    for (const Rect& box : boxes) {
      float t0 = 0;
      float t1 = 0;
      if (clip(p, q, box, t0, t1)) gaps.emplace_back(t0, t1);
    }
    std::sort(gaps.begin(), gaps.end());
    float t = 0;
    if (pieces.back().empty()) pieces.back().push_back(p);
    for (const auto& [g0, g1] : gaps) {
      if (g1 <= t) continue;
      if (g0 > t) pieces.back().push_back(lerp(p, q, g0));
      if (pieces.back().size() < 2) pieces.back().clear();
      if (!pieces.back().empty()) pieces.emplace_back();
      t = g1;
      if (t < 1) pieces.back().push_back(lerp(p, q, t));
    }
    if (t < 1) pieces.back().push_back(q);
  }
  std::erase_if(pieces, [](const std::vector<Point>& piece) { return piece.size() < 2; });
  return pieces;
}

}  // namespace

float distance_to_segment(Point c, Point p, Point q) {
  const float dx = q.x - p.x;
  const float dy = q.y - p.y;
  const float len2 = dx * dx + dy * dy;
  float t = len2 > 0 ? ((c.x - p.x) * dx + (c.y - p.y) * dy) / len2 : 0;
  t = std::clamp(t, 0.0f, 1.0f);
  return distance(c, {p.x + dx * t, p.y + dy * t});
}

bool segment_meets(Point p, Point q, Rect box) {
  float t0 = 0;
  float t1 = 0;
  return clip(p, q, box, t0, t1);
}

std::vector<ArrowPath> route_arrows(const ArrowScene& scene,
                                    const std::vector<std::pair<std::size_t, std::size_t>>& edges) {
  std::vector<Rect> stops;
  for (const Rect& label : scene.labels) stops.push_back(grown(label, scene.margin / 2));
  // Lanes keep well clear of the nodes they pass, or, in a crowded picture, just clear.
  const Slabs wide(scene, 3);
  const Slabs narrow(scene, 1.25f);
  float lo = std::numeric_limits<float>::max();
  float hi = std::numeric_limits<float>::lowest();
  for (const Point& c : scene.centers) {
    lo = std::min(lo, c.x);
    hi = std::max(hi, c.x);
  }
  if (scene.bounds.w > 0) {
    lo = scene.bounds.x;
    hi = scene.bounds.right();
  }
  std::vector<ArrowPath> paths;
  paths.reserve(edges.size());
  for (const auto& edge : edges) {
    // Plain names, not a structured binding: clang 14 (the fuzz and browser builds) cannot
    // capture one in a lambda.
    const auto a = edge.first;
    const auto b = edge.second;
    ArrowPath path{a, b, {}, {}, {}};
    const Point pa = scene.centers.at(a);
    const Point pb = scene.centers.at(b);
    const float ra = scene.radius.at(a);
    const float rb = scene.radius.at(b);
    const float len = distance(pa, pb);
    if (len <= ra + rb) {
      paths.push_back(std::move(path));
      continue;
    }
    // Straight if it can; else bent a little to either side; else along a lane through the
    // gaps between the rows' nodes and labels; else bent further.
    Candidate best = judge(scene, a, b, between_rims({pa, pb}, pa, ra, pb, rb));
    const auto consider = [&](Candidate c) {
      if (c.rank() < best.rank()) {
        best = std::move(c);
      }
    };
    const float step = std::max(len * 0.05f, scene.margin * 2);
    const auto bends = [&](int from, int to) {
      for (int k = from; k <= to && !clear(best); ++k) {
        const float bend = static_cast<float>((k + 1) / 2) * step * (k % 2 == 1 ? 1.0f : -1.0f);
        for (float slide : {0.0f, -0.2f, 0.2f}) {
          consider(try_bend(scene, a, b, bend, slide));
          if (clear(best)) break;
        }
      }
    };
    bends(1, 12);
    for (const Slabs* slabs : {&wide, &narrow}) {
      if (clear(best)) break;
      const std::vector<Point> corners = lane(*slabs, a, b, pa, pb, lo, hi);
      if (!corners.empty()) {
        const std::vector<Point> straightened = pulled(scene, a, b, corners);
        consider(judge(scene, a, b, between_rims(smoothed(straightened), pa, ra, pb, rb)));
        consider(judge(scene, a, b, between_rims(straightened, pa, ra, pb, rb)));
      }
    }
    bends(13, 24);
    if (best.line.size() >= 2) {
      path.tip = best.line.back();
      path.tip_from = best.line[best.line.size() - 2];
      path.pieces =
          best.labels_hit == 0 ? std::vector<std::vector<Point>>{best.line} : cut(best.line, stops);
    }
    paths.push_back(std::move(path));
  }
  return paths;
}

}  // namespace marienbad::app
