// The ratings of played moves, in every game of the registry: the engine's (review_game),
// move by move. Each game's own positions (a blunder's winning moves, the cache) are in its
// home, tests/games/ID/session/ID_move_review_test.cpp.
#include <catch2/catch.hpp>

#include "marienbad/registry.hpp"
#include "move_review_support.hpp"
#include "session/match_session.hpp"
#include "session/move_review.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

TEST_CASE("the ratings of a game's first moves are the engine's, in every game",
          "[session][review]") {
  std::size_t games = 0;
  for (const GameInfo& info : game_registry()) {
    CAPTURE(info.id);
    Match match =
        two_player_match(info.kind, default_setup(info.kind).start, default_setup(info.kind).rule);
    MoveReviews reviews;
    // Its first moves, each rated when it is played (a few: the engine's own tests go further).
    for (int ply = 0; ply < 6 && !match.over(); ++ply) {
      const std::vector<Move> moves = match.game().moves(match.position());
      REQUIRE_FALSE(moves.empty());
      REQUIRE(match.play(moves.front()).ok());
      reviews.update(match);
    }
    REQUIRE(reviews.size() > 0);
    check_same_as_engine(match, reviews);
    ++games;
  }
  CHECK(games == game_registry().size());
}
