#include "scenes/lesson_catalogue.hpp"

#include "app/strings.hpp"

MARIENBAD_STRINGS(
    lesson_catalogue_strings, S_("lesson.21.title", "21: find the losing heaps"),
    S_("lesson.21.summary", "Take 1, 2 or 3: which heaps lose for the player to move?"),
    S_("lesson.21.intro",
       "One heap of 21 tokens; each turn take 1, 2 or 3; whoever takes the last token wins. "
       "Who can always win? Work backwards, from the smallest heaps."),
    S_("lesson.21.colour",
       "Colour the heaps from 0 up. 0 loses for the player to move: no move is left. A heap "
       "wins when one move leaves a losing heap, and loses when every move leaves a winning one."),
    S_("lesson.21.pattern",
       "The losing heaps are 0, 4, 8, 12, 16, 20: the multiples of 4. From 21, take 1 to leave "
       "20; then whatever your opponent takes, take the rest of 4."),
    S_("lesson.21.challenge",
       "Challenge: you start from 21 against the perfect player. Win! (Had the computer "
       "started, it would have left 20, and nobody beats it from there.)"),
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
       "Challenge: from a heap of 20, taking 1, 3 or 4, you start against the perfect player. "
       "Win!"))

namespace marienbad::app {

const std::vector<Lesson>& lessons() {
  static const std::vector<Lesson> all = {
      {"twenty-one",
       "lesson.21.title",
       "lesson.21.summary",
       {1, 2, 3},
       21,
       21,
       {{StepKind::Read, "lesson.21.intro"},
        {StepKind::Colour, "lesson.21.colour"},
        {StepKind::Read, "lesson.21.pattern"},
        {StepKind::Challenge, "lesson.21.challenge"}}},
      {"one-three-four",
       "lesson.134.title",
       "lesson.134.summary",
       {1, 3, 4},
       16,
       20,
       {{StepKind::Read, "lesson.134.intro"},
        {StepKind::Colour, "lesson.134.colour"},
        {StepKind::Read, "lesson.134.pattern"},
        {StepKind::Challenge, "lesson.134.challenge"}}},
  };
  return all;
}

MatchSetup challenge_setup(const Lesson& lesson) {
  MatchSetup setup = default_setup(GameKind::Subtraction);
  setup.rule = Rule::Normal;
  setup.set = lesson.set;
  setup.start = {lesson.challenge_heap};
  setup.level = "perfect";
  setup.first = FirstMover::Human;
  setup.opponent = Opponent::Computer;
  setup.lesson = std::string(lesson.id);
  return setup;
}

}  // namespace marienbad::app
