#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "app/text_wrap.hpp"

using namespace marienbad::app;

namespace {
// One unit per code point (UTF-8 continuation bytes do not count).
float code_points(std::string_view text) {
  float n = 0;
  for (const char c : text) {
    if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) n += 1;
  }
  return n;
}

std::vector<std::string> wrap(std::string_view text, float width) {
  return wrap_text(text, width, code_points);
}

// No line of `text` wrapped at any width from 4 to its length starts or ends as `bad` says.
void never_splits(std::string_view text, std::string_view whole) {
  for (int width = 4; width <= static_cast<int>(code_points(text)); ++width) {
    CAPTURE(text, width);
    const auto lines = wrap(text, static_cast<float>(width));
    bool found = false;
    for (const std::string& line : lines) found = found || line.find(whole) != std::string::npos;
    // Whole when it fits on a line at all.
    if (code_points(whole) <= static_cast<float>(width)) CHECK(found);
  }
}
}  // namespace

TEST_CASE("wrap: the greedy fill at spaces, newlines kept") {
  CHECK(wrap("one two three", 7) == std::vector<std::string>{"one two", "three"});
  CHECK(wrap("one\ntwo three", 100) == std::vector<std::string>{"one", "two three"});
  CHECK(wrap("", 10) == std::vector<std::string>{""});
  // A word wider than the line stays whole on its own line.
  CHECK(wrap("a unbreakable b", 5) == std::vector<std::string>{"a", "unbreakable", "b"});
}

TEST_CASE("wrap: never inside a short bracketed group (issue 18's cases)") {
  never_splits("the corner (0, 0) is cold", "(0, 0)");
  never_splits("from (6, 10) the computer", "(6, 10)");
  never_splits("a position (Σ = 0) loses", "(Σ = 0)");
  never_splits("take one of {1, 2, 3} each turn", "{1, 2, 3}");
  // Short in characters though long in bytes.
  never_splits("the d-th is (⌊d·φ⌋, ⌊d·φ⌋ + d) here", "(⌊d·φ⌋, ⌊d·φ⌋ + d)");
  CHECK(wrap("the corner (0, 0)", 14) == std::vector<std::string>{"the corner", "(0, 0)"});
}

TEST_CASE("wrap: a short number stays with the word before it") {
  never_splits("The computer: 3 from row 2, then you", "row 2,");
  never_splits("One heap of 21 tokens, take 1", "of 21");
  CHECK(wrap("take from row 2", 12) == std::vector<std::string>{"take from", "row 2"});
}

TEST_CASE("wrap: never around = → ≈ ⊕ +") {
  never_splits("the rows give 7 ⊕ 1 ⊕ 0 = 6 here", "7 ⊕ 1 ⊕ 0 = 6");
  never_splits("split it: 7 = 4 + 2 + 1 always", "7 = 4 + 2 + 1");
  never_splits("the digital sum Σ = 011 is not zero", "Σ = 011");
  never_splits("the token goes x = 13 → 12 now", "x = 13 → 12");
  never_splits("the golden ratio φ ≈ 1,618 again", "φ ≈ 1,618");
  CHECK(wrap("sum Σ = 011", 8) == std::vector<std::string>{"sum", "Σ = 011"});
}

TEST_CASE("wrap: never before colon, semicolon, ! or ? (French spacing with a plain space too)") {
  never_splits("le nombre d’or φ ≈ 1,618 : la suite", "1,618 :");
  never_splits("une case froide : tout coup la quitte", "froide :");
  never_splits("gagné ! encore une", "gagné !");
  never_splits("perdu ? pas encore ; rejouez", "perdu ?");
  CHECK(wrap("une case froide : tout coup la quitte", 16) ==
        std::vector<std::string>{"une case", "froide : tout", "coup la quitte"});
}

TEST_CASE("wrap: a no-break space never breaks, a glued group too wide is still split") {
  CHECK(wrap("case\u00a0froide\u00a0: oui", 8) ==
        std::vector<std::string>{"case\u00a0froide\u00a0:", "oui"});
  // "{1, 2, 3, 4, 5, 6}" does not fit in 8: broken at its spaces rather than overflowing.
  const auto lines = wrap("{1, 2, 3, 4, 5, 6}", 8);
  CHECK(lines.size() > 1);
  for (const std::string& line : lines) CHECK(code_points(line) <= 8);
}
