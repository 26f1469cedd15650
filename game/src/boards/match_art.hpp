#pragma once
// Drawing a match stick, shared by the menu and the boards.
#include <cstddef>

#include "app/canvas.hpp"

namespace marienbad::app {

struct MatchLook {
  float alpha = 1.0f;        // 0..1 (fading in or away)
  bool highlighted = false;  // selected / suggested: a warm glow behind it
  Color highlight{};         // glow colour when highlighted
};

// A vertical match whose foot is at `base`, `length` tall and `thickness` wide.
void draw_match(Canvas& canvas, Point base, float length, float thickness,
                const MatchLook& look = {});

// Rows of matches centred in `area`, each 1/rows of its height (the 1-3-5-7 pyramid of
// the menu and the rules), at most `max_length` tall and `columns` matches wide: where match `i` of
// a row of `n` stands.
struct MatchRows {
  MatchRows(Rect area, std::size_t rows, float max_length, float columns);
  Point base(std::size_t row, int i, int n) const;
  Rect area;
  float row_gap;
  float length;
  float spacing;
  float thickness;
};

}  // namespace marienbad::app
