#include "scenes/move_rating.hpp"

namespace marienbad::app {

MARIENBAD_STRINGS(move_rating_strings, {"rating.winning", "winning", "gagnant"},
                  {"rating.blunder", "blunder", "erreur"}, {"rating.lost", "lost", "perdu"},
                  {"rating.wins_in", "wins in {}", "gagne en {}"},
                  {"rating.loses_in", "loses in {}", "perd en {}"},
                  {"rating.blunder_loses_in", "blunder: loses in {}", "erreur\u00a0: perd en {}"},
                  {"rating.won_now", "wins: game over", "gagne\u00a0: partie finie"},
                  {"rating.lost_now", "loses: game over", "perd\u00a0: partie finie"},
                  {"rating.blunder_now", "blunder: game over", "erreur\u00a0: partie finie"},
                  {"rating.title.winning", "Winning move", "Coup gagnant"},
                  {"rating.title.blunder", "Blunder: the win was thrown away",
                   "Erreur\u00a0: la victoire a été laissée"},
                  {"rating.title.lost", "Already lost: every move loses",
                   "Déjà perdu\u00a0: tout coup perd"})

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
