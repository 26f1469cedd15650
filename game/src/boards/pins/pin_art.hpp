#pragma once
// A bowling pin, as every board, picture and lesson of pins draws it.
#include "app/canvas.hpp"

namespace marienbad::app {

// A bowling pin standing on `foot`, `height` tall, tipped by `angle` radians (0: upright,
// π/2: lying to the right); a fallen one is drawn lying, with a low alpha.
struct PinLook {
  float alpha = 1.0f;
  bool highlighted = false;
  Color highlight{};
};
void draw_pin(Canvas& canvas, Point foot, float height, float angle, const PinLook& look = {});

}  // namespace marienbad::app
