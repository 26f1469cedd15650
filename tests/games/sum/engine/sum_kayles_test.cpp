// Kayles as a part of a sum (issue #29): a part whose moves change its number
// of heaps (a row splits). Every position reachable from small sums against the
// generic solver, which knows no Grundy value; the part's room and its own
// position; move texts, move_between, the match text and the remoteness table
// on such sums; rows up to 2^64-1.
#include <catch2/catch.hpp>
#include <map>

#include "marienbad/game.hpp"
#include "marienbad/ladder.hpp"
#include "marienbad/match.hpp"
#include "marienbad/player.hpp"
#include "marienbad/remoteness.hpp"
#include "solver_reference.hpp"
#include "sum_support.hpp"

using namespace marienbad;
using marienbad::testing::make_sum;
using marienbad::testing::solver_winning_moves;

namespace {

// Every position reachable from the start, the start first.
std::vector<Heaps> reachable(const SumGame& sum) {
  std::vector<Heaps> positions{sum.start()};
  std::map<Heaps, bool> seen{{sum.start(), true}};
  for (std::size_t i = 0; i < positions.size(); ++i) {
    const Heaps heaps = positions[i];
    for (const Move& move : sum.moves(heaps)) {
      REQUIRE(sum.check_move(heaps, move).ok());
      const Heaps after = sum.apply(heaps, move);
      REQUIRE(after.size() == heaps.size());  // the layout never changes
      REQUIRE(sum.check_position(after).ok());
      if (seen.emplace(after, true).second) positions.push_back(after);
    }
  }
  return positions;
}

const std::vector<std::vector<std::string>> kSums = {
    {"kayles:3,4", "nim:2,1"},
    {"kayles:7", "subtraction:9:1,3,4"},
    {"nim:3", "kayles:2,0,5", "kayles:4"},
    {"kayles:6", "wythoff:3,4"},
    {"kayles:1", "kayles:1"},
};

}  // namespace

TEST_CASE("sum with kayles: every reachable position against the generic solver") {
  for (const auto& texts : kSums) {
    const SumGame sum = make_sum(texts);
    Solver solver(sum);
    const std::vector<Heaps> positions = reachable(sum);
    CHECK(positions.size() > 3);
    for (const Heaps& heaps : positions) {
      const SolvedPosition& solved = solver.solve(heaps);
      INFO(texts.front() << " ... at " << sum.position_text(heaps));
      REQUIRE(sum.outcome(heaps) == solved.outcome);
      REQUIRE(sum.grundy(heaps) == solved.grundy);
      REQUIRE(sum.winning_moves(heaps) == solver_winning_moves(solver, heaps));
      REQUIRE(sum.is_terminal(heaps) == sum.moves(heaps).empty());
    }
  }
}

TEST_CASE("sum with kayles: the part's room, its own position, texts") {
  const SumGame sum = make_sum({"kayles:3,5", "nim:2"});
  // 3 pins leave at most 2 rows, 5 at most 3: room 5, the rows then 0s.
  CHECK(sum.part_size(0) == 5);
  CHECK(sum.start() == Heaps{3, 5, 0, 0, 0, 2});
  CHECK(sum.part_heaps(sum.start(), 0) == Heaps{3, 5});
  CHECK(sum.position_text(sum.start()) == "3,5 | 2");
  CHECK(sum.parts_text(sum.start()) == "3,5/2");
  const auto move = sum.parse_move("1:2:3");  // part 1, row 2, pin 3: 5 -> 2,2
  REQUIRE(move.ok());
  CHECK(sum.move_text(*move) == "1:2:3");
  const Heaps after = sum.apply(sum.start(), *move);
  CHECK(after == Heaps{3, 2, 2, 0, 0, 2});
  CHECK(sum.part_heaps(after, 0) == Heaps{3, 2, 2});
  CHECK(sum.move_between(sum.start(), after) == *move);
  // Knocking a whole short row: the row goes, the others move up.
  const Heaps gone = sum.apply(Heaps{1, 5, 0, 0, 0, 2}, sum.parse_move("1:1:1").value());
  CHECK(gone == Heaps{5, 0, 0, 0, 0, 2});
  // The parts' texts read back to the same sum and the same position.
  const auto parts = sum.parts(after);
  CHECK(sum_part_text(parts[0]) == "kayles:3,2,2");
  // Bad texts and positions.
  CHECK_FALSE(sum.parse_move("1:6:1").ok());  // past the part's room
  CHECK_FALSE(sum.check_move(sum.start(), sum.parse_move("1:3:1").value()).ok());  // no pin
  CHECK(sum.parse_parts_text("3,5", "p").error() ==
        "p: 1 parts where the sum has 2 (PART/PART/..., e.g. 1,3,5/21)");
  CHECK_FALSE(sum.parse_parts_text("3,5/2/1", "p").ok());
  CHECK(sum.position_of_parts({{1, 1, 1, 1, 1, 1}, {2}}).error() ==
        "part 1: at most 5 rows here, got 6");
  CHECK(sum.position_of_parts({{0, 3, 5}, {2}}).value() == Heaps{0, 3, 5, 0, 0, 2});
  // A row of 0 given at the end is no row: "kayles:3,0" is the part "kayles:3".
  const SumGame zero = make_sum({"kayles:3,0", "nim:1"});
  CHECK(zero.start() == Heaps{3, 0, 1});
  CHECK(sum_part_text(zero.parts(zero.start())[0]) == "kayles:3");
}

