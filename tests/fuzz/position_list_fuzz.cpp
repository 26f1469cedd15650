// review's --positions "P0;P1;...", for every impartial game of the registry:
// parse_position_list, then review_game on what it accepts (one game an input). A parsed list has 1
// .. kMaxReviewPositions positions, each valid for the game, and survives joining with ';' and
// parsing again unchanged; a review rates every ply or names the illegal one; errors are one
// clean line; nothing throws.
#include <exception>
#include <string>
#include <vector>

#include "fuzz_games.hpp"
#include "marienbad/remoteness.hpp"
#include "options.hpp"

using namespace marienbad;
using namespace marienbad::cli;

namespace {

// Every impartial single game of the registry under each of its rules, with its standard
// parameter (a review rates moves by who wins, which a partisan game's value does not say).
std::vector<Game> impartial_games() {
  std::vector<Game> games;
  for (const GameInfo* info : fuzz::single_games()) {
    if (info->partisan != nullptr) continue;
    games.push_back(info->make(Rule::Normal, default_parameter(*info)).value());
    if (info->misere) games.push_back(info->make(Rule::Misere, default_parameter(*info)).value());
  }
  return games;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = fuzz::as_text(data, size);
  try {
    static const std::vector<Game> games = impartial_games();
    // Every game parses the list; one, chosen by the input's length, reviews it (a refusal of
    // a game whose positions are explored may cost up to kMaxExploredWork).
    const std::size_t reviewer = size % games.size();
    for (std::size_t g = 0; g < games.size(); ++g) {
      const Game& game = games[g];
      const auto positions = parse_position_list(game, text);
      if (!positions) {
        FUZZ_CHECK(fuzz::is_clean_message(positions.error()));
        continue;
      }
      FUZZ_CHECK(!positions->empty() && positions->size() <= kMaxReviewPositions);
      std::string joined;
      for (std::size_t i = 0; i < positions->size(); ++i) {
        const Heaps& heaps = (*positions)[i];
        // The start as a start; past it, a game whose rows split is judged by its moves.
        FUZZ_CHECK(check_review_position(game, heaps, i).ok());
        if (!joined.empty()) joined += ';';
        joined += game.position_text(heaps);
      }
      const auto again = parse_position_list(game, joined);
      FUZZ_CHECK(again.ok() && again.value() == positions.value());
      if (g != reviewer) continue;
      const auto reviews = review_game(game, positions.value());
      if (!reviews) {
        FUZZ_CHECK(fuzz::is_clean_message(reviews.error()));
        FUZZ_CHECK(reviews.error().rfind("ply ", 0) == 0);
        continue;
      }
      FUZZ_CHECK(reviews->size() == positions->size() - 1);
      for (std::size_t i = 0; i < reviews->size(); ++i) {
        const MoveReview& review = (*reviews)[i];
        const Heaps& before = (*positions)[i];
        const Heaps& after = (*positions)[i + 1];
        FUZZ_CHECK(move_between(game, before, after).ok());
        const bool won = game.outcome(before) == Outcome::N;
        FUZZ_CHECK((review.rating == MoveRating::Lost) == !won);
        FUZZ_CHECK(review.better.empty() == (review.rating != MoveRating::Blunder));
        if (review.remoteness_before && review.remoteness_after) {
          // A lost position lasts longer than any move from it; a winning move is the
          // fastest or slower.
          if (review.rating == MoveRating::Lost) {
            FUZZ_CHECK(*review.remoteness_after < *review.remoteness_before);
          }
          if (review.rating == MoveRating::Winning) {
            FUZZ_CHECK(*review.remoteness_after + 1 >= *review.remoteness_before);
          }
        }
      }
    }
  } catch (const std::exception& error) {
    FUZZ_FAIL((std::string("an exception escaped: ") + error.what()).c_str());
  }
  return 0;
}
