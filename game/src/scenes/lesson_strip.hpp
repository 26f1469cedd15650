#pragma once
// A colouring lesson's heaps (seed 003), drawn as the learner colours them.
#include "app/canvas.hpp"
#include "session/lesson_colouring.hpp"

namespace marienbad::app {

// The heaps 0 … last in a row (two rows when narrow): P a gold square, N a blue ring, the
// heap to colour now outlined, the others still blank.
void draw_colouring_strip(Canvas& canvas, Rect area, const ColouringExercise& exercise);

}  // namespace marienbad::app
