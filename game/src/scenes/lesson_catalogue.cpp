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
       "Win!"),
    S_("lesson.graph.title", "The game graph and its kernel"),
    S_("lesson.graph.summary",
       "Marienbad from rows 1, 2, 3 as a graph: find the positions to leave to your opponent."),
    S_("lesson.graph.intro",
       "Marienbad from rows 1, 2, 3; whoever takes the last match wins. Each position is a "
       "node, each move an arrow, from 1, 2, 3 at the top down to the empty rows."),
    S_("lesson.graph.kernel",
       "Find the kernel: positions with no move between two of them, and a move into them from "
       "every other position. Click to pick; start at the bottom: 0, 0, 0 has no move."),
    S_("lesson.graph.pattern",
       "Each kernel position has digital sum 0 (1 ⊕ 2 ⊕ 3 = 0, 1 ⊕ 1 ⊕ 0 = 0…). 1, 2, 3 is in "
       "the kernel: whoever moves from it loses, if the other always answers into the kernel."),
    S_("lesson.cold.title", "Cold squares of the Dornim board"),
    S_("lesson.cold.summary", "Where may the token stand so that whoever must move it loses?"),
    S_("lesson.cold.intro",
       "The token slides left, down or diagonally towards the corner (0, 0); whoever brings it "
       "there wins. A square is cold when whoever must move from it loses."),
    S_("lesson.cold.kernel",
       "Pick the cold squares: no move joins two of them, and from every other square one move "
       "reaches one. The corner (0, 0) is cold: start there, then look at (1, 2)."),
    S_("lesson.cold.pattern",
       "The cold squares are (1, 2), (3, 5), (4, 7), (6, 10)… and their mirror images: the d-th "
       "is (⌊d·φ⌋, ⌊d·φ⌋ + d), with φ ≈ 1.618. They lie near two lines, of slopes φ and 1/φ."),
    S_("lesson.cold.challenge",
       "Challenge: the token is on (10, 7), a hot square, and you move first against the perfect "
       "player. Reach a cold square each time, to the corner!"),
    S_("lesson.graph.challenge",
       "Challenge: the perfect player starts from 1, 2, 3 and you answer. Win! (G shows the "
       "graph during the match.)"))

namespace marienbad::app {

Game Lesson::game() const {
  return Game::make(kind, rule, set).value();
}

const std::vector<Lesson>& lessons() {
  static const std::vector<Lesson> all = [] {
    std::vector<Lesson> list;
    Lesson twenty_one;
    twenty_one.id = "twenty-one";
    twenty_one.title_key = "lesson.21.title";
    twenty_one.summary_key = "lesson.21.summary";
    twenty_one.colour_up_to = 21;
    twenty_one.challenge_start = {21};
    twenty_one.steps = {{StepKind::Read, "lesson.21.intro"},
                        {StepKind::Colour, "lesson.21.colour"},
                        {StepKind::Read, "lesson.21.pattern"},
                        {StepKind::Challenge, "lesson.21.challenge"}};
    list.push_back(twenty_one);

    Lesson other_set;
    other_set.id = "one-three-four";
    other_set.title_key = "lesson.134.title";
    other_set.summary_key = "lesson.134.summary";
    other_set.set = {1, 3, 4};
    other_set.colour_up_to = 16;
    other_set.challenge_start = {20};
    other_set.steps = {{StepKind::Read, "lesson.134.intro"},
                       {StepKind::Colour, "lesson.134.colour"},
                       {StepKind::Read, "lesson.134.pattern"},
                       {StepKind::Challenge, "lesson.134.challenge"}};
    list.push_back(other_set);

    Lesson graph;
    graph.id = "game-graph";
    graph.title_key = "lesson.graph.title";
    graph.summary_key = "lesson.graph.summary";
    graph.kind = GameKind::Nim;
    graph.graph_start = {1, 2, 3};
    graph.challenge_start = {1, 2, 3};
    graph.challenge_first = FirstMover::Computer;
    graph.steps = {{StepKind::Read, "lesson.graph.intro"},
                   {StepKind::Kernel, "lesson.graph.kernel"},
                   {StepKind::Read, "lesson.graph.pattern"},
                   {StepKind::Challenge, "lesson.graph.challenge"}};
    list.push_back(graph);

    Lesson cold;
    cold.id = "cold-squares";
    cold.title_key = "lesson.cold.title";
    cold.summary_key = "lesson.cold.summary";
    cold.kind = GameKind::Wythoff;
    cold.graph_start = {9, 9};
    cold.challenge_start = {10, 7};
    cold.steps = {{StepKind::Read, "lesson.cold.intro"},
                  {StepKind::Kernel, "lesson.cold.kernel"},
                  {StepKind::Read, "lesson.cold.pattern"},
                  {StepKind::Challenge, "lesson.cold.challenge"}};
    list.push_back(cold);
    return list;
  }();
  return all;
}

MatchSetup challenge_setup(const Lesson& lesson) {
  MatchSetup setup = default_setup(lesson.kind);
  setup.rule = lesson.rule;
  if (lesson.kind == GameKind::Subtraction) setup.set = lesson.set;
  setup.start = lesson.challenge_start;
  setup.level = "perfect";
  setup.first = lesson.challenge_first;
  setup.opponent = Opponent::Computer;
  setup.lesson = std::string(lesson.id);
  return setup;
}

}  // namespace marienbad::app
