#pragma once
// The lessons (the seeds' path): each a few steps, a text to read, then something to do:
// heaps to colour as lost or won for the player to move (seed 003), a game graph's kernel
// to pick (000, 004), a digital sum to write (002), a move to find that leaves a losing
// position (001, 002), the Grundy values of the rows of Kayles or an octal game to find by
// mex (003's last section), and their period; and a challenge: a match against the computer that
// counts in the lesson's progress when won, or the lesson's last exercise.
#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "session/match_setup.hpp"
#include "session/statistics.hpp"

namespace marienbad {
struct GameGraph;
}

namespace marienbad::app {

class AppContext;
class Canvas;
class LessonPieces;
struct GraphLayout;
struct GraphPicture;
struct Lesson;

// A drawing over a lesson's board once its kernel is found (lesson 6: the golden lines).
struct BoardOverlay {
  float (*right_room)(Canvas& canvas);  // the room it needs on the board's right
  void (*draw)(Canvas& canvas, const GraphPicture& picture, const GraphLayout& layout,
               const GameGraph& graph, const Lesson& lesson);
};

enum class StepKind {
  Read,       // a text, and the lesson's picture
  Colour,     // heaps 0 … colour_up_to coloured lost or won
  Kernel,     // the kernel of the graph from graph_start picked
  Sum,        // Marienbad: the digital sum of positions[0] written
  Move,       // Marienbad: from each of positions, a move that leaves a losing position
  Grundy,     // rows of pins: the Grundy values of rows of 0 … grundy_up_to found by mex
  Value,      // pictures (Hackenbush): the value of each of positions picked among choices
  Challenge,  // a match against the computer
};

// The values a Value step offers, as the engine writes them (GameInfo::partisan's
// value_text), picked with the digits 1 to 7.
inline constexpr std::array<std::string_view, 7> kValueChoices = {"-1",  "-1/2", "0", "1/2",
                                                                  "3/4", "1",    "2"};

struct LessonStep {
  StepKind kind = StepKind::Read;
  std::string_view text_key;  // what the step says (strings)
  // Marienbad lessons: the rows shown (Read, Sum), or played from one after the other (Move).
  std::vector<Heaps> positions = {};
  Rule rule = Rule::Normal;  // a Move step's rule
  // A Read step: a "Try a game" button, a match of the lesson's game against the medium
  // level that counts for nothing, to meet the game before studying it.
  bool try_match = false;
  // A Read step of a lesson on rows of pins: the game's values in lines of their period, each
  // line the one above it once they repeat.
  bool values_repeat = false;
};

struct Lesson {
  std::string_view id;  // for the progress file: lowercase letters and '-'
  std::size_t number;   // its place in the path, from 1: `--lesson N`, the lessons page
  std::string_view title_key;
  std::string_view summary_key;
  GameKind kind;  // the lesson's game
  Rule rule = Rule::Normal;
  std::vector<Count> set = {};  // the game's parameter: the amounts, an octal code's digits
  Count colour_up_to = 0;       // a colouring step's last heap
  Count grundy_up_to = 0;       // a Grundy step's last row
  Heaps graph_start = {};       // a kernel step's graph: every position from here
  Heaps challenge_start = {};
  FirstMover challenge_first = FirstMover::Human;
  std::string_view challenge_level = "perfect";
  std::uint64_t challenge_wins = 1;      // the wins in a row that pass it
  bool challenge_without_hints = false;  // a win with the hint shown breaks the row
  bool binary = false;                   // Marienbad lessons: the rows also in base 2, with Σ
  // The panel of pieces step `index` shows (rows of matches, of pins, pictures: its game's
  // folder makes it, scenes/lesson_pieces.hpp), or null when it shows none; `finished`: the
  // step was done before. Null for a lesson without pieces.
  std::unique_ptr<LessonPieces> (*make_pieces)(AppContext& ctx, const Lesson& lesson,
                                               std::size_t index, bool finished) = nullptr;
  std::vector<LessonStep> steps = {};
  const BoardOverlay* found_overlay = nullptr;  // a lesson on a board: drawn once found

  Game game() const;
};

// Every lesson, in the order of their numbers (1, 2, …): each game's folder gives its own
// (`std::span<const Lesson> ID_lessons()` in games/ID/ID_lessons.cpp), collected by the
// generated game_lessons_list.cpp.
const std::vector<Lesson>& lessons();
// The lessons of each game that has some, in the order of MARIENBAD_GAMES (generated).
std::vector<std::span<const Lesson>> each_game_lessons();
// Each lesson's id, number of steps and challenge wins: what its progress can reach
// (AppSetup::lessons, the statistics file).
std::vector<LessonBounds> lesson_bounds();

// The challenge's match: the lesson's game and start against its level; `lesson` and
// `lesson_challenge` set so that a win counts in its progress (and in nothing else).
MatchSetup challenge_setup(const Lesson& lesson);
// A first game of the lesson's game against the medium level, in the lesson's frame and
// counted nowhere.
MatchSetup try_setup(const Lesson& lesson);

// The lesson with this id, by its index in lessons().
std::optional<std::size_t> lesson_index(std::string_view id);
// Its last step is a match against the computer (else its last exercise passes it).
bool has_challenge(const Lesson& lesson);
// The step that offers the first game (try_match), else 0.
std::size_t try_step(const Lesson& lesson);

// One progress model for the list, the lesson's page and the files: the steps before the
// challenge count once finished (progress.steps), the challenge step only once passed (Next
// on it does not count it). A lesson without a challenge is done with its last step.
std::size_t steps_done(const Lesson& lesson, const LessonProgress& progress);
bool lesson_done(const Lesson& lesson, const LessonProgress& progress);

}  // namespace marienbad::app
