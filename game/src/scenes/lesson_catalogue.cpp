#include "scenes/lesson_catalogue.hpp"

#include <algorithm>

#include "app/strings.hpp"
#include "games/wythoff/wythoff_lesson_lines.hpp"
#include "marienbad/registry.hpp"

MARIENBAD_STRINGS(
    lesson_catalogue_strings, S_("lesson.21.title", "21: find the losing heaps"),
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
       "start against the perfect player. Win!"),
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
       "The kernel: 0, 0, 0; 1, 2, 3; and two equal rows with the third empty (0, 1, 1; 1, 0, 1; "
       "1, 1, 0; 0, 2, 2). These are the P-positions, all the others N. Whoever moves from "
       "1, 2, 3 loses, if the other always answers into the kernel. Lesson 5 finds the rule."),
    S_("lesson.cold.title", "Cold squares of the Dornim board"),
    S_("lesson.cold.summary", "Where may the token stand so that whoever must move it loses?"),
    S_("lesson.cold.intro",
       "The token slides left, down or diagonally towards the corner (0, 0); whoever brings it "
       "there wins. A square is cold when whoever must move from it loses."),
    S_("lesson.cold.kernel",
       "Pick the cold squares: no move joins two of them, and from every other square one move "
       "reaches one. The corner (0, 0) is cold: start there, then look at (1, 2)."),
    S_("lesson.cold.pattern",
       "Cold on this board: (0, 0), (1, 2), (3, 5), (4, 7) and their mirror images. The d-th is "
       "(⌊d·φ⌋, ⌊d·φ⌋ + d), with φ ≈ 1.618:\nd = 1: ⌊1.618⌋ = 1, so (1, 2)\nd = 2: ⌊3.236⌋ = 3, "
       "so (3, 5)\nd = 3: ⌊4.854⌋ = 4, so (4, 7)\nThey lie near the two lines drawn, of slopes "
       "φ and 1/φ."),
    S_("lesson.cold.challenge",
       "Challenge: whoever brings the token to the corner wins. It is on (10, 7), a hot square, "
       "and you move first against the perfect player. Reach a cold square each time!"),
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
       "player starts and you answer. Win! (G shows the graph during the match.)"),
    S_("lesson.kayles.title", "Every row is worth a Nim heap"),
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
       "You start against the perfect player. Leave Σ = 0 after each of your moves!"),
    S_("lesson.octal.title", "A game in a code"),
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
       "pin wins. You start against the perfect player. Leave Σ = 0 after each of your moves!"),
    S_("lesson.hackenbush.title", "Each player's own moves"),
    S_("lesson.hackenbush.summary",
       "Hackenbush: Blue and Red each cut their own edges, and a blue and red picture is worth a "
       "number."),
    S_("lesson.hackenbush.intro",
       "In Hackenbush Blue cuts blue edges, Red red ones, and whatever no longer reaches the "
       "ground falls. A blue edge alone is worth 1: one cut Blue has in store. A red edge is "
       "worth −1. A red edge on a blue one is worth ½: Blue wins it, moving first or second, but "
       "by less than a whole cut."),
    S_("lesson.hackenbush.find",
       "Now find the values. Up a stalk from the ground, each edge counts 1 until the colour "
       "first changes; from there each edge counts half the one below it. Blue adds, red takes "
       "away: BRB is 1 − ½ + ¼ = ¾. Pieces side by side add."),
    S_("lesson.hackenbush.sums",
       "Pictures side by side add their values. Here ½ + ½ + (−1) = 0: whoever is to move "
       "loses. Above 0 Blue wins whoever starts, below 0 Red does."),
    S_("lesson.hackenbush.green",
       "Either player may cut a green edge. A green stalk of n edges is a Nim heap of n, worth "
       "*n (star n): it is not a number, and alone it lets whoever is to move win, by cutting "
       "it at the ground."),
    S_("lesson.hackenbush.challenge",
       "Challenge: stalks BRB, RBR and GG, worth ¾ + (−¾) + *2. You play Blue and start "
       "against the perfect player. Leave a picture worth 0 after each of your cuts!"))

