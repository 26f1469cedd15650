#pragma once
// Word wrapping without SDL: where a line may break, and the greedy fill. A line never breaks
// inside a short bracketed group ("(0, 0)", "{1, 2, 3}"), around = → ≈ and the like
// ("Σ = 011", "x = 13 → 12"), nor before : ; ! ? or a closing sign, so an expression and its
// French punctuation stay whole. A group too wide for the line is still broken at its spaces.
#include <cstddef>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace marienbad::app {

// Width of a piece of text, in whatever unit max_width is in.
using MeasureText = std::function<float(std::string_view)>;

// The lines of `text` (explicit '\n' honoured, words split at ASCII spaces only: U+00A0 and
// U+202F never break), at most max_lines of them: when text is left over, the last ends with
// "…" (perhaps made wider than max_width by it) and the rest is not looked at, so a huge text
// costs no more than the lines kept.
std::vector<std::string> wrap_text(std::string_view text, float max_width,
                                   const MeasureText& measure,
                                   std::size_t max_lines = static_cast<std::size_t>(-1));

}  // namespace marienbad::app
