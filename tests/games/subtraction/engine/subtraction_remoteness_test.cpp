// Remoteness tables on subtraction games against the generic solver (exhaustively), their limits,
// and the rating of played moves (tests/engine/remoteness_support.hpp).
#include <catch2/catch.hpp>

#include "marienbad/remoteness.hpp"
#include "remoteness_support.hpp"
#include "solver_reference.hpp"

using namespace marienbad;
using marienbad::testing::check_table;
using marienbad::testing::for_each_position;
using marienbad::testing::solver_winning_moves;

TEST_CASE("remoteness: subtraction heaps up to 200 for several sets, both rules") {
  for (Rule rule : {Rule::Normal, Rule::Misere}) {
    for (const std::vector<Count>& set : std::vector<std::vector<Count>>{
             {1, 2, 3}, {1, 3, 4}, {2, 5, 7}, {1, 4}, {3, 7, 10}, {5}}) {
      CHECK(check_table(SubtractionGame::make(set, rule).value(), 1, 200) == 201);
    }
  }
}

TEST_CASE("remoteness: the seeds' positions (21 under {1,2,3})") {
  // 21 under {1,2,3}, normal play: 21 = 4*5 + 1 wins by taking 1, then each
  // round of two moves takes 4: 1 + 2*5 = 11 moves.
  const Game game21 = Game::make(GameKind::Subtraction, Rule::Normal, {1, 2, 3}).value();
  CHECK(remoteness(game21, {21}) == 11u);
  CHECK(remoteness(game21, {20}) == 10u);
  CHECK(remoteness(game21, {0}) == 0u);
}

TEST_CASE("remoteness: the memo limit, decided before searching (subtraction)") {
  const Game subtraction = Game::make(GameKind::Subtraction, Rule::Normal, {1}).value();
  CHECK(remoteness(subtraction, {1'000'000}) == 1'000'000u);  // bottom-up: no deep recursion
  CHECK_FALSE(remoteness(subtraction, {2'000'000}).has_value());
  CHECK_FALSE(remoteness(subtraction, {kMaxHeap}).has_value());
}

TEST_CASE("move rating: seed positions (21 under {1,2,3})") {
  // 21 under {1,2,3}, normal play: taking 1 wins, taking 2 throws the win away.
  const Game game21 = Game::make(GameKind::Subtraction, Rule::Normal, {1, 2, 3}).value();
  const MoveReview good = rate_move(game21, {21}, {20});
  CHECK(good.rating == MoveRating::Winning);
  CHECK(good.remoteness_before == 11u);
  CHECK(good.remoteness_after == 10u);
  CHECK(good.better.empty());
  const MoveReview bad = rate_move(game21, {21}, {19});
  CHECK(bad.rating == MoveRating::Blunder);
  CHECK(bad.better == std::vector<Move>{Move{0, 1, false}});
  CHECK(to_string(bad.rating) == "blunder");
}

TEST_CASE("move_between and review_game (21 under {1,2,3})") {
  const Game game21 = Game::make(GameKind::Subtraction, Rule::Normal, {1, 2, 3}).value();
  CHECK_FALSE(move_between(game21, {21}, {17}).ok());

  const auto reviewed = review_game(game21, {{21}, {19}, {16}, {15}, {12}});
  REQUIRE(reviewed.ok());
  REQUIRE(reviewed->size() == 4);
  CHECK((*reviewed)[0].rating == MoveRating::Blunder);
  CHECK((*reviewed)[1].rating == MoveRating::Winning);  // 19 -> 16: the opponent took it back
  CHECK((*reviewed)[2].rating == MoveRating::Lost);
  CHECK((*reviewed)[3].rating == MoveRating::Winning);
  CHECK((*reviewed)[3].remoteness_after == 6u);
  CHECK(review_game(game21, {{21}, {20}, {16}}).error() == "ply 2: 20 -> 16 is not a legal move");
  CHECK(review_game(game21, {{21}})->empty());
  CHECK_FALSE(review_game(game21, {}).ok());
  CHECK_FALSE(review_game(game21, std::vector<Heaps>(kMaxReviewPlies + 2, Heaps{0})).ok());
}
