// The subtraction game's period-based answers against the generic solver, and
// the period itself against one found independently in the solver's values.
#include <algorithm>
#include <catch2/catch.hpp>

#include "solver_reference.hpp"
#include "subtraction/subtraction.hpp"

using namespace marienbad;
using marienbad::testing::solver_winning_moves;

namespace {

SubtractionGame make(std::vector<Count> set, Rule rule = Rule::Normal) {
  auto game = SubtractionGame::make(std::move(set), rule);
  REQUIRE(game.ok());
  return game.value();
}

const std::vector<std::vector<Count>> kSets = {
    {1, 2, 3}, {1, 3, 4}, {2, 5, 7}, {1, 4}, {2, 3}, {3, 5, 7, 11}, {1, 2, 4, 8, 16}, {5, 6, 50}};

// (Grundy, outcome) from the solver for heaps 0 .. last.
struct Values {
  std::vector<Count> grundy;
  std::vector<Outcome> outcome;
  bool same(std::size_t a, std::size_t b) const {
    return grundy[a] == grundy[b] && outcome[a] == outcome[b];
  }
};
Values solver_values(const SubtractionGame& game, Count last) {
  Solver solver(game);
  Values values;
  for (Count n = 0; n <= last; ++n) {
    const SolvedPosition& solved = solver.solve({n});
    values.grundy.push_back(solved.grundy);
    values.outcome.push_back(solved.outcome);
  }
  return values;
}

}  // namespace

TEST_CASE("subtraction: outcome, winning moves and Grundy values match the solver (heaps <= 500)") {
  for (const auto& set : kSets) {
    for (Rule rule : {Rule::Normal, Rule::Misere}) {
      const SubtractionGame game = make(set, rule);
      Solver solver(game);
      for (Count n = 0; n <= 500; ++n) {
        INFO("set " << join_counts(set) << ", rule " << to_string(rule) << ", heap " << n);
        const SolvedPosition& solved = solver.solve({n});
        REQUIRE(game.outcome({n}) == solved.outcome);
        REQUIRE(game.grundy(n) == solved.grundy);
        REQUIRE(game.winning_moves({n}) == solver_winning_moves(solver, {n}));
        REQUIRE(game.is_terminal({n}) == game.moves({n}).empty());
      }
    }
  }
}

TEST_CASE("subtraction: the detected period holds in the solver's values beyond the preperiod") {
  constexpr Count kLast = 700;
  for (const auto& set : kSets) {
    const SubtractionGame normal = make(set, Rule::Normal);
    const SubtractionGame misere = make(set, Rule::Misere);
    const Values values = solver_values(normal, kLast);
    const Values misere_values = solver_values(misere, kLast);
    const SubtractionPeriod& period = normal.period();
    INFO("set " << join_counts(set) << ": preperiod " << period.preperiod << ", period "
                << period.period);
    REQUIRE(period.preperiod + 2 * period.period < kLast);
    auto same = [&](std::size_t a, std::size_t b) {
      return values.same(a, b) && misere_values.outcome[a] == misere_values.outcome[b];
    };
    for (Count n = period.preperiod; n + period.period <= kLast; ++n) {
      REQUIRE(same(n, n + period.period));
    }
    // The preperiod is the shortest: one step earlier the values differ.
    if (period.preperiod > 0)
      CHECK_FALSE(same(period.preperiod - 1, period.preperiod - 1 + period.period));
    // And no shorter period fits the tail.
    for (Count p = 1; p < period.period; ++p) {
      bool fits = true;
      for (Count n = period.preperiod; n + p <= kLast && fits; ++n) fits = same(n, n + p);
      CHECK_FALSE(fits);
    }
  }
}

TEST_CASE("subtraction: heap 10^18 is answered from the period found independently") {
  constexpr Count kHuge = 1'000'000'000'000'000'000ULL;
  constexpr Count kLast = 700, kTail = 300;
  for (const auto& set : kSets) {
    for (Rule rule : {Rule::Normal, Rule::Misere}) {
      const SubtractionGame game = make(set, rule);
      const Values values = solver_values(game, kLast);
      // The shortest p with values[n] == values[n + p] on the tail 300 .. 700.
      Count p = 1;
      for (;; ++p) {
        bool fits = true;
        for (Count n = kTail; n + p <= kLast && fits; ++n) fits = values.same(n, n + p);
        if (fits) break;
      }
      REQUIRE(p < (kLast - kTail) / 2);
      for (Count heap : {kHuge, kHuge + 1, kHuge + 7, kMaxHeap}) {
        const Count same_as = kTail + (heap - kTail) % p;
        INFO("set " << join_counts(set) << ", rule " << to_string(rule) << ", heap " << heap);
        CHECK(game.outcome({heap}) == values.outcome[same_as]);
        CHECK(game.grundy(heap) == values.grundy[same_as]);
        // A winning move leaves a heap whose outcome is P.
        for (const Move& move : game.winning_moves({heap})) {
          CHECK(game.outcome({heap - move.amount}) == Outcome::P);
        }
        CHECK(game.winning_moves({heap}).empty() == (game.outcome({heap}) == Outcome::P));
      }
    }
  }
}

TEST_CASE("subtraction: bad sets are rejected with a reason") {
  CHECK_FALSE(SubtractionGame::make({}).ok());
  CHECK_FALSE(SubtractionGame::make({0, 1}).ok());
  CHECK_FALSE(SubtractionGame::make({1, 1}).ok());
  CHECK_FALSE(SubtractionGame::make({kMaxSubtractionAmount + 1}).ok());
  CHECK_FALSE(SubtractionGame::make(std::vector<Count>(kMaxSubtractionSetSize + 1, 1)).ok());
  CHECK(SubtractionGame::make({3, 1, 2}).value().set() == std::vector<Count>{1, 2, 3});
  const SubtractionGame game = make({1, 2, 3});
  CHECK_FALSE(game.check_position({}).ok());
  CHECK_FALSE(game.check_position({1, 2}).ok());
  CHECK_FALSE(game.check_position({kMaxHeap + 1}).ok());
}

TEST_CASE("subtraction: random sets with amounts up to 100 match the solver up to heap 2000") {
  std::uint64_t state = 2024;
  auto next = [&](Count bound) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return (state >> 33) % bound;
  };
  for (int trial = 0; trial < 20; ++trial) {
    std::vector<Count> set;
    const Count size = 1 + next(6);
    while (set.size() < size) {
      const Count amount = 1 + next(trial % 2 == 0 ? 12 : kMaxSubtractionAmount);
      if (std::find(set.begin(), set.end(), amount) == set.end()) set.push_back(amount);
    }
    for (Rule rule : {Rule::Normal, Rule::Misere}) {
      const SubtractionGame game = make(set, rule);
      Solver solver(game);
      for (Count n = 0; n <= 2000; ++n) {
        INFO("set " << join_counts(set) << ", rule " << to_string(rule) << ", heap " << n);
        const SolvedPosition& solved = solver.solve({n});  // increasing n: shallow recursion
        REQUIRE(game.outcome({n}) == solved.outcome);
        REQUIRE(game.grundy(n) == solved.grundy);
      }
    }
  }
}
