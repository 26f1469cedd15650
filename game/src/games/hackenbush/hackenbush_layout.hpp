#pragma once
// Where a Hackenbush picture stands on the board, in board units: x from 0 at the left, y from
// 0 on the ground upwards, one unit between a joint and the next one up. Laid out once from the
// picture a match started from, so that a cut leaves what stands where it stood, and the edges
// that fall fall from their places.
//
// Joints are placed by a breadth-first tree from the ground: a joint's height is its distance
// from the ground, the leaves of the tree take one column each and a joint stands over the
// middle of its branches; a joint held by several joints below (a roof) stands over their
// middle. Pieces (the parts that meet only at the ground) stand side by side with a gap. Edges
// between the same two joints bow apart, and loops are petals around their joint.
#include <cstdint>
#include <optional>
#include <vector>

#include "app/geometry.hpp"
#include "hackenbush/hackenbush_picture.hpp"
#include "marienbad/types.hpp"

namespace marienbad::app {

struct PictureLayout {
  // Each edge of the picture as a line through these points, from its lower end (in units).
  std::vector<std::vector<Point>> edges;
  std::vector<Point> joints;  // joint j at joints[j]; joints[0] is unused (the ground is y = 0)
  float width = 0;            // x of the rightmost column
  float height = 0;           // y of the highest point drawn (a loop's top included)
};

PictureLayout lay_out(const Picture& picture);

// A layout fitted into a screen rectangle: a margin around, the ground at the bottom.
struct PicturePlacement {
  float scale = 1;  // pixels per unit
  Point origin;     // the ground's left end, in pixels
  Point to_screen(Point units) const {
    return {origin.x + units.x * scale, origin.y - units.y * scale};
  }
  Point to_units(Point screen) const {
    return {(screen.x - origin.x) / scale, (origin.y - screen.y) / scale};
  }
};
PicturePlacement place_picture(const PictureLayout& layout, Rect area);

// Which edges of `start` still stand after the cuts `moves` (a set over start.edges: a cut's
// heap is an index among the edges standing, as the engine numbers them); nullopt when a move
// is not a cut of the picture it was played on.
std::optional<std::uint64_t> standing_after(const Picture& start, const std::vector<Move>& moves);
// The edges of `start` in `standing` as the engine's picture (joints renumbered), `turn` to move.
Picture standing_picture(const Picture& start, std::uint64_t standing, Side turn);
// The index in start.edges of the `nth` edge standing (the engine's edge `nth`).
std::optional<std::size_t> nth_standing(std::uint64_t standing, std::size_t nth);
// The distance from `p` to an edge's line (units).
float distance_to(const std::vector<Point>& line, Point p);

}  // namespace marienbad::app
