// The ratings of a played game of Dornim (Wythoff's game), rated at once, are the engine's.
#include <catch2/catch.hpp>

#include "move_review_support.hpp"
#include "session/match_session.hpp"
#include "session/move_review.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

TEST_CASE("the ratings of a Dornim game are the engine's", "[session][review]") {
  Match match = two_player_match(GameKind::Wythoff, {9, 6});
  MoveReviews reviews;
  for (const Move move : {Move{0, 2}, Move{1, 1}, Move{0, 1, true}, Move{0, 1}}) {
    REQUIRE(match.play(move).ok());
  }
  reviews.update(match);
  check_same_as_engine(match, reviews);
}
