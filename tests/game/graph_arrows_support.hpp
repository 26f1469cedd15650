#pragma once
// The game graph's arrows checked as geometry on the pictures the game draws, whatever the
// game: no arrow passes through a node it does not join, no line crosses a label's box, and
// every arrow runs from its node's rim to the other's. Each game's graphs are checked in its
// home (tests/games/ID/game/ID_graph_arrows_test.cpp).
#include <catch2/catch.hpp>

#include <cmath>
#include <functional>
#include <sstream>

#include "boards/graph/graph_arrows.hpp"
#include "graph_scene_support.hpp"

namespace marienbad::app::test {

// What is wrong with the arrows of `picture` (empty: nothing), `center` giving each node's
// centre and `reach` the room it covers (its disc, and its ring if it has one).
inline std::string arrow_faults(const GraphPicture& picture, std::size_t nodes,
                                const std::function<Point(std::size_t)>& center,
                                const std::function<float(std::size_t)>& reach) {
  std::ostringstream out;
  std::size_t faults = 0;
  const auto fault = [&](const std::string& what) {
    if (faults++ < 5) out << what << "\n";
  };
  for (const ArrowPath& arrow : picture.arrows) {
    const std::string name = std::to_string(arrow.from) + "->" + std::to_string(arrow.to);
    if (arrow.pieces.empty()) {
      fault(name + " is not drawn");
      continue;
    }
    // From rim to rim; or, where the line runs under the node's own label, from the edge of
    // that label's backing, which the line stops at (the label touches its node).
    const Point first = arrow.pieces.front().front();
    const Point last = arrow.pieces.back().back();
    const auto off_rim = [&](Point p, std::size_t node) {
      const Point c = center(node);
      if (std::abs(std::hypot(p.x - c.x, p.y - c.y) - reach(node)) <= 1.5f) return false;
      const auto& label = picture.labels.at(node);
      if (!label) return true;
      const Rect near = label->inset(-4);
      const Rect far = label->inset(0.5f);
      return !(near.contains(p) && !far.contains(p));
    };
    if (off_rim(first, arrow.from)) fault(name + " does not start at its node");
    if (off_rim(last, arrow.to)) fault(name + " does not end at its node");
    for (const auto& piece : arrow.pieces) {
      for (std::size_t s = 0; s + 1 < piece.size(); ++s) {
        const Point p = piece[s];
        const Point q = piece[s + 1];
        for (std::size_t k = 0; k < nodes; ++k) {
          if (k == arrow.from || k == arrow.to) continue;
          if (distance_to_segment(center(k), p, q) < reach(k)) {
            fault(name + " passes through node " + std::to_string(k));
          }
        }
        for (std::size_t k = 0; k < picture.labels.size(); ++k) {
          if (picture.labels[k] && segment_meets(p, q, picture.labels[k]->inset(0.5f))) {
            fault(name + " crosses the label of node " + std::to_string(k));
          }
        }
      }
    }
  }
  if (faults > 5) out << "… " << faults << " faults in all\n";
  return out.str();
}

// The play screen with the graph opened (G).
struct Viewing : Playing {
  Viewing(GameKind kind, Heaps start, Rule rule, WindowSize size)
      : Playing(kind, std::move(start), rule, size) {
    open_graph();
  }
  GraphScene& view() { return top_as<GraphScene>(*app); }
};

inline void check_view(GraphScene& view) {
  const GraphPicture& picture = view.picture();
  const std::size_t nodes = view.drawn().nodes.size();
  CHECK(picture.arrows.size() == view.drawn().edges.size());
  REQUIRE(picture.reach.size() == nodes);  // a disc, and the ring of the position now or shown
  const std::string faults = arrow_faults(
      picture, nodes, [&](std::size_t i) { return view.node_center(i); },
      [&](std::size_t i) { return picture.reach[i]; });
  INFO(faults);
  CHECK(faults.empty());
}

// The graph of `start` under `rule` at 1280x720 and 800x600, then with each of its first four
// moves chosen in turn (its arrows drawn bold, its ring around it): its arrows checked.
inline void check_graph_arrows(GameKind kind, const Heaps& start, Rule rule) {
  for (const WindowSize size : {WindowSize{1280, 720}, WindowSize{800, 600}}) {
    Viewing viewing(kind, start, rule, size);
    GraphScene& view = viewing.view();
    INFO(join_counts(start, ",") << (rule == Rule::Misere ? " misère" : " normal") << " at "
                                 << size.width << "x" << size.height);
    check_view(view);
    for (int i = 0; i < 4; ++i) {
      key(*viewing.app, SDLK_RIGHT);
      viewing.app->step();
      INFO("move " << i + 1 << " chosen");
      check_view(view);
    }
  }
}

}  // namespace marienbad::app::test
