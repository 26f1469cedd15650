#pragma once
// A rated move in words, for the move list and the review: a symbol and a colour (never
// the colour alone) and "wins in 5" / "blunder: loses in 7" / "loses in 3" when the
// remoteness is known, else just "winning" / "blunder" / "lost".
#include <string>
#include <string_view>

#include "app/strings.hpp"
#include "app/theme.hpp"
#include "marienbad/remoteness.hpp"

namespace marienbad::app {

struct RatingLabel {
  std::string_view symbol;  // ✓ winning, ✗ blunder, • lost
  std::string text;         // "wins in 5", "blunder: loses in 7", "lost"
  std::string remoteness;   // "wins in 5", "loses in 7", "" when unknown
  Color color;
};

RatingLabel rating_label(const Strings& strings, const Palette& colors, const MoveReview& review);
// "Winning move", "Blunder", "Lost position": the rating alone, as a heading.
std::string rating_title(const Strings& strings, MoveRating rating);

}  // namespace marienbad::app
