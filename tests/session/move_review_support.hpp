#pragma once
// What the tests of played moves' ratings share, whatever the game: a match between two
// people, and the check that the session's ratings are the engine's (review_game).
#include <catch2/catch.hpp>

#include "session/match_session.hpp"
#include "session/move_review.hpp"

namespace marienbad::app::test {

inline Match two_player_match(GameKind kind, Heaps start, Rule rule = Rule::Misere) {
  MatchSetup setup = default_setup(kind);
  setup.start = std::move(start);
  setup.rule = rule;
  setup.opponent = Opponent::SecondPerson;
  setup.first = FirstMover::Human;
  auto match = make_match(setup, 3);
  REQUIRE(match.ok());
  return std::move(match).value();
}

inline std::vector<Heaps> positions_of(const Match& match) {
  std::vector<Heaps> positions;
  for (std::size_t ply = 0; ply <= match.moves().size(); ++ply) {
    positions.push_back(match.position_at(ply));
  }
  return positions;
}

inline void check_same_as_engine(const Match& match, const MoveReviews& reviews) {
  const auto engine = review_game(match.game(), positions_of(match));
  REQUIRE(engine.ok());
  REQUIRE(reviews.size() == engine.value().size());
  for (std::size_t ply = 0; ply < reviews.size(); ++ply) {
    INFO("ply " << ply + 1);
    const MoveReview* review = reviews.at(ply);
    REQUIRE(review != nullptr);
    const MoveReview& expected = engine.value()[ply];
    CHECK(review->rating == expected.rating);
    CHECK(review->remoteness_before == expected.remoteness_before);
    CHECK(review->remoteness_after == expected.remoteness_after);
    CHECK(review->better == expected.better);
  }
}

}  // namespace marienbad::app::test
