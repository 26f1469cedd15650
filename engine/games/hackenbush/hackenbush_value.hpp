#pragma once
// The value of a Hackenbush picture (Winning Ways, chapters 1 and 2), exact.
//
// The picture is cut into its pieces (the parts that meet only at the ground), whose values add.
// A piece is valued by the rule its colours allow:
//   - Blue and red, a tree: its number by the stalk rule, from the top down. An edge of value x
//     above a blue edge gives (x + n) / 2^(n-1) for the least n >= 1 with x + n > 1 (1 on the
//     ground, 1/2 on a red edge, 2 on a blue one); above a red edge, the negative of that for -x.
//     Branches at a joint add.
//   - Blue and red with a cycle: the simplest number between Blue's best cut and Red's best cut,
//     by search over the sets of edges left, up to kMaxNumberSearchEdges edges.
//   - Green only: a nimber, any size. The fusion principle merges the joints of every cycle into
//     one (each edge of the cycle becomes a loop, worth *1), and the colon principle then gives a
//     joint the nim-sum of its loops and of 1 + the value above each edge it carries.
//   - Green with blue or red: its canonical form (short_game.hpp), by search up to
//     kMaxMixedSearchEdges edges.
// Beyond these limits, or for a number finer than Dyadic holds, the value is refused with one line.
#include <optional>
#include <string>
#include <vector>

#include "hackenbush/hackenbush_picture.hpp"
#include "marienbad/dyadic.hpp"

namespace marienbad {

// The search grows with the sets of edges a piece can be cut down to: the limits keep a dense
// piece (14 edges among 6 joints) quick enough for every move of the perfect player (figures
// in docs/performance.md). A fuzzing build keeps thousands of inputs a second: there the search
// stops at 9 edges.
#ifdef FUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION
inline constexpr std::size_t kMaxNumberSearchEdges = 9;
inline constexpr std::size_t kMaxMixedSearchEdges = 9;
#else
inline constexpr std::size_t kMaxNumberSearchEdges = 14;
inline constexpr std::size_t kMaxMixedSearchEdges = 12;
#endif

// Who wins: Positive, Blue whoever starts; Negative, Red; Zero, whoever moves loses; Fuzzy,
// whoever moves wins.
enum class ValueSign { Positive, Negative, Zero, Fuzzy };

struct PictureValue {
  ValueSign sign = ValueSign::Zero;
  std::optional<Dyadic> number;  // when the value is a number (always for blue and red only)
  std::optional<Count> nimber;   // when it is *n (0 included)
  std::string text;              // "1/2", "-3/4", "*2", "^", "1/2*", "{1|-1}"
  // One piece of a picture: its edges (indexes in the picture), and its own value.
  struct Piece;
};

struct PictureValue::Piece {
  std::vector<std::size_t> edges;
  PictureValue value;
};

Result<PictureValue> picture_value(const Picture& picture);
// The picture's pieces, in the order of their first edges, each with its value: the values
// picture_value adds (a hint shows the sum term by term).
Result<std::vector<PictureValue::Piece>> picture_pieces(const Picture& picture);
// Whether `side`, moving first, wins a game of this value.
bool wins_moving_first(ValueSign sign, Side side);

}  // namespace marienbad
