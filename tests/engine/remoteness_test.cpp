// Remoteness tables against the generic solver (exhaustively), their limits,
// and the rating of played moves (seed 003's 21, seed 001's 1-3-5-7).
#include <catch2/catch.hpp>

#include "marienbad/remoteness.hpp"
#include "solver_reference.hpp"

using namespace marienbad;
using marienbad::testing::for_each_position;
using marienbad::testing::solver_winning_moves;

namespace {

// Every position of `rows` heaps of 0 .. max, looked up in one table built from
// the largest, must agree with the solver.
template <GameModel G>
std::size_t check_table(const G& model, std::size_t rows, Count max) {
  const Game game(model);
  Solver<G> solver(model);
  const auto table = RemotenessTable::build(game, Heaps(rows, max));
  REQUIRE(table.has_value());
  std::size_t checked = 0;
  for_each_position(rows, max, [&](const Heaps& heaps) {
    const SolvedPosition& solved = solver.solve(heaps);
    const auto value = table->find(heaps);
    INFO(to_string(game.kind()) << " " << to_string(game.rule()) << " " << join_counts(heaps));
    REQUIRE(value.has_value());
    REQUIRE(value->outcome == solved.outcome);
    REQUIRE(value->remoteness == solved.remoteness);
    ++checked;
  });
  return checked;
}

}  // namespace

TEST_CASE("remoteness: every Nim position of up to 4 rows of up to 7, both rules") {
  for (Rule rule : {Rule::Normal, Rule::Misere}) {
    for (std::size_t rows = 1; rows <= 4; ++rows) check_table(NimGame(rule), rows, 7);
  }
  // Tables rooted anywhere (uneven bounds, zero rows) agree too, on the root and each move.
  for (Rule rule : {Rule::Normal, Rule::Misere}) {
    const NimGame model(rule);
    const Game game(model);
    Solver solver(model);
    for_each_position(4, 5, [&](const Heaps& root) {
      const auto table = RemotenessTable::build(game, root);
      REQUIRE(table.has_value());
      INFO(to_string(rule) << " root " << join_counts(root));
      REQUIRE(table->find(root) ==
              PositionValue{solver.solve(root).outcome, solver.solve(root).remoteness});
      for (const Move& move : model.moves(root)) {
        const Heaps child = model.apply(root, move);
        REQUIRE(table->remoteness(child) == solver.solve(child).remoteness);
      }
      // A position the root does not reach is not in the table.
      Heaps above = root;
      ++above[0];
      CHECK_FALSE(table->find(above).has_value());
      CHECK_FALSE(table->find(Heaps(root.size() + 1, 0)).has_value());
    });
  }
}

TEST_CASE("remoteness: subtraction heaps up to 200 for several sets, both rules") {
  for (Rule rule : {Rule::Normal, Rule::Misere}) {
    for (const std::vector<Count>& set : std::vector<std::vector<Count>>{
             {1, 2, 3}, {1, 3, 4}, {2, 5, 7}, {1, 4}, {3, 7, 10}, {5}}) {
      CHECK(check_table(SubtractionGame::make(set, rule).value(), 1, 200) == 201);
    }
  }
}

TEST_CASE("remoteness: the Dornim board up to 30x30, both rules") {
  for (Rule rule : {Rule::Normal, Rule::Misere}) {
    CHECK(check_table(WythoffGame(rule), 2, 30) == 31 * 31);
    // An uneven root.
    const Game game{WythoffGame(rule)};
    Solver solver{WythoffGame(rule)};
    const auto table = RemotenessTable::build(game, {7, 19});
    REQUIRE(table.has_value());
    CHECK(table->size() == 8 * 20);
    CHECK(table->remoteness({7, 19}) == solver.solve({7, 19}).remoteness);
    CHECK(table->remoteness({5, 11}) == solver.solve({5, 11}).remoteness);
    CHECK_FALSE(table->find({8, 0}).has_value());
  }
}

TEST_CASE("remoteness: the seeds' positions") {
  // 21 under {1,2,3}, normal play: 21 = 4*5 + 1 wins by taking 1, then each
  // round of two moves takes 4: 1 + 2*5 = 11 moves.
  const Game game21 = Game::make(GameKind::Subtraction, Rule::Normal, {1, 2, 3}).value();
  CHECK(remoteness(game21, {21}) == 11u);
  CHECK(remoteness(game21, {20}) == 10u);
  CHECK(remoteness(game21, {0}) == 0u);
  // 1-3-5-7 is lost for the first player under both rules; the table agrees with the solver.
  for (Rule rule : {Rule::Normal, Rule::Misere}) {
    const Game game{NimGame(rule)};
    Solver solver{NimGame(rule)};
    const auto table = RemotenessTable::build(game, {1, 3, 5, 7});
    REQUIRE(table.has_value());
    CHECK(table->find({1, 3, 5, 7})->outcome == Outcome::P);
    CHECK(table->remoteness({1, 3, 5, 7}) == solver.solve({1, 3, 5, 7}).remoteness);
    CHECK(table->remoteness({7, 5, 3, 1}) == table->remoteness({1, 3, 5, 7}));  // rows unordered
    const auto big = RemotenessTable::build(game, {3, 5, 7, 9});
    REQUIRE(big.has_value());
    CHECK(big->size() == RemotenessTable::reachable_states(game, {3, 5, 7, 9}, 1'000'000));
    CHECK(big->remoteness({3, 5, 7, 9}) == solver.solve({3, 5, 7, 9}).remoteness);
  }
}

