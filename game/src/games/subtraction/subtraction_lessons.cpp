// Lessons 1 and 2 (seed 003): the subtraction game, its losing heaps coloured from 0 up, and their
// period.
#include "scenes/lesson_catalogue.hpp"

#include "app/strings.hpp"

MARIENBAD_STRINGS(
    subtraction_lessons_strings, S_("lesson.21.title", "21: find the losing heaps"),
    S_("lesson.21.summary", "Take 1, 2 or 3: which heaps lose for the player to move?"),
    S_("lesson.21.intro",
       "One heap of 21 tokens; each turn take 1, 2 or 3; whoever takes the last token wins. "
       "Who can always win? Work backwards, from the smallest heaps."),
    S_("lesson.21.colour",
       "Colour the heaps from 0 up. P: the Previous player, who just moved, wins; the player to "
       "move loses. N: the Next player, the one to move, wins. 0 is P: no move is left. A heap "
       "is N when one move leaves a P heap, and P when every move leaves an N heap."),
    S_("lesson.21.pattern",
       "The losing heaps are 0, 4, 8, 12, 16, 20: the multiples of 4. From 21, take 1 to leave "
       "20; then whatever your opponent takes, take 4 minus that: a multiple of 4 is left again."),
    S_("lesson.21.challenge",
       "Challenge: one heap of 21, take 1, 2 or 3, whoever takes the last token wins. You start "
       "against the perfect player. Win! (Had the computer started, it would have left 20, and "
       "nobody beats it from there.)"),
    S_("lesson.134.title", "Other amounts: 1, 3 or 4"),
    S_("lesson.134.summary", "Another set of amounts: its losing heaps come back with a period."),
    S_("lesson.134.intro",
       "Now each turn takes 1, 3 or 4 tokens. Are the losing heaps still this regular? Colour "
       "them and see."),
    S_("lesson.134.colour",
       "Colour the heaps from 0 up, as before: a heap wins when one move (1, 3 or 4) leaves a "
       "losing heap."),
    S_("lesson.134.pattern",
       "Losing heaps: 0, 2, 7, 9, 14, 16… From heap 0 on the pattern P N P N N N N repeats: "
       "the period is 7. Every subtraction game has such a period."),
    S_("lesson.134.challenge",
       "Challenge: from a heap of 20, taking 1, 3 or 4, whoever takes the last token wins. You "
       "start against the perfect player. Win!"))

namespace marienbad::app {

std::span<const Lesson> subtraction_lessons() {
  // Designated initializers, in the order of Lesson's members.
  static const std::vector<Lesson> lessons = {
      {.id = "twenty-one",
       .number = 1,
       .title_key = "lesson.21.title",
       .summary_key = "lesson.21.summary",
       .kind = GameKind::Subtraction,
       .set = {1, 2, 3},
       .colour_up_to = 21,
       .challenge_start = {21},
       .steps = {{StepKind::Read, "lesson.21.intro", {}, Rule::Normal, true},
                 {StepKind::Colour, "lesson.21.colour"},
                 {StepKind::Read, "lesson.21.pattern"},
                 {StepKind::Challenge, "lesson.21.challenge"}}},
      {.id = "one-three-four",
       .number = 2,
       .title_key = "lesson.134.title",
       .summary_key = "lesson.134.summary",
       .kind = GameKind::Subtraction,
       .set = {1, 3, 4},
       .colour_up_to = 16,
       .challenge_start = {20},
       .steps = {{StepKind::Read, "lesson.134.intro"},
                 {StepKind::Colour, "lesson.134.colour"},
                 {StepKind::Read, "lesson.134.pattern"},
                 {StepKind::Challenge, "lesson.134.challenge"}}}};
  return lessons;
}

}  // namespace marienbad::app
