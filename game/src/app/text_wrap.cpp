// Where a line may break and the greedy fill of a paragraph's lines.
#include "app/text_wrap.hpp"

#include <algorithm>
#include <array>
#include <span>

namespace marienbad::app {
namespace {

// A bracketed group up to this many characters (code points) stays on one line.
constexpr std::size_t kShortGroup = 24;

std::size_t code_points(std::string_view text) {
  return static_cast<std::size_t>(std::count_if(text.begin(), text.end(), [](char c) {
    return (static_cast<unsigned char>(c) & 0xC0) != 0x80;  // not a UTF-8 continuation byte
  }));
}

bool starts_with_any(std::string_view word, std::span<const std::string_view> signs) {
  return std::any_of(signs.begin(), signs.end(),
                     [&](std::string_view s) { return word.starts_with(s); });
}
bool ends_with_any(std::string_view word, std::span<const std::string_view> signs) {
  return std::any_of(signs.begin(), signs.end(),
                     [&](std::string_view s) { return word.ends_with(s); });
}

// "row 2", "heap of 21": a short number stays with the word before it (a line does not
// start with a lone number).
bool short_number_after_word(std::string_view before, std::string_view after) {
  std::size_t digits = 0;
  while (digits < after.size() && after[digits] >= '0' && after[digits] <= '9') ++digits;
  const bool number = digits > 0 && digits <= 3 &&
                      (digits == after.size() ||
                       std::string_view(".,:;!?)").find(after[digits]) != std::string_view::npos);
  const bool word = !before.empty() && std::all_of(before.begin(), before.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c & 0x80) != 0;
  });
  return number && word;
}

// Signs a line never starts with (they belong to the word before).
constexpr std::array<std::string_view, 10> kNoBreakBefore{":", ";", "!", "?", ")",
                                                          "]", "}", ",", ".", "»"};
// Signs that bind the words on both sides ("x = 3", "13 → 12", "φ ≈ 1.618", "7 ⊕ 1 ⊕ 0",
// "4 + 2 + 1").
constexpr std::array<std::string_view, 13> kBinding{"=", "→", "≈", "≠", "≤", "≥", "<",
                                                    ">", "×", "←", "⊕", "+", "−"};
// A line never ends with an opening sign.
constexpr std::array<std::string_view, 4> kNoBreakAfter{"(", "[", "{", "«"};

// What a space between two words allows.
enum class Gap {
  Free,  // a line may break here
  Soft,  // inside an expression: broken only when the expression is wider than the line
  Hard,  // before : ; ! ? or a closing sign, after an opening one: never broken
};

// For each space of the paragraph (by byte position), what it allows.
std::vector<Gap> gaps_at(std::string_view paragraph, const std::vector<std::size_t>& spaces) {
  std::vector<bool> inside_group(paragraph.size(), false);
  std::vector<std::size_t> open;
  for (std::size_t i = 0; i < paragraph.size(); ++i) {
    const char c = paragraph[i];
    if (c == '(' || c == '[' || c == '{') open.push_back(i);
    if ((c == ')' || c == ']' || c == '}') && !open.empty()) {
      const std::size_t start = open.back();
      open.pop_back();
      if (code_points(paragraph.substr(start, i - start)) <= kShortGroup) {
        std::fill(inside_group.begin() + static_cast<std::ptrdiff_t>(start),
                  inside_group.begin() + static_cast<std::ptrdiff_t>(i), true);
      }
    }
  }
  std::vector<Gap> gaps(spaces.size(), Gap::Free);
  // The word after space k binds to the next one ("7 ⊕ 1"): a number starting an
  // expression is not also tied to the word before it, which would make one long unit.
  const auto starts_expression = [&](std::size_t k) {
    if (k >= spaces.size()) return false;
    const std::size_t end = k + 1 < spaces.size() ? spaces[k + 1] : paragraph.size();
    return starts_with_any(paragraph.substr(spaces[k] + 1, end - spaces[k] - 1), kBinding);
  };
  std::size_t word_start = 0;
  for (std::size_t k = 0; k < spaces.size(); ++k) {
    const std::size_t at = spaces[k];
    const std::string_view before = paragraph.substr(word_start, at - word_start);
    const std::size_t next_end = k + 1 < spaces.size() ? spaces[k + 1] : paragraph.size();
    const std::string_view after = paragraph.substr(at + 1, next_end - at - 1);
    if (starts_with_any(after, kNoBreakBefore) || ends_with_any(before, kNoBreakAfter)) {
      gaps[k] = Gap::Hard;
    } else if (inside_group[at] || starts_with_any(after, kBinding) ||
               ends_with_any(before, kBinding) ||
               (short_number_after_word(before, after) && !starts_expression(k + 1))) {
      gaps[k] = Gap::Soft;
    }
    word_start = at + 1;
  }
  return gaps;
}

