// Lesson 7 (seed 003's last section): each row of pins is worth a Nim heap.
#include "scenes/lesson_catalogue.hpp"

#include "app/strings.hpp"
#include "scenes/lesson_pins.hpp"

MARIENBAD_STRINGS(
    kayles_lessons_strings, S_("lesson.kayles.title", "Every row is worth a Nim heap"),
    S_("lesson.kayles.summary",
       "Kayles: find what each row of pins is worth, then play the rows as Nim heaps."),
    S_("lesson.kayles.intro",
       "Kayles, Dudeney's bowling pins (1908): rows of pins side by side. Each turn, knock down "
       "one pin, or two pins side by side in the same row; a row may split in two. Whoever "
       "knocks down the last pin wins."),
    S_("lesson.kayles.grundy",
       "Each row is worth a Nim heap: its Grundy value g. A move leaves at most two shorter "
       "rows, worth the digital sum ⊕ of their values. A row's g is the smallest value that "
       "no move reaches (the mex). Find it for rows of 0 to 12 pins."),
    S_("lesson.kayles.cancel",
       "Two rows of equal value cancel, as two equal Nim heaps: rows of 4 and 8 pins are both "
       "worth 1, and Σ = 1 ⊕ 1 = 0. Whoever moves loses, though the rows differ in length: any "
       "move changes one row's value and makes Σ ≠ 0, and the answer makes Σ = 0 again."),
    S_("lesson.kayles.move",
       "Rows of 3, 5 and 7 pins are Nim heaps of 3, 4 and 2: Σ = 5, not 0, so whoever moves "
       "wins. The winning move makes Σ = 0: in the row of 5 (g = 4, a 1 under Σ's leftmost 1) "
       "leave pieces worth 4 ⊕ 5 = 1: knock down its first pin. Rows 3, 4, 7: Σ = 3 ⊕ 1 ⊕ 2 = 0."),
    S_("lesson.kayles.challenge",
       "Challenge: Kayles from rows of 3, 5 and 7 pins, whoever knocks down the last pin wins. "
       "You start against the perfect player. Leave Σ = 0 after each of your moves!"))

namespace marienbad::app {

std::span<const Lesson> kayles_lessons() {
  // Designated initializers, in the order of Lesson's members.
  static const std::vector<Lesson> lessons = {
      {.id = "kayles",
       .number = 7,
       .title_key = "lesson.kayles.title",
       .summary_key = "lesson.kayles.summary",
       .kind = GameKind::Kayles,
       .grundy_up_to = 12,
       .challenge_start = {3, 5, 7},
       .make_pieces = &make_pins_pieces,
       .steps = {{StepKind::Read, "lesson.kayles.intro", {{3, 5, 7}}, Rule::Normal, true},
                 {StepKind::Grundy, "lesson.kayles.grundy"},
                 {StepKind::Read, "lesson.kayles.cancel", {{4, 8}}},
                 {StepKind::Read, "lesson.kayles.move", {{3, 5, 7}}},
                 {StepKind::Challenge, "lesson.kayles.challenge"}}}};
  return lessons;
}

}  // namespace marienbad::app
