#pragma once
// A Hackenbush picture (Winning Ways, chapter 1): edges of three colours between joints, joint 0
// being the ground. Blue (Left) cuts blue or green edges, Red (Right) red or green ones, and every
// edge that no longer reaches the ground falls.
//
// As the engine's position (Heaps) a picture is: whose turn it is (0 Blue, 1 Red), then three
// numbers per edge: its two joints and its colour (1 blue, 2 red, 3 green). A partisan game thus
// keeps the impartial games' shape: the player to move is part of the position, so "the player to
// move wins" (Outcome::N) still says everything, and the match, the solver and the players work
// unchanged. Joints are numbered 1, 2, ... in the order the edges first reach them and each edge
// goes from its lower joint (renumbered()), so equal pictures drawn in the same order of edges
// are equal positions.
//
// Text, for a person: stalks and trees from the ground up, `BRB,RR` (two stalks), `B(R,BB)` (a
// blue edge carrying a red edge and a blue stalk of two); `red:` before it when Red is to move,
// `none` for the empty picture. Any graph as JSON: {"edges":[[0,1,"B"],[1,2,"R"]],"turn":"red"}
// ("turn" may be left out: Blue). A picture is written as a tree when it is one, else as JSON.
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "marienbad/types.hpp"

namespace marienbad {

// Pictures of at most this many edges (a position's edges fit a 64-bit set).
inline constexpr std::size_t kMaxHackenbushEdges = 64;

enum class EdgeColour : Count { Blue = 1, Red = 2, Green = 3 };
enum class Side { Blue, Red };  // Left and Right

struct HackenbushEdge {
  Count from = 0;
  Count to = 0;
  EdgeColour colour = EdgeColour::Blue;
  friend bool operator==(const HackenbushEdge&, const HackenbushEdge&) = default;
};

// A joint as an index: a picture's joints are numbered from 0 (the ground) up to at most its
// number of edges (renumbered on reading), so they index vectors on any platform.
inline std::size_t joint_index(Count joint) {
  return static_cast<std::size_t>(joint);
}

struct Picture {
  Side turn = Side::Blue;
  std::vector<HackenbushEdge> edges;
  friend bool operator==(const Picture&, const Picture&) = default;
};

Side opponent(Side side);
// Whether `side` may cut an edge of `colour`.
bool may_cut(Side side, EdgeColour colour);
char colour_letter(EdgeColour colour);  // 'B', 'R', 'G'

// The position, and back: refused with its reason when the numbers are not a picture (a count
// not a multiple of 3, a colour or turn out of range, an edge from the ground to itself, an edge
// that does not reach the ground, more than kMaxHackenbushEdges edges).
Heaps encode_picture(const Picture& picture);
Result<Picture> decode_picture(const Heaps& heaps);

// A picture by name (`--position house`): the pictures to start from.
struct NamedPicture {
  std::string_view name;     // "house"
  std::string_view picture;  // its text, in either form above
};
std::span<const NamedPicture> named_pictures();

// Either text form above, or a name of named_pictures(); errors name `what`.
Result<Picture> parse_picture(std::string_view text, std::string_view what);
std::string picture_text(const Picture& picture);

// After `edge` is cut: the edges that still reach the ground, in their order, joints renumbered;
// the other side to move.
Picture cut_edge(const Picture& picture, std::size_t edge);
// Which edges of `present` (a set over picture.edges) reach the ground using only edges of it.
std::uint64_t grounded_edges(const std::vector<HackenbushEdge>& edges, std::uint64_t present);
// Joints renumbered 1, 2, ... in order of first appearance (the ground stays 0), each edge from
// its lower joint to its higher: one form for a picture drawn in a given order of edges, which
// renumbering again keeps.
std::vector<HackenbushEdge> renumbered(std::vector<HackenbushEdge> edges);

}  // namespace marienbad
