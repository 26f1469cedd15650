// The ratings of played Marienbad moves: the engine's (review_game) for a whole game, a
// blunder's winning moves, each move rated once (cached) and again only when the line
// changes, the session rating each move when it is played.
#include <catch2/catch.hpp>

#include "move_review_support.hpp"
#include "session/match_session.hpp"
#include "session/move_review.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

TEST_CASE("the ratings of a played Marienbad game are the engine's", "[session][review]") {
  Match match = two_player_match(GameKind::Nim, {1, 3, 5, 7});
  MoveReviews reviews;
  // 1-3-5-7 misère is lost for the first player: every first move is "lost".
  for (const Move move :
       {Move{3, 1}, Move{2, 5}, Move{1, 1}, Move{3, 6}, Move{1, 1}, Move{0, 1}, Move{1, 1}}) {
    REQUIRE(match.play(move).ok());
    reviews.update(match);
  }
  REQUIRE(match.over());
  check_same_as_engine(match, reviews);
  REQUIRE(reviews.at(0) != nullptr);
  CHECK(reviews.at(0)->rating == MoveRating::Lost);
  CHECK(reviews.at(0)->remoteness_before.has_value());
  CHECK(reviews.at(reviews.size()) == nullptr);
}

TEST_CASE("a blunder lists the winning moves that existed", "[session][review]") {
  Match match = two_player_match(GameKind::Nim, {1, 3, 5, 7});
  REQUIRE(match.play(Move{0, 1}).ok());  // 0 3 5 7: the second player can win
  const Heaps before = match.position();
  REQUIRE(match.game().outcome(before) == Outcome::N);
  REQUIRE(match.play(Move{1, 3}).ok());  // 0 0 5 7: still a win for the first player
  REQUIRE(match.game().outcome(match.position()) == Outcome::N);
  MoveReviews reviews;
  reviews.update(match);
  REQUIRE(reviews.at(1) != nullptr);
  const MoveReview& blunder = *reviews.at(1);
  CHECK(blunder.rating == MoveRating::Blunder);
  CHECK(blunder.better == match.game().winning_moves(before));
  REQUIRE_FALSE(blunder.better.empty());
  for (const Move& move : blunder.better) {
    CHECK(match.game().outcome(match.game().apply(before, move)) == Outcome::P);
  }
  CHECK(reviews.at(0)->better.empty());
}

TEST_CASE("each move is rated once, and again only when the line changes", "[session][review]") {
  Match match = two_player_match(GameKind::Nim, {1, 3, 5, 7});
  MoveReviews reviews;
  REQUIRE(match.play(Move{3, 1}).ok());
  REQUIRE(match.play(Move{2, 5}).ok());
  reviews.update(match);
  reviews.update(match);
  CHECK(reviews.ratings_computed() == 2);
  // Undo keeps the redo tail rated; another move after the undo replaces it.
  REQUIRE(match.undo());
  reviews.update(match);
  CHECK(reviews.size() == 2);
  CHECK(reviews.ratings_computed() == 2);
  REQUIRE(match.play(Move{2, 1}).ok());
  reviews.update(match);
  CHECK(reviews.size() == 2);
  CHECK(reviews.ratings_computed() == 3);
  check_same_as_engine(match, reviews);
}

TEST_CASE("the session rates each move when it is played", "[session][review]") {
  MatchSetup setup = default_setup(GameKind::Nim);
  setup.level = "perfect";
  setup.first = FirstMover::Human;
  auto made = make_match(setup, 5);
  REQUIRE(made.ok());
  MatchSession session(std::move(made).value(), setup, 9);
  REQUIRE(session.play(Move{0, 1}).ok());
  REQUIRE(session.reviews().at(0) != nullptr);
  CHECK(session.reviews().at(0)->rating == MoveRating::Lost);
  for (int i = 0; i < 20 && !session.person_to_move(); ++i) session.think(0.5);
  REQUIRE(session.reviews().size() == 2);
  // The perfect computer keeps the win it was given.
  CHECK(session.reviews().at(1)->rating == MoveRating::Winning);
  check_same_as_engine(session.match(), session.reviews());
}