TEST_CASE("sum with kayles: the room holds every split, or the part is refused") {
  // 1024 rows of 5 pins can become 3072 rows of 1: the sum keeps that room, so every move
  // the part offers is legal in the sum, and the values the analysis gives are Kayles' own.
  const SumGame sum = make_sum({"kayles:" + join_counts(Heaps(kMaxKaylesRows, 5)), "nim:1"});
  CHECK(sum.part_size(0) == 3 * kMaxKaylesRows);
  const Heaps start = sum.start();
  for (Count i = 0; i < sum.move_count(start); i += 5) {
    const Move move = sum.nth_move(start, i);
    INFO(sum.move_text(move));
    REQUIRE(sum.check_move(start, move).ok());
  }
  // The random level (a uniform move) is legal from every seed.
  const Game game(sum);
  const auto random = make_player("random").value();
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    Rng rng(seed);
    REQUIRE(game.check_move(start, random->choose(game, start, rng)).ok());
  }
  // The perfect player wins this won sum when it starts, against random play.
  REQUIRE(game.outcome(start) == Outcome::N);
  const auto perfect = make_player("perfect").value();
  const std::array<const Player*, 2> sides{perfect.get(), random.get()};
  Rng rng(7);
  CHECK(play_game(game, start, 0, sides, rng) == 0);
  // Each winning move leaves value 0, and is legal.
  const auto winning = sum.winning_moves(start);
  REQUIRE_FALSE(winning.empty());
  CHECK(sum.winning_move_count(start) >= winning.size());
  for (std::size_t i = 0; i < std::min<std::size_t>(winning.size(), 50); ++i) {
    REQUIRE(sum.check_move(start, winning[i]).ok());
    REQUIRE(sum.grundy(sum.apply(start, winning[i])) == 0);
  }
  CHECK(make_sum({"kayles:16383", "nim:5"}).part_size(0) == kMaxKaylesPartRoom);
}

TEST_CASE("sum with kayles: rows up to 2^64-1, the room bounded by kMaxKaylesPartRoom") {
  const Count top = std::numeric_limits<Count>::max();
  const SumGame sum = make_sum({"kayles:" + std::to_string(top), "nim:5"});
  CHECK(sum.part_size(0) == kMaxKaylesPartRoom);
  CHECK(sum.part_grundy(sum.start(), 0) == kayles_grundy(top));
  const auto winning = sum.winning_moves(sum.start());
  CHECK_FALSE(winning.empty());
  for (std::size_t i = 0; i < std::min<std::size_t>(winning.size(), 50); ++i) {
    REQUIRE(sum.check_move(sum.start(), winning[i]).ok());
    REQUIRE(sum.grundy(sum.apply(sum.start(), winning[i])) == 0);
  }
}

TEST_CASE("sum with kayles: a match's text round-trips, moves and cursor included") {
  const SumGame sum = make_sum({"nim:1,2", "kayles:6", "subtraction:7"});
  auto match = Match::make(Game(sum), sum.start()).value();
  for (const char* move : {"2:1:3-4", "1:2-1", "2:2:2", "3:3"}) {
    INFO(move);
    REQUIRE(match.play_text(move).ok());
  }
  const std::string text = match.serialize();
  CHECK(text.find("parts nim:1,2 kayles:6 subtraction:7:1,2,3\n") != std::string::npos);
  CHECK(text.find("moves 2:1:3-4 1:2-1 2:2:2 3:3\n") != std::string::npos);
  const auto again = Match::parse(text);
  REQUIRE(again.ok());
  CHECK(again->serialize() == text);
  CHECK(again->position() == match.position());
  CHECK(again->game().sum()->part_heaps(again->position(), 1) == Heaps{2, 1});
}

TEST_CASE("sum with kayles: the remoteness table agrees with the solver") {
  for (const auto& texts : kSums) {
    const SumGame sum = make_sum(texts);
    const Game game(sum);
    Solver solver(sum);
    const auto table = RemotenessTable::build(game, sum.start());
    REQUIRE(table.has_value());
    for (const Heaps& heaps : reachable(sum)) {
      INFO(sum.position_text(heaps));
      REQUIRE(table->remoteness(heaps) == solver.solve(heaps).remoteness);
    }
  }
}

TEST_CASE("sum with kayles: move_between finds every move, and only moves") {
  const SumGame sum = make_sum({"kayles:2,5", "nim:3"});
  const Game game(sum);
  for (const Heaps& heaps : reachable(sum)) {
    for (const Move& move : sum.moves(heaps)) {
      const Heaps after = sum.apply(heaps, move);
      const auto found = move_between(game, heaps, after);
      REQUIRE(found.ok());
      REQUIRE(sum.apply(heaps, *found) == after);
    }
    CHECK_FALSE(move_between(game, heaps, heaps).ok());
  }
  // Two parts changed at once is no move.
  CHECK_FALSE(move_between(game, sum.start(), Heaps{2, 4, 0, 0, 2}).ok());
  CHECK(move_between(game, sum.start(), Heaps{2, 4, 0, 0, 3}).ok());
}
