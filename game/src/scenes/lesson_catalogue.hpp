#pragma once
// The lessons (seed 003's path through the subtraction games): each a few steps, a text
// to read, heaps to colour as lost or won for the player to move, and a challenge match
// against the perfect player that counts in the lesson's progress when won.
#include <string_view>
#include <vector>

#include "session/match_setup.hpp"

namespace marienbad::app {

enum class StepKind { Read, Colour, Challenge };

struct LessonStep {
  StepKind kind = StepKind::Read;
  std::string_view text_key;  // what the step says (strings)
};

struct Lesson {
  std::string_view id;  // for the progress file: lowercase letters and '-'
  std::string_view title_key;
  std::string_view summary_key;
  std::vector<Count> set;  // the subtraction set of the exercise and the challenge
  Count colour_up_to = 0;  // the colouring step's last heap
  Count challenge_heap = 0;
  std::vector<LessonStep> steps;
};

const std::vector<Lesson>& lessons();

// The challenge's match: the set and heap of the lesson, the person first against the
// perfect player, normal rule; `lesson` set so that a win counts in its progress.
MatchSetup challenge_setup(const Lesson& lesson);

}  // namespace marienbad::app
