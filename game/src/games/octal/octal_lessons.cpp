// Lesson 8: an octal game read from its code, its values found by mex, and their period.
#include "scenes/lesson_catalogue.hpp"

#include "app/strings.hpp"
#include "scenes/lesson_pins.hpp"

MARIENBAD_STRINGS(
    octal_lessons_strings, S_("lesson.octal.title", "A game in a code"),
    S_("lesson.octal.summary",
       "Octal games: read a code, find its values by mex, watch them repeat for ever."),
    S_("lesson.octal.intro",
       "A code such as 0.137 is a whole game of pins in rows. Its k-th digit says how a move may "
       "knock down k pins side by side: 1 if they are the whole row, 2 from an end of a row, 4 "
       "from inside it, which splits it in two; a digit adds them. Dawson's chess is 0.137: one "
       "pin only as a whole row, two as a whole row or from an end (1 + 2 = 3), three in any "
       "way (1 + 2 + 4 = 7). Kayles is 0.77."),
    S_("lesson.octal.grundy",
       "As in Kayles, each row is worth a Nim heap: the smallest value no move reaches (the "
       "mex). Find the values of rows of 0 to 12 pins in Dawson's chess, where a move may knock "
       "down up to 3 pins."),
    S_("lesson.octal.period",
       "The values go on, and from 52 pins on they repeat every 34: below, from the second "
       "line on, each line is the one above it; the marked values, before 52, differ from the "
       "value 34 pins on. Guy and Smith's theorem (1956) proves it for ever: a move takes at most "
       "3 "
       "pins, so once g(n + 34) = g(n) for every n from 52 to 140 (below 2 × 52 + 34 + 3), it "
       "holds for every n from 52 on. The computer checks that, and then knows every row."),
    S_("lesson.octal.challenge",
       "Challenge: Dawson's chess from rows of 4, 5 and 7 pins, whoever knocks down the last "
       "pin wins. You start against the perfect player. Leave Σ = 0 after each of your moves!"))

namespace marienbad::app {

std::span<const Lesson> octal_lessons() {
  // Designated initializers, in the order of Lesson's members.
  static const std::vector<Lesson> lessons = {
      {.id = "octal",
       .number = 8,
       .title_key = "lesson.octal.title",
       .summary_key = "lesson.octal.summary",
       .kind = GameKind::Octal,
       .set = {0, 1, 3, 7},  // Dawson's chess, 0.137
       .grundy_up_to = 12,
       .challenge_start = {4, 5, 7},
       .make_pieces = &make_pins_pieces,
       .steps = {{StepKind::Read, "lesson.octal.intro", {{4, 5, 7}}, Rule::Normal, true},
                 {StepKind::Grundy, "lesson.octal.grundy"},
                 {.kind = StepKind::Read, .text_key = "lesson.octal.period", .values_repeat = true},
                 {StepKind::Challenge, "lesson.octal.challenge"}}}};
  return lessons;
}

}  // namespace marienbad::app
