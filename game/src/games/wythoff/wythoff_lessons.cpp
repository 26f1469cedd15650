// Lesson 6 (seed 005): the cold squares of the Dornim board, and the golden lines they lie near.
#include "scenes/lesson_catalogue.hpp"

#include "app/strings.hpp"
#include "games/wythoff/wythoff_lesson_lines.hpp"

MARIENBAD_STRINGS(
    wythoff_lessons_strings, S_("lesson.cold.title", "Cold squares of the Dornim board"),
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
       "and you move first against the perfect player. Reach a cold square each time!"))

namespace marienbad::app {

namespace {

// The last steps: the lines the cold squares lie near, named "φ" and "1/φ".
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

std::span<const Lesson> wythoff_lessons() {
  // Designated initializers, in the order of Lesson's members.
  static const std::vector<Lesson> lessons = {
      {.id = "cold-squares",
       .number = 6,
       .title_key = "lesson.cold.title",
       .summary_key = "lesson.cold.summary",
       .kind = GameKind::Wythoff,
       .graph_start = {9, 9},
       .challenge_start = {10, 7},
       .steps = {{StepKind::Read, "lesson.cold.intro"},
                 {StepKind::Kernel, "lesson.cold.kernel"},
                 {StepKind::Read, "lesson.cold.pattern"},
                 {StepKind::Challenge, "lesson.cold.challenge"}},
       .found_overlay = &kGoldenLines}};
  return lessons;
}

}  // namespace marienbad::app
