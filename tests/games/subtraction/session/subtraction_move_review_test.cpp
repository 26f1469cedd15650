// The ratings of a played game of 21 (the subtraction game, {1, 2, 3}) are the engine's.
#include <catch2/catch.hpp>

#include "move_review_support.hpp"
#include "session/match_session.hpp"
#include "session/move_review.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

TEST_CASE("the ratings of a game of 21 are the engine's", "[session][review]") {
  Match match = two_player_match(GameKind::Subtraction, {21}, Rule::Normal);
  MoveReviews reviews;
  for (const Count amount : std::initializer_list<Count>{1, 2, 3, 3, 1, 2, 3, 2, 1, 3}) {
    if (match.over()) break;
    REQUIRE(match.play(Move{0, amount}).ok());
    reviews.update(match);
  }
  check_same_as_engine(match, reviews);
}