// `text` (at `offset` in the paragraph) cut at the spaces whose gap is `from` or freer.
std::vector<std::string_view> split(std::string_view text, std::size_t offset,
                                    const std::vector<std::size_t>& spaces,
                                    const std::vector<Gap>& gaps, Gap from) {
  std::vector<std::string_view> parts;
  std::size_t start = offset;
  for (std::size_t k = 0; k <= spaces.size(); ++k) {
    const bool last = k == spaces.size();
    if (!last && (spaces[k] < start || spaces[k] >= offset + text.size())) continue;
    if (!last && gaps[k] > from) continue;
    const std::size_t end = last ? offset + text.size() : spaces[k];
    parts.push_back(text.substr(start - offset, end - start));
    start = end + 1;
  }
  return parts;
}

// Greedy fill of pieces (each followed by a space in the text) into lines, up to a number.
class Filler {
 public:
  Filler(float max_width, const MeasureText& measure, std::size_t max_lines,
         std::vector<std::string>& lines)
      : max_width_(max_width), measure_(measure), max_lines_(max_lines), lines_(lines) {}

  // Adds a piece; false once the lines are full and text is left over (the last kept line
  // then ends with "…").
  bool add(std::string_view piece) {
    if (full_) return false;
    std::string candidate = line_.empty() ? std::string(piece) : line_ + ' ' + std::string(piece);
    if (!line_.empty() && measure_(candidate) > max_width_) {
      if (!push(std::move(line_))) return false;
      line_ = std::string(piece);
    } else {
      line_ = std::move(candidate);
    }
    return true;
  }
  // Ends the paragraph; false once the lines are full.
  bool end_paragraph() {
    if (full_) return false;
    const bool pushed = push(std::move(line_));
    line_.clear();
    return pushed;
  }
  // The lines are full: if text is left, the last line says so.
  void mark_cut() {
    if (!lines_.empty()) lines_.back() += "\u2026";
  }
  bool full() const { return full_; }

 private:
  bool push(std::string line) {
    if (lines_.size() >= max_lines_) {
      full_ = true;
      mark_cut();
      return false;
    }
    lines_.push_back(std::move(line));
    return true;
  }

  float max_width_;
  const MeasureText& measure_;
  std::size_t max_lines_;
  std::vector<std::string>& lines_;
  std::string line_;
  bool full_ = false;
};

// False once the lines are full.
bool wrap_paragraph(std::string_view paragraph, float max_width, const MeasureText& measure,
                    Filler& filler) {
  std::vector<std::size_t> spaces;
  for (std::size_t i = 0; i < paragraph.size(); ++i) {
    if (paragraph[i] == ' ') spaces.push_back(i);
  }
  const std::vector<Gap> gaps = gaps_at(paragraph, spaces);
  // Broken at free gaps; an expression wider than the line also at its soft gaps.
  for (const std::string_view segment : split(paragraph, 0, spaces, gaps, Gap::Free)) {
    if (measure(segment) <= max_width) {
      if (!filler.add(segment)) return false;
      continue;
    }
    const auto offset = static_cast<std::size_t>(segment.data() - paragraph.data());
    for (const std::string_view part : split(segment, offset, spaces, gaps, Gap::Soft)) {
      if (!filler.add(part)) return false;
    }
  }
  return filler.end_paragraph();
}

}  // namespace

std::vector<std::string> wrap_text(std::string_view text, float max_width,
                                   const MeasureText& measure, std::size_t max_lines) {
  std::vector<std::string> lines;
  if (max_lines == 0) return lines;
  Filler filler(max_width, measure, max_lines, lines);
  std::size_t start = 0;
  while (start <= text.size()) {
    const std::size_t end = std::min(text.find('\n', start), text.size());
    if (!wrap_paragraph(text.substr(start, end - start), max_width, measure, filler)) break;
    start = end + 1;
  }
  return lines;
}

}  // namespace marienbad::app
