#include "scenes/lesson_catalogue.hpp"

#include <algorithm>

#include "app/strings.hpp"
#include "marienbad/registry.hpp"

namespace marienbad::app {

Game Lesson::game() const {
  return Game::make(kind, rule, set).value();
}

const std::vector<Lesson>& lessons() {
  static const std::vector<Lesson> all = [] {
    std::vector<Lesson> gathered;
    for (std::span<const Lesson> game : each_game_lessons()) {
      gathered.insert(gathered.end(), game.begin(), game.end());
    }
    // The path's order; a test checks the numbers are 1, 2, … without a gap.
    std::stable_sort(gathered.begin(), gathered.end(),
                     [](const Lesson& a, const Lesson& b) { return a.number < b.number; });
    return gathered;
  }();
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