namespace marienbad::app {

namespace {

// A Hackenbush picture as a position (lesson 9's pictures), from its text.
Heaps picture_position(std::string_view text) {
  return parse_position(game_info(GameKind::Hackenbush), text, "a lesson's picture").value();
}

// Lesson 6's last steps: the lines the cold squares lie near, named "φ" and "1/φ".
const BoardOverlay kGoldenLines{
    [](Canvas& canvas) {
      const TextStyle name = canvas.style(TextSize::Body, canvas.colors().text, FontFace::Bold);
      return golden_lines_right_room(canvas.measure("1/φ", name), canvas.px(4));
    },
    [](Canvas& canvas, const GraphPicture& picture, const GraphLayout& layout,
       const GameGraph& graph, const Lesson& lesson) {
      draw_golden_lines(canvas, picture, layout, graph, lesson.graph_start.at(0));
    }};

}  // namespace

Game Lesson::game() const {
  return Game::make(kind, rule, set).value();
}

const std::vector<Lesson>& lessons() {
  // Designated initializers, in the order of Lesson's members.
  static const std::vector<Lesson> all = {
      {.id = "twenty-one",
       .title_key = "lesson.21.title",
       .summary_key = "lesson.21.summary",
       .colour_up_to = 21,
       .challenge_start = {21},
       .steps = {{StepKind::Read, "lesson.21.intro", {}, Rule::Normal, true},
                 {StepKind::Colour, "lesson.21.colour"},
                 {StepKind::Read, "lesson.21.pattern"},
                 {StepKind::Challenge, "lesson.21.challenge"}}},
      {.id = "one-three-four",
       .title_key = "lesson.134.title",
       .summary_key = "lesson.134.summary",
       .set = {1, 3, 4},
       .colour_up_to = 16,
       .challenge_start = {20},
       .steps = {{StepKind::Read, "lesson.134.intro"},
                 {StepKind::Colour, "lesson.134.colour"},
                 {StepKind::Read, "lesson.134.pattern"},
                 {StepKind::Challenge, "lesson.134.challenge"}}},
      {.id = "game-graph",
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
       .title_key = "lesson.packets.title",
       .summary_key = "lesson.packets.summary",
       .kind = GameKind::Nim,
       .steps = {{StepKind::Read, "lesson.packets.intro", {{1, 3, 5, 7}}},
                 {StepKind::Read, "lesson.packets.pairs", {{1, 3, 5, 7}}},
                 {StepKind::Move,
                  "lesson.packets.challenge",
                  {{1, 3, 5, 4}, {1, 1, 5, 7}, {2, 3, 5, 7}}}}},
      {.id = "digital-sum",
       .title_key = "lesson.sum.title",
       .summary_key = "lesson.sum.summary",
       .kind = GameKind::Nim,
       .challenge_start = {1, 3, 5, 7},
       .challenge_first = FirstMover::Computer,
       .challenge_level = "hard",
       .challenge_wins = 3,
       .challenge_without_hints = true,
       .binary = true,
       .steps = {{StepKind::Read, "lesson.sum.intro", {{3, 5, 7, 9}}},
                 {StepKind::Sum, "lesson.sum.write", {{4, 5, 6, 3}}},
                 {StepKind::Move, "lesson.sum.method", {{3, 5, 7, 9}, {2, 5, 6}}},
                 {StepKind::Move, "lesson.sum.misere", {{1, 1, 4}, {1, 3, 1, 1}}, Rule::Misere},
                 {StepKind::Challenge, "lesson.sum.challenge"}}},
      {.id = "cold-squares",
       .title_key = "lesson.cold.title",
       .summary_key = "lesson.cold.summary",
       .kind = GameKind::Wythoff,
       .graph_start = {9, 9},
       .challenge_start = {10, 7},
       .steps = {{StepKind::Read, "lesson.cold.intro"},
                 {StepKind::Kernel, "lesson.cold.kernel"},
                 {StepKind::Read, "lesson.cold.pattern"},
                 {StepKind::Challenge, "lesson.cold.challenge"}},
       .found_overlay = &kGoldenLines},
      {.id = "kayles",
       .title_key = "lesson.kayles.title",
       .summary_key = "lesson.kayles.summary",
       .kind = GameKind::Kayles,
       .grundy_up_to = 12,
       .challenge_start = {3, 5, 7},
       .pins = true,
       .steps = {{StepKind::Read, "lesson.kayles.intro", {{3, 5, 7}}, Rule::Normal, true},
                 {StepKind::Grundy, "lesson.kayles.grundy"},
                 {StepKind::Read, "lesson.kayles.cancel", {{4, 8}}},
                 {StepKind::Read, "lesson.kayles.move", {{3, 5, 7}}},
                 {StepKind::Challenge, "lesson.kayles.challenge"}}},
      {.id = "octal",
       .title_key = "lesson.octal.title",
       .summary_key = "lesson.octal.summary",
       .kind = GameKind::Octal,
       .set = {0, 1, 3, 7},  // Dawson's chess, 0.137
       .grundy_up_to = 12,
       .challenge_start = {4, 5, 7},
       .pins = true,
       .steps = {{StepKind::Read, "lesson.octal.intro", {{4, 5, 7}}, Rule::Normal, true},
                 {StepKind::Grundy, "lesson.octal.grundy"},
                 {.kind = StepKind::Read, .text_key = "lesson.octal.period", .values_repeat = true},
                 {StepKind::Challenge, "lesson.octal.challenge"}}},
      {.id = "hackenbush",
       .title_key = "lesson.hackenbush.title",
       .summary_key = "lesson.hackenbush.summary",
       .kind = GameKind::Hackenbush,
       .set = {},
       .challenge_start = picture_position("BRB,RBR,GG"),
       .pictures = true,
       .steps = {{StepKind::Read,
                  "lesson.hackenbush.intro",
                  {picture_position("B"), picture_position("R"), picture_position("BR")},
                  Rule::Normal,
                  true},
                 {StepKind::Value,
                  "lesson.hackenbush.find",
                  {picture_position("BB"), picture_position("RB"), picture_position("BRB"),
                   picture_position("BR,RB")}},
                 {StepKind::Read,
                  "lesson.hackenbush.sums",
                  {picture_position("BR"), picture_position("BR"), picture_position("R")}},
                 {StepKind::Read,
                  "lesson.hackenbush.green",
                  {picture_position("G"), picture_position("GG"), picture_position("GGG")}},
                 {StepKind::Challenge, "lesson.hackenbush.challenge"}}},
  };
  return all;
}

MatchSetup try_setup(const Lesson& lesson) {
  MatchSetup setup = challenge_setup(lesson);
  setup.level = "medium";
  setup.lesson_challenge = false;
  return setup;
}

std::optional<std::size_t> lesson_index(std::string_view id) {
  for (std::size_t i = 0; i < lessons().size(); ++i) {
    if (lessons()[i].id == id) return i;
  }
  return std::nullopt;
}

bool has_challenge(const Lesson& lesson) {
  return !lesson.steps.empty() && lesson.steps.back().kind == StepKind::Challenge;
}

std::size_t try_step(const Lesson& lesson) {
  for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
    if (lesson.steps[i].try_match) return i;
  }
  return 0;
}

