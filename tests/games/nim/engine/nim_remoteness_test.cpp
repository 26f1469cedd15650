// Remoteness tables on Nim against the generic solver (exhaustively), their limits, and the
// rating of played moves (tests/engine/remoteness_support.hpp).
#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdint>

#include "marienbad/remoteness.hpp"
#include "remoteness_support.hpp"
#include "solver_reference.hpp"

using namespace marienbad;
using marienbad::testing::check_table;
using marienbad::testing::for_each_position;
using marienbad::testing::solver_winning_moves;

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

TEST_CASE("remoteness: the seeds' positions (1-3-5-7 and 3-5-7-9)") {
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

TEST_CASE("remoteness: the memo limit, decided before searching (Nim)") {
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
}

TEST_CASE("move rating: seed positions (1-3-5-7, every winning move of 3 rows of 7, too big)") {
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

TEST_CASE("move_between and review_game (Nim)") {
  const Game nim{NimGame()};
  CHECK(move_between(nim, {1, 3, 5, 7}, {1, 3, 5, 6}).value() == Move{3, 1, false});
  CHECK(move_between(nim, {1, 3, 5, 7}, {1, 3, 5, 9}).error() ==
        "1,3,5,7 -> 1,3,5,9 is not a legal move");
  CHECK_FALSE(move_between(nim, {1, 3}, {1, 3}).ok());
  CHECK_FALSE(move_between(nim, {1, 3}, {0, 2}).ok());  // two rows: Wythoff only
  CHECK_FALSE(move_between(nim, {1, 3}, {1, 3, 0}).ok());
  // A start too big to solve: later positions small enough get their remoteness.
  const auto shrinking = review_game(nim, {{1'000'000, 1'000'000}, {1'000'000, 5}, {5, 5}, {5, 4}});
  REQUIRE(shrinking.ok());
  CHECK_FALSE((*shrinking)[0].remoteness_before.has_value());
  CHECK((*shrinking)[2].remoteness_before.has_value());
  CHECK((*shrinking)[2].rating == MoveRating::Lost);
  // Tried again at the very next position that fits, not only once the game has halved:
  // 1500,500 reaches 626,751 multisets, under the limit.
  const auto next = review_game(nim, {{1500, 1500}, {1500, 500}, {1400, 500}});
  REQUIRE(next.ok());
  CHECK_FALSE((*next)[0].remoteness_before.has_value());
  CHECK((*next)[0].remoteness_after.has_value());
}
