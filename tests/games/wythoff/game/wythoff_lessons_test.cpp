// Lesson 6 (Wythoff) with the keyboard: the cold squares, its graph's kernel, then the challenge.
#include <catch2/catch.hpp>

#include "lesson_test_support.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

// The cold squares of the Dornim board: the kernel of the graph from the lesson's start.
TEST_CASE(
    "lessons: lesson 6, the cold squares picked with the keyboard, a wrong pick not counted") {
  pick_the_kernel_then_play(6);
}
