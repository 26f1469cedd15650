#pragma once
// The hint of a game made of parts each worth a Nim heap (a sum's parts, Kayles' rows): a
// caption, the parts' Grundy values g in base 2 with their digital sum Σ under them (seed
// 002's table, draw_binary_table), then the verdict, the method, the suggested move and the
// goal. The model's `sum` holds the parts, the table and the explanation.
#include <functional>
#include <string>

#include "boards/hint_draw.hpp"

namespace marienbad::app {

// The texts, translated; an empty method or goal is not shown.
struct ValuesHintText {
  std::string caption;
  std::string heading;  // the parts' column: "Part", "Row"
  std::string value;    // the values' column: "g"
  std::string method;   // how to find the move, beside a suggestion
  std::string goal;
  std::string more;  // a last line, smaller (a sum: how to see where a part's g comes from)
};

// `intro`, when given, draws what comes between the caption and the table in the box it is
// handed, and returns the height it took.
void draw_values_hint(Canvas& canvas, const HintFrame& frame, const HintModel& model,
                      const HintExtras& extras, const ValuesHintText& text, const Strings& strings,
                      const std::function<float(Rect)>& intro = {});

}  // namespace marienbad::app
