#pragma once
// Hackenbush's hint, as data (no SDL) built by build_hackenbush_hint and drawn by
// draw_hackenbush_hint: each piece's value, their sum and what its sign says, and the best cut.
#include <string>
#include <vector>

#include "boards/hint_draw.hpp"
#include "hackenbush/hackenbush_value.hpp"

namespace marienbad::app {

struct HackenbushHint {
  std::vector<std::string> pieces;  // each piece's value, left to right: "1/2", "−1", "*"
  std::string sum;                  // "1/2 + (−1) = −1/2"
  std::string meaning;              // "< 0: Red wins, whoever starts."
  std::string method;               // the best cut and the value it leaves
};

// The engine's "-3/4" with a true minus sign, as the rules page writes it: "−3/4".
std::string shown_value(const std::string& text);
// What a value's sign says: "> 0: Blue wins, whoever starts."
std::string value_meaning(const Strings& strings, ValueSign sign);
// "blue edge 3": the edge cut from `position`, numbered from 1 by its place in the match's
// start (`reached`, as the board numbers it), or in the position when that is not known.
std::string hackenbush_cut_words(const Strings& strings, const Heaps& position,
                                 const Reached& reached, const Move& move);

void build_hackenbush_hint(const Game& game, const Heaps& position, const Reached& reached,
                           const Strings& strings, Count board_size, HintModel& model);
void draw_hackenbush_hint(Canvas& canvas, const HintFrame& frame, const HintModel& model,
                          const HintExtras& extras, const Strings& strings);

}  // namespace marienbad::app
