// The play screen's lesson parts: before the hint or the graph is shown in a challenge won
// only without them, a question (the game would no longer count); at the end, the lesson's
// own card (its verdict, the move that lost it with the engine's better move, Review), then
// back into the lesson, never the main menu.
#include <string>
#include <vector>

#include "app/strings.hpp"
#include "scenes/confirm_dialog.hpp"
#include "scenes/lesson_card.hpp"
#include "scenes/lesson_catalogue.hpp"
#include "scenes/play_scene.hpp"

namespace marienbad::app {

MARIENBAD_STRINGS(play_lesson_end_strings,
                  S_("card.blunder", "The move that lost the game: move {}, {}. Better: {}."),
                  S_("card.blunder_no_better", "The move that lost the game: move {}, {}."),
                  S_("play.help_warning.hint",
                     "This challenge counts only games won without the hint or the graph: "
                     "if you show it now, this game will not count. Show the hint?"),
                  S_("play.help_warning.graph",
                     "This challenge counts only games won without the hint or the graph: "
                     "if you show it now, this game will not count. Show the graph?"),
                  S_("play.help_warning.show", "Show it"))

bool PlayScene::ask_before_help(bool graph, std::function<void()> show) {
  // Only while showing it would still change something: once shown, the game already does
  // not count.
  if (!in_lesson() || !setup().lesson_challenge || !setup().lesson_without_hints ||
      session_.hints_used() > 0 || session_.over()) {
    return false;
  }
  ctx_.scenes().push(std::make_unique<ConfirmDialog>(
      ctx_, std::string(ctx_.tr(graph ? "play.help_warning.graph" : "play.help_warning.hint")),
      "play.help_warning.show", "common.cancel", std::move(show)));
  return true;
}

namespace {

// A move's words kept on one line ("2 from the heap"): its spaces made no-break.
std::string unbroken(const std::string& words) {
  std::string out;
  for (char ch : words) {
    if (ch == ' ') {
      out += "\u00a0";
    } else {
      out.push_back(ch);
    }
  }
  return out;
}

}  // namespace

std::optional<ReviewInfo> PlayScene::review_info() const {
  // The ratings were computed as the moves were played: the review only reads them.
  std::vector<MoveReview> reviews;
  for (std::size_t ply = 0; ply < match().cursor(); ++ply) {
    if (const MoveReview* review = session_.reviews().at(ply)) reviews.push_back(*review);
  }
  if (reviews.size() != match().cursor()) return std::nullopt;
  return ReviewInfo{match(), setup(), std::move(reviews)};
}

void PlayScene::finish_lesson(const MatchEnd& end) {
  LessonCardInfo card;
  card.lesson = lesson_index(setup().lesson).value_or(0);
  card.setup = setup();
  card.person_won = end.person_won.value_or(false);
  card.used_hints = session_.hints_used() > 0;
  if (end.last_mover) {
    const std::string key = "play.end." + std::string(to_string(setup().kind));
    card.reason = !is_computer(*end.last_mover) ? std::string(ctx_.tr(key + ".you"))
                                                : ctx_.trf(key, side_name(*end.last_mover));
    card.reason.append(" ").append(rule_text()).append(".");
  }
  if (!card.person_won) {
    // The person's last blunder (against a perfect computer, the only one): the move that
    // threw the win away, and one the engine would have played instead.
    for (std::size_t ply = match().cursor(); ply-- > 0;) {
      const MoveReview* review = session_.reviews().at(ply);
      if (is_computer(match().side_of_ply(ply)) || !review ||
          review->rating != MoveRating::Blunder) {
        continue;
      }
      const std::string played = unbroken(move_words(match().moves()[ply], ply));
      card.blunder = review->better.empty()
                         ? ctx_.trf("card.blunder_no_better", ply + 1, played)
                         : ctx_.trf("card.blunder", ply + 1, played,
                                    unbroken(move_words(review->better.front(), ply)));
      break;
    }
    card.review = review_info();
  }
  ctx_.scenes().push(make_lesson_card(ctx_, std::move(card)));
}

}  // namespace marienbad::app
