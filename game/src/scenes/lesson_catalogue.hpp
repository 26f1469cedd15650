#pragma once
// The lessons (seed 003's path through the subtraction games): each a few steps, a text
// to read, heaps to colour as lost or won for the player to move, and a challenge match
// against the perfect player that counts in the lesson's progress when won.
#include <string_view>
#include <vector>

#include "session/match_setup.hpp"

namespace marienbad::app {

enum class StepKind { Read, Colour, Kernel, Challenge };

struct LessonStep {
  StepKind kind = StepKind::Read;
  std::string_view text_key;  // what the step says (strings)
};

struct Lesson {
  std::string_view id;  // for the progress file: lowercase letters and '-'
  std::string_view title_key;
  std::string_view summary_key;
  GameKind kind = GameKind::Subtraction;  // the lesson's game
  Rule rule = Rule::Normal;
  std::vector<Count> set = {1, 2, 3};  // subtraction: the amounts
  Count colour_up_to = 0;              // a colouring step's last heap
  Heaps graph_start;                   // a kernel step's graph: every position from here
  Heaps challenge_start;
  FirstMover challenge_first = FirstMover::Human;
  std::vector<LessonStep> steps;

  Game game() const;
};

const std::vector<Lesson>& lessons();

// The challenge's match: the lesson's game and start against the perfect player; `lesson`
// set so that a win counts in its progress.
MatchSetup challenge_setup(const Lesson& lesson);

}  // namespace marienbad::app
