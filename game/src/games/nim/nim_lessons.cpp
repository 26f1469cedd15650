// Lessons 3 to 5 (seeds 000, 001, 002, 004): Marienbad's game graph and its kernel, packets of
// powers of two, the digital sum.
#include "scenes/lesson_catalogue.hpp"

#include "app/strings.hpp"
#include "games/nim/nim_lesson_rows.hpp"

MARIENBAD_STRINGS(
    nim_lessons_strings, S_("lesson.graph.title", "The game graph and its kernel"),
    S_("lesson.graph.summary",
       "Marienbad from rows 1, 2, 3 as a graph: find the positions to leave to your opponent."),
    S_("lesson.graph.intro",
       "Marienbad from rows 1, 2, 3; whoever takes the last match wins. Each position is a "
       "node, each move an arrow, from 1, 2, 3 at the top down to the empty rows."),
    S_("lesson.graph.kernel",
       "Find the kernel: positions with no move between two of them, and a move into them from "
       "every other position. Click to pick; start at the bottom: 0, 0, 0 has no move."),
    S_("lesson.graph.pattern",
       "The kernel: 0, 0, 0; 1, 2, 3; and two equal rows with the third empty (0, 1, 1; 1, 0, 1; "
       "1, 1, 0; 0, 2, 2). These are the P-positions, all the others N. Whoever moves from "
       "1, 2, 3 loses, if the other always answers into the kernel. Lesson 5 finds the rule."),
    S_("lesson.packets.title", "Packets of powers of two"),
    S_("lesson.packets.summary", "Split each row into packets of 4, 2 and 1, and pair them."),
    S_("lesson.packets.intro",
       "Split each row into packets of 4, 2 and 1, the largest first: 7 = 4 + 2 + 1, 5 = 4 + 1, "
       "3 = 2 + 1. A row splits in one way only."),
    S_("lesson.packets.pairs",
       "Pair equal packets across the rows. 1, 3, 5, 7 has two 4s, two 2s and four 1s: every "
       "packet has a partner, the position is even. Any move breaks a pair; the answer pairs "
       "them again."),
    S_("lesson.packets.challenge",
       "Challenge: make each position even in one move. Click a match to take it and those to "
       "its right."),
    S_("lesson.sum.title", "The digital sum"),
    S_("lesson.sum.summary", "The rows in base 2, added without carries: Σ says who wins."),
    S_("lesson.sum.intro",
       "Write each row in base 2: a 1 for each packet (5 = 4 + 1 is 101). Add each column "
       "without carries: an even column gives 0, an odd one 1. That is the digital sum Σ."),
    S_("lesson.sum.write",
       "Your turn: write Σ of these rows. Click a digit of Σ to change it, then Check."),
    S_("lesson.sum.method",
       "Σ ≠ 0: favourable. Take from a row with a 1 under Σ's leftmost 1 and flip its digits "
       "in Σ's 1-columns: Σ becomes 0. Do it twice."),
    S_("lesson.sum.misere",
       "Misère, the last match loses: play the same way until your move would leave only rows "
       "of 1; then leave an odd number of them. Do it twice."),
    S_("lesson.sum.challenge",
       "Challenge: Marienbad, whoever takes the last match wins. Win 3 games in a row against "
       "the hard level, without the hint or the graph (G). The computer starts from 1, 3, 5, 7, "
       "where Σ = 0."),
    S_("lesson.graph.challenge",
       "Challenge: Marienbad from 1, 2, 3, whoever takes the last match wins. The perfect "
       "player starts and you answer. Win! (G shows the graph during the match.)"))

namespace marienbad::app {

std::span<const Lesson> nim_lessons() {
  // Designated initializers, in the order of Lesson's members.
  static const std::vector<Lesson> lessons = {
      {.id = "game-graph",
       .number = 3,
       .title_key = "lesson.graph.title",
       .summary_key = "lesson.graph.summary",
       .kind = GameKind::Nim,
       .graph_start = {1, 2, 3},
       .challenge_start = {1, 2, 3},
       .challenge_first = FirstMover::Computer,
       .steps = {{StepKind::Read, "lesson.graph.intro"},
                 {StepKind::Kernel, "lesson.graph.kernel"},
                 {StepKind::Read, "lesson.graph.pattern"},
                 {StepKind::Challenge, "lesson.graph.challenge"}}},
      // Passed with its last step, three positions made even (no match).
      {.id = "packets",
       .number = 4,
       .title_key = "lesson.packets.title",
       .summary_key = "lesson.packets.summary",
       .kind = GameKind::Nim,
       .make_pieces = &make_rows_pieces,
       .steps = {{StepKind::Read, "lesson.packets.intro", {{1, 3, 5, 7}}},
                 {StepKind::Read, "lesson.packets.pairs", {{1, 3, 5, 7}}},
                 {StepKind::Move,
                  "lesson.packets.challenge",
                  {{1, 3, 5, 4}, {1, 1, 5, 7}, {2, 3, 5, 7}}}}},
      {.id = "digital-sum",
       .number = 5,
       .title_key = "lesson.sum.title",
       .summary_key = "lesson.sum.summary",
       .kind = GameKind::Nim,
       .challenge_start = {1, 3, 5, 7},
       .challenge_first = FirstMover::Computer,
       .challenge_level = "hard",
       .challenge_wins = 3,
       .challenge_without_hints = true,
       .binary = true,
       .make_pieces = &make_rows_pieces,
       .steps = {{StepKind::Read, "lesson.sum.intro", {{3, 5, 7, 9}}},
                 {StepKind::Sum, "lesson.sum.write", {{4, 5, 6, 3}}},
                 {StepKind::Move, "lesson.sum.method", {{3, 5, 7, 9}, {2, 5, 6}}},
                 {StepKind::Move, "lesson.sum.misere", {{1, 1, 4}, {1, 3, 1, 1}}, Rule::Misere},
                 {StepKind::Challenge, "lesson.sum.challenge"}}}};
  return lessons;
}

}  // namespace marienbad::app