std::size_t steps_done(const Lesson& lesson, const LessonProgress& progress) {
  const std::size_t total = lesson.steps.size();
  // Clamped in 64 bits: a size_t has 32 in the page.
  const auto done = [&](std::size_t most) {
    return static_cast<std::size_t>(std::min<std::uint64_t>(progress.steps, most));
  };
  if (!has_challenge(lesson)) return done(total);
  return done(total - 1) + (progress.passed ? 1 : 0);
}

bool lesson_done(const Lesson& lesson, const LessonProgress& progress) {
  return steps_done(lesson, progress) == lesson.steps.size();
}

std::vector<LessonBounds> lesson_bounds() {
  std::vector<LessonBounds> bounds;
  for (const Lesson& lesson : lessons()) {
    bounds.push_back({lesson.id, lesson.steps.size(), lesson.challenge_wins});
  }
  return bounds;
}

MatchSetup challenge_setup(const Lesson& lesson) {
  MatchSetup setup = default_setup(lesson.kind);
  setup.rule = lesson.rule;
  if (game_info(lesson.kind).parameter) setup.set = lesson.set;
  setup.start = lesson.challenge_start;
  setup.level = std::string(lesson.challenge_level);
  setup.first = lesson.challenge_first;
  setup.lesson_wins = lesson.challenge_wins;
  setup.lesson_without_hints = lesson.challenge_without_hints;
  setup.opponent = Opponent::Computer;
  setup.learning_mode = false;
  setup.lesson = std::string(lesson.id);
  setup.lesson_challenge = true;
  return setup;
}

}  // namespace marienbad::app
