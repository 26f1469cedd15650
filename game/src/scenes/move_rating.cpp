#include "scenes/move_rating.hpp"

namespace marienbad::app {

MARIENBAD_STRINGS(move_rating_strings, S_("rating.winning", "winning"),
                  S_("rating.blunder", "blunder"), S_("rating.lost", "lost"),
                  S_("rating.wins_in", "wins in {}"), S_("rating.loses_in", "loses in {}"),
                  S_("rating.blunder_loses_in", "blunder: loses in {}"),
                  S_("rating.won_now", "wins: game over"),
                  S_("rating.lost_now", "loses: game over"),
                  S_("rating.blunder_now", "blunder: game over"),
                  S_("rating.title.winning", "Winning move"),
                  S_("rating.title.blunder", "Blunder: the win was thrown away"),
                  S_("rating.title.lost", "Already lost: every move loses"))

RatingLabel rating_label(const Strings& strings, const Palette& colors, const MoveReview& review) {
  RatingLabel label;
  const std::optional<std::uint32_t> left = review.remoteness_after;
  switch (review.rating) {
    case MoveRating::Winning:
      label.symbol = "✓";
      label.color = colors.good;
      label.text = !left        ? std::string(strings.tr("rating.winning"))
                   : *left == 0 ? std::string(strings.tr("rating.won_now"))
                                : strings.trf("rating.wins_in", *left);
      break;
    case MoveRating::Blunder:
      label.symbol = "✗";
      label.color = colors.bad;
      label.text = !left        ? std::string(strings.tr("rating.blunder"))
                   : *left == 0 ? std::string(strings.tr("rating.blunder_now"))
                                : strings.trf("rating.blunder_loses_in", *left);
      break;
    case MoveRating::Lost:
      label.symbol = "•";
      label.color = colors.text_muted;
      label.text = !left        ? std::string(strings.tr("rating.lost"))
                   : *left == 0 ? std::string(strings.tr("rating.lost_now"))
                                : strings.trf("rating.loses_in", *left);
      break;
  }
  if (left) {
    const bool wins = review.rating == MoveRating::Winning;
    label.remoteness = *left == 0
                           ? std::string(strings.tr(wins ? "rating.won_now" : "rating.lost_now"))
                           : strings.trf(wins ? "rating.wins_in" : "rating.loses_in", *left);
  }
  return label;
}

std::string rating_title(const Strings& strings, MoveRating rating) {
  return std::string(strings.tr("rating.title." + std::string(to_string(rating))));
}

}  // namespace marienbad::app
