#pragma once
// Drawing a match stick, shared by the menu and the boards.
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

}  // namespace marienbad::app
