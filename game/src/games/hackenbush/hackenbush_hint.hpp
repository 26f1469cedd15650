#pragma once
// Hackenbush's hint, as data (no SDL) built by build_hackenbush_hint and drawn by
// draw_hackenbush_hint: each piece's value, their sum and what its sign says, and the best cut.
#include <string>
#include <vector>

#include "boards/hint_draw.hpp"

namespace marienbad::app {

struct HackenbushHint {
  std::vector<std::string> pieces;  // each piece's value, left to right: "1/2", "−1", "*"
  std::string sum;                  // "1/2 + (−1) = −1/2"
  std::string meaning;              // "< 0: Red wins, whoever starts."
  std::string method;               // the best cut and the value it leaves
};

// "blue edge 3": the edge cut from `position`, numbered from 1 as the command line does.
std::string hackenbush_cut_words(const Strings& strings, const Heaps& position, const Move& move);

void build_hackenbush_hint(const Game& game, const Heaps& position, const Reached& reached,
                           const Strings& strings, Count board_size, HintModel& model);
void draw_hackenbush_hint(Canvas& canvas, const HintFrame& frame, const HintModel& model,
                          const HintExtras& extras, const Strings& strings);

}  // namespace marienbad::app