TEST_CASE("remoteness: the memo limit, decided before searching") {
  const Game nim{NimGame()};
  CHECK_FALSE(remoteness(nim, {1'000'000, 1'000'000, 1'000'000}).has_value());
  CHECK_FALSE(remoteness(nim, {kMaxHeap, kMaxHeap}).has_value());
  CHECK_FALSE(remoteness(nim, Heaps(64, kMaxHeap)).has_value());
  CHECK_FALSE(remoteness(nim, {2000, 2000}).has_value());  // 2 001 000 multisets
  CHECK(remoteness(nim, {1000, 1000}).has_value());        // 501 501
  CHECK(RemotenessTable::reachable_states(nim, {1000, 1000}, kMaxRemotenessStates) == 501'501);
  // Eight rows of 15, the largest board the game shows: C(23, 8) multisets.
  CHECK(RemotenessTable::reachable_states(nim, Heaps(8, 15), kMaxRemotenessStates) == 490'314);
  CHECK(RemotenessTable::reachable_states(nim, {0, 0}, 10) == 1);
  CHECK(remoteness(nim, {0, 0, 0}) == 0u);
  CHECK(remoteness(Game(NimGame(Rule::Misere)), {0, 0, 0}) == 0u);

  const Game wythoff{WythoffGame()};
  CHECK_FALSE(remoteness(wythoff, {5000, 6000}).has_value());
  CHECK_FALSE(remoteness(wythoff, {kMaxHeap, kMaxHeap}).has_value());
  CHECK(remoteness(wythoff, {1000, 1000}).has_value());

  const Game subtraction = Game::make(GameKind::Subtraction, Rule::Normal, {1}).value();
  CHECK(remoteness(subtraction, {1'000'000}) == 1'000'000u);  // bottom-up: no deep recursion
  CHECK_FALSE(remoteness(subtraction, {2'000'000}).has_value());
  CHECK_FALSE(remoteness(subtraction, {kMaxHeap}).has_value());
}

TEST_CASE("move rating: seed positions") {
  // 1-3-5-7 is P: any first move is lost.
  const Game nim{NimGame(Rule::Misere)};
  for (const Move& move : nim.moves({1, 3, 5, 7})) {
    const MoveReview review = rate_move(nim, {1, 3, 5, 7}, nim.apply({1, 3, 5, 7}, move));
    CHECK(review.rating == MoveRating::Lost);
    CHECK(review.better.empty());
    REQUIRE(review.remoteness_before.has_value());
    REQUIRE(review.remoteness_after.has_value());
    CHECK(*review.remoteness_after < *review.remoteness_before);
  }
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
  // A winning move that is not the fastest is still winning, with its remoteness.
  const Game nim_normal{NimGame()};
  Solver solver{NimGame()};
  std::size_t slower = 0;
  for_each_position(3, 7, [&](const Heaps& from) {
    std::uint32_t fastest = UINT32_MAX;
    const auto winning = solver_winning_moves(solver, from);
    for (const Move& move : winning) {
      fastest = std::min(fastest, solver.solve(nim_normal.apply(from, move)).remoteness);
    }
    for (const Move& move : winning) {
      const Heaps to = nim_normal.apply(from, move);
      const MoveReview review = rate_move(nim_normal, from, to);
      CHECK(review.rating == MoveRating::Winning);
      CHECK(review.remoteness_after == solver.solve(to).remoteness);
      slower += *review.remoteness_after > fastest;
    }
  });
  CHECK(slower > 0);
  // Too big to know: the rating is still exact, the remoteness unknown.
  const MoveReview huge =
      rate_move(Game(NimGame()), {1'000'000, 1'000'000, 1'000'000}, {1'000'000, 1'000'000, 0});
  CHECK(huge.rating == MoveRating::Winning);
  CHECK_FALSE(huge.remoteness_before.has_value());
  CHECK_FALSE(huge.remoteness_after.has_value());
}

TEST_CASE("move_between and review_game") {
  const Game nim{NimGame()};
  CHECK(move_between(nim, {1, 3, 5, 7}, {1, 3, 5, 6}).value() == Move{3, 1, false});
  CHECK(move_between(nim, {1, 3, 5, 7}, {1, 3, 5, 9}).error() ==
        "1,3,5,7 -> 1,3,5,9 is not a legal move");
  CHECK_FALSE(move_between(nim, {1, 3}, {1, 3}).ok());
  CHECK_FALSE(move_between(nim, {1, 3}, {0, 2}).ok());  // two rows: Wythoff only
  CHECK_FALSE(move_between(nim, {1, 3}, {1, 3, 0}).ok());
  const Game wythoff{WythoffGame()};
  CHECK(move_between(wythoff, {4, 6}, {1, 3}).value() == Move{0, 3, true});
  CHECK(move_between(wythoff, {4, 6}, {4, 0}).value() == Move{1, 6, false});
  CHECK_FALSE(move_between(wythoff, {4, 6}, {1, 4}).ok());
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
  // A start too big to solve: later positions small enough get their remoteness.
  const auto shrinking = review_game(nim, {{1'000'000, 1'000'000}, {1'000'000, 5}, {5, 5}, {5, 4}});
  REQUIRE(shrinking.ok());
  CHECK_FALSE((*shrinking)[0].remoteness_before.has_value());
  CHECK((*shrinking)[2].remoteness_before.has_value());
  CHECK((*shrinking)[2].rating == MoveRating::Lost);
}
