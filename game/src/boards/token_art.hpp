#pragma once
// Drawing a round gold token (the subtraction heap, the Dornim token, the golden
// heaps), shared by the boards so they all look like one set of pieces.
#include "app/canvas.hpp"

namespace marienbad::app {

struct TokenLook {
  float alpha = 1.0f;    // 0..1 (fading in or away)
  bool marked = false;   // about to be taken: a ring around it (shape, not only colour)
  Color mark{};          // the ring's colour
  bool glowing = false;  // a soft glow behind it (suggested, or the computer's choice)
  Color glow{};
};

// A coin centred at `center` with radius `radius`.
void draw_token(Canvas& canvas, Point center, float radius, const TokenLook& look = {});

}  // namespace marienbad::app
