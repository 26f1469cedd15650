#pragma once
// The end of a lesson's game, over its final board, instead of the ordinary game-over card:
// the challenge passed ("Challenge passed — lesson done"), a win that counts in a row, or
// "Not yet: try again" with the reason and, for a lost game, the move that lost it (the
// engine's rating, with a better move); then Next lesson / Retry / Review (a lost game) /
// Back to the lesson. The
// first game ("Try a game first") ends with Play again / Back to the lesson. Esc goes back
// to the lesson, never to the main menu: the learner stays inside the lesson.
#include <cstddef>
#include <memory>
#include <optional>
#include <string>

#include "app/context.hpp"
#include "app/scene.hpp"
#include "scenes/review_scene.hpp"
#include "session/match_setup.hpp"

namespace marienbad::app {

struct LessonCardInfo {
  std::size_t lesson = 0;  // index in lessons()
  MatchSetup setup;        // the game just played (Retry plays it again)
  bool person_won = false;
  bool used_hints = false;  // the hint or the graph shown during a turn of the person
  std::string reason;       // how it ended: "The computer took the last token. …"
  // A lost game: the person's move that lost it (empty: none, the start was lost), and
  // the match for Review.
  std::string blunder;
  std::optional<ReviewInfo> review;
};

// What the card says, decided without drawing (tests read it).
struct LessonCardText {
  std::string title;
  std::string reason;
  bool passed = false;  // the challenge passed with this game: Next lesson offered
  std::string blunder;  // a lost game: the move that lost it and a better one
  bool review = false;  // Review offered (a lost game)
};
LessonCardText lesson_card_text(AppContext& ctx, const LessonCardInfo& info);

std::unique_ptr<Scene> make_lesson_card(AppContext& ctx, LessonCardInfo info);
// What a lesson card shows (nullptr: `scene` is no lesson card). For tests.
const LessonCardText* lesson_card_shown(const Scene& scene);

}  // namespace marienbad::app
