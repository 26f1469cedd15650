#pragma once
// Where a game graph's arrows run (SDL-free, unit-tested): each arrow from the rim of its
// node to the rim of the other, straight when that passes no other node and no label; else
// along a lane through the gaps between the nodes and labels of the rows it crosses (its
// corners pulled straight wherever nothing is in the way); else bent (a quadratic curve
// pushed to one side, a little more each try) until it clears them, never out of the picture
// nor above or below the rows of its two nodes if it can help it.
// A line that still meets a label (rare: a crowded picture) stops at the label's box and goes
// on past it, as under a backing: it never crosses the digits. Among the bends tried, one
// that passes through no node it does not join always comes first; only a picture too
// crowded for any of them gets the one that meets the fewest (tests/game/graph_arrows_test.cpp
// and the games' tests/games/ID/game/ID_graph_arrows_test.cpp check the graphs the game draws).
#include <cstddef>
#include <vector>

#include "app/geometry.hpp"

namespace marienbad::app {

struct ArrowScene {
  std::vector<Point> centers;  // one a node
  std::vector<float> radius;   // one a node: what an arrow must keep out of (disc and ring)
  std::vector<Rect> labels;    // boxes no line may cross
  float margin = 2;            // the room kept beside a node or a label
  Rect bounds;                 // the picture: an arrow stays inside (w = 0: anywhere)
};

// One arrow, as drawn: pieces of polyline (one piece unless a label cut it), from the rim of
// `from` to the rim of `to`.
struct ArrowPath {
  std::size_t from = 0;
  std::size_t to = 0;
  std::vector<std::vector<Point>> pieces;
  // The direction the arrow arrives in at `to` (its head), and the point it arrives at.
  Point tip;
  Point tip_from;
};

// Routes every edge (a, b) of `edges` in `scene`.
std::vector<ArrowPath> route_arrows(const ArrowScene& scene,
                                    const std::vector<std::pair<std::size_t, std::size_t>>& edges);

// Geometry the routing and its tests share.
float distance_to_segment(Point c, Point p, Point q);
// Whether the segment p-q meets the inside of `box`.
bool segment_meets(Point p, Point q, Rect box);

}  // namespace marienbad::app
