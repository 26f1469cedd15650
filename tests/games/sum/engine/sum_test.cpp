// Sums of games (Sprague–Grundy) against the generic solver, which knows no
// theory: every position of every sum of 2 and 3 small parts (Nim rows up to
// 3, subtraction heaps up to 15 with three sets, Wythoff up to 6x6), with its
// outcome, Grundy value and every winning move. Then the part texts, move
// texts, limits and 64-bit heaps.
#include <catch2/catch.hpp>
#include <variant>

#include "marienbad/game.hpp"
#include "solver_reference.hpp"
#include "sum_support.hpp"
#include "wythoff/wythoff_grundy.hpp"

using namespace marienbad;
using marienbad::testing::make_sum;
using marienbad::testing::solver_winning_moves;

namespace {

// Calls f(heaps) for every heap vector with 0 <= heaps[i] <= root[i].
template <class F>
void for_each_below(const Heaps& root, F&& f) {
  Heaps heaps(root.size(), 0);
  while (true) {
    f(static_cast<const Heaps&>(heaps));
    std::size_t i = 0;
    while (i < root.size() && heaps[i] == root[i]) heaps[i++] = 0;
    if (i == root.size()) return;
    ++heaps[i];
  }
}

// Every position below the sum's start, against the solver.
void check_against_solver(const std::vector<std::string>& texts) {
  const SumGame sum = make_sum(texts);
  Solver solver(sum);
  std::size_t checked = 0;
  for_each_below(sum.start(), [&](const Heaps& heaps) {
    const SolvedPosition& solved = solver.solve(heaps);
    if (sum.outcome(heaps) != solved.outcome || sum.grundy(heaps) != solved.grundy ||
        sum.winning_moves(heaps) != solver_winning_moves(solver, heaps)) {
      FAIL("sum " << texts.front() << " ... at " << sum.position_text(heaps) << ": outcome "
                  << to_string(sum.outcome(heaps)) << " vs " << to_string(solved.outcome)
                  << ", grundy " << sum.grundy(heaps) << " vs " << solved.grundy);
    }
    ++checked;
  });
  CHECK(checked > 0);
}

const std::vector<std::string> kSmallParts = {
    "nim:3",       "nim:3,3", "subtraction:15:1,2,3", "subtraction:15:1,3,4", "subtraction:15:2,5",
    "wythoff:6,6",
};

}  // namespace

TEST_CASE("sum: every position of every sum of 2 small parts agrees with the solver") {
  for (std::size_t a = 0; a < kSmallParts.size(); ++a) {
    for (std::size_t b = a; b < kSmallParts.size(); ++b) {
      INFO(kSmallParts[a] << " + " << kSmallParts[b]);
      check_against_solver({kSmallParts[a], kSmallParts[b]});
    }
  }
}

TEST_CASE("sum: every position of every sum of 3 small parts agrees with the solver") {
  // Three parts at the full bounds would be 117649 positions for Wythoff alone
  // thrice: the third part is smaller, every combination of kinds still met.
  const std::vector<std::string> third = {"nim:2", "subtraction:7:1,3,4", "wythoff:3,2"};
  for (std::size_t a = 0; a < kSmallParts.size(); ++a) {
    for (std::size_t b = a; b < kSmallParts.size(); ++b) {
      for (const auto& c : third) {
        INFO(kSmallParts[a] << " + " << kSmallParts[b] << " + " << c);
        check_against_solver({kSmallParts[a], c, kSmallParts[b]});
      }
    }
  }
}

TEST_CASE("sum: moves, move_count, nth_move, move texts and apply agree") {
  const SumGame sum = make_sum({"nim:2,0,3", "subtraction:9:2,5", "wythoff:2,3"});
  const Heaps heaps = sum.start();
  REQUIRE(heaps == Heaps{2, 0, 3, 9, 2, 3});
  const auto moves = sum.moves(heaps);
  REQUIRE(sum.move_count(heaps) == moves.size());
  REQUIRE(moves.size() == 5 + 2 + 7);
  for (std::size_t i = 0; i < moves.size(); ++i) {
    INFO("move " << i);
    CHECK(sum.nth_move(heaps, i) == moves[i]);
    REQUIRE(sum.check_move(heaps, moves[i]).ok());
    const auto text = sum.move_text(moves[i]);
    CHECK(sum.parse_move(text).value() == moves[i]);
    // The move changes its own part only, as that part's game would.
    const std::size_t part = sum.part_of(moves[i]);
    const Heaps after = sum.apply(heaps, moves[i]);
    for (std::size_t other = 0; other < sum.part_count(); ++other) {
      const Heaps expected =
          other == part ? sum.part(part).apply(sum.part_heaps(heaps, part), sum.part_move(moves[i]))
                        : sum.part_heaps(heaps, other);
      CHECK(sum.part_heaps(after, other) == expected);
    }
  }
  CHECK(sum.move_text(moves.front()) == "1:1-1");
  CHECK(sum.move_text(Move{3, 5, false}) == "2:5");
  CHECK(sum.move_text(Move{4, 1, true}) == "3:xy-1");
  CHECK(sum.move_text(Move{5, 2, false}) == "3:y-2");
  CHECK(sum.parse_move("3:xy-2").value() == Move{4, 2, true});
  CHECK(sum.parse_move("1:3-1").value() == Move{2, 1, false});
}

TEST_CASE("sum: bad move texts and illegal moves are one-line errors") {
  const SumGame sum = make_sum({"nim:2,0,3", "subtraction:9:2,5", "wythoff:2,3"});
  const Heaps heaps = sum.start();
  for (const char* text :
       {"", "1-1", "0:1-1", "4:1-1", "9:1-1", "x:1-1", "1:", "1:4-1", "1:0-1", "2:3", "2:x-1",
        "3:z-1", "3:3", ":1-1", "1:1-1:2", "99999999999999999999:1"}) {
    INFO("text '" << text << "'");
    const auto move = sum.parse_move(text);
    if (move.ok()) {
      // Parsed: then it is illegal here (2:3 is not in the set).
      const auto legal = sum.check_move(heaps, move.value());
      REQUIRE_FALSE(legal.ok());
      CHECK(legal.error().find('\n') == std::string::npos);
    } else {
      CHECK_FALSE(move.error().empty());
      CHECK(move.error().find('\n') == std::string::npos);
    }
  }
  // Row 4 of a 3-row part must not spill into the next part's heap.
  CHECK(sum.parse_move("1:4-1").error() == "part 1: there is no row 4 (rows 1 to 3)");
  CHECK(sum.parse_move("4:1-1").error() == "there is no part 4 (parts 1 to 3)");
  CHECK(sum.check_move(heaps, Move{1, 1, false}).error() == "part 1: row 2 has only 0 matches");
  CHECK(sum.check_move(heaps, Move{3, 3, false}).error() ==
        "part 2: taking 3 is not allowed (allowed: 2, 5)");
  CHECK(sum.check_move(heaps, Move{2, 1, true}).error() ==
        "part 1: nim moves take from one row only");
  CHECK(sum.check_move(heaps, Move{5, 1, true}).error() ==
        "part 3: a diagonal move is written xy-AMOUNT");
  CHECK(sum.check_move(heaps, Move{6, 1, false}).error() ==
        "there is no heap 7 in this sum (6 heaps)");
}

TEST_CASE("sum: part texts parse, round-trip and refuse bad shapes") {
  const auto nim = parse_sum_part("nim:1,3,5").value();
  CHECK(nim == SumPart{GameKind::Nim, {}, {1, 3, 5}});
  CHECK(parse_sum_part("marienbad:1,3,5").value() == nim);
  CHECK(parse_sum_part("subtraction:21").value() ==
        SumPart{GameKind::Subtraction, {1, 2, 3}, {21}});
  CHECK(parse_sum_part("subtraction:21:4,1,3").value() ==
        SumPart{GameKind::Subtraction, {4, 1, 3}, {21}});
  CHECK(parse_sum_part("wythoff:3,5").value() == SumPart{GameKind::Wythoff, {}, {3, 5}});
  for (const char* text : {"nim:1,3,5", "subtraction:21", "subtraction:0:1,3,4", "wythoff:0,2001",
                           "nim:9223372036854775807"}) {
    const auto part = parse_sum_part(text).value();
    CHECK(parse_sum_part(sum_part_text(part)).value() == part);
  }
  CHECK(sum_part_text(parse_sum_part("subtraction:21").value()) == "subtraction:21:1,2,3");
  const std::vector<std::pair<const char*, const char*>> bad = {
      {"",
       "--component is empty (expected nim:ROWS, subtraction:HEAP, subtraction:HEAP:SET, "
       "wythoff:X,Y, kayles:ROWS, octal:ROWS or octal:ROWS:CODE)"},
      {"chess:1",
       "--component 'chess:1': unknown game 'chess' (expected nim, marienbad, "
       "subtraction, wythoff, kayles or octal)"},
      {"sum:1",
       "--component 'sum:1': unknown game 'sum' (expected nim, marienbad, subtraction, "
       "wythoff, kayles or octal)"},
      {"nim",
       "--component 'nim': expected nim:ROWS, subtraction:HEAP, subtraction:HEAP:SET, "
       "wythoff:X,Y, kayles:ROWS, octal:ROWS or octal:ROWS:CODE"},
      {"nim:", "--component 'nim:': rows is empty"},
      {"nim:1,,2", "--component 'nim:1,,2': rows '1,,2' has an empty item"},
      {"nim:1:2", "--component 'nim:1:2': rows '1:2' is not a non-negative whole number"},
      {"subtraction:1,2",
       "--component 'subtraction:1,2': a subtraction part is one heap, then "
       "optionally ':' and the set"},
      {"subtraction:5:", "--component 'subtraction:5:': the set is empty"},
      {"wythoff:1", "--component 'wythoff:1': a wythoff part is two numbers x,y"},
      {"wythoff:1,2,3", "--component 'wythoff:1,2,3': a wythoff part is two numbers x,y"},
      {"nim:-1", "--component 'nim:-1': rows '-1' is not a non-negative whole number"},
      {"nim:9223372036854775808",
       "--component 'nim:9223372036854775808': rows "
       "'9223372036854775808' is too large (at most "
       "9223372036854775807)"},
  };
  for (const auto& [text, message] : bad) {
    const auto part = parse_sum_part(text, "--component");
    REQUIRE_FALSE(part.ok());
    CHECK(part.error() == message);
  }
  std::string many_rows = "nim:1";
  for (int i = 0; i < 64; ++i) many_rows += ",1";
  CHECK(parse_sum_part(many_rows).error().find("nim has at most 64 rows, got 65") !=
        std::string::npos);
}

TEST_CASE(
    "sum: make refuses misère, no part, too many parts, bad sets and Wythoff beyond the table") {
  const auto part = [](const char* text) { return parse_sum_part(text).value(); };
  const auto error = [](std::vector<SumPart> parts, Rule rule = Rule::Normal) {
    auto sum = SumGame::make(parts, rule);
    REQUIRE_FALSE(sum.ok());
    return sum.error();
  };
  CHECK(error({part("nim:1")}, Rule::Misere) ==
        "a sum of games is played under the normal rule only: Sprague-Grundy values add up (by "
        "XOR) under normal play, not under misere play");
  CHECK(error({}) == "a sum needs at least one part");
  CHECK(error(std::vector<SumPart>(9, part("nim:1"))) == "a sum has at most 8 parts, got 9");
  CHECK(SumGame::make(std::vector<SumPart>(8, part("nim:1"))).ok());
  CHECK(error({part("nim:1"), part("subtraction:5:0,1")}) ==
        "part 2: the subtraction set cannot contain 0");
  CHECK(error({part("subtraction:5:1,1")}) == "part 1: the subtraction set repeats 1");
  CHECK(error({part("subtraction:5:101")}) ==
        "part 1: subtraction amounts are at most 100, got 101");
  CHECK(error({part("wythoff:2001,3")}) ==
        "part 1: wythoff (2001,3) is beyond the exact Grundy table of a sum: coordinates up to "
        "2000");
  CHECK(error({SumPart{GameKind::Sum, {}, {1}}}) == "part 1: a part cannot itself be a sum");
  CHECK(error({SumPart{GameKind::Nim, {1}, {1}}}) ==
        "part 1: nim is made from nothing but its rule");
  CHECK(SumGame::make({part("wythoff:2000,2000")}).ok());

  const SumGame sum = SumGame::make({part("nim:1,2"), part("wythoff:5,5")}).value();
  CHECK(sum.check_position({1, 2, 5}).error() == "this sum has 4 heaps (its parts 2 and 2), got 3");
  CHECK(sum.check_position({1, 2, 5, 2001}).error() ==
        "part 2: wythoff (5,2001) is beyond the exact Grundy table of a sum: coordinates up to "
        "2000");
  CHECK(sum.check_position({0, kMaxHeap, 2000, 0}).ok());
}

TEST_CASE("sum: exact Grundy values and winning moves with 64-bit heaps") {
  const SumGame sum = make_sum(
      {"nim:9223372036854775807,6", "subtraction:9223372036854775807", "wythoff:1000,999"});
  const Heaps heaps = sum.start();
  // Subtraction {1,2,3}: heap mod 4; Nim: the rows' XOR.
  CHECK(sum.part_grundy(heaps, 0) == (kMaxHeap ^ 6));
  CHECK(sum.part_grundy(heaps, 1) == kMaxHeap % 4);
  CHECK(sum.part_grundy(heaps, 2) == wythoff_grundy(1000, 999));
  CHECK(sum.grundy(heaps) == (kMaxHeap ^ 6 ^ 3 ^ wythoff_grundy(1000, 999)));
  const auto winning = sum.winning_moves(heaps);
  REQUIRE_FALSE(winning.empty());
  for (const Move& move : winning) {
    REQUIRE(sum.check_move(heaps, move).ok());
    CHECK(sum.grundy(sum.apply(heaps, move)) == 0);
    CHECK(sum.outcome(sum.apply(heaps, move)) == Outcome::P);
  }
  CHECK(sum.move_count(heaps) == kMaxHeap);  // saturates
}

TEST_CASE("sum: behind Game like any game, without a GameKind of its own") {
  const Game game(make_sum({"nim:1,3,5", "subtraction:21:1,3,4", "wythoff:3,5"}));
  CHECK(game.is_sum());
  CHECK(game.kind() == GameKind::Sum);
  CHECK(game.kind() != GameKind::Nim);
  CHECK(game.kind() != GameKind::Subtraction);
  CHECK(game.kind() != GameKind::Wythoff);
  CHECK(to_string(game.kind()) == "sum");
  CHECK_FALSE(parse_game_kind("sum").ok());  // the game's --variant never gets a sum
  CHECK_FALSE(Game::make(GameKind::Sum, Rule::Normal).ok());
  CHECK(game.rule() == Rule::Normal);
  CHECK(game.single() == nullptr);
  CHECK_THROWS_AS(game.model(), std::bad_variant_access);
  CHECK(game.parameter().empty());
  CHECK(game.standard_start() == Heaps{1, 3, 5, 21, 3, 5});
  CHECK(game.grundy(game.standard_start()) == 7);
  CHECK(game.visit_any([](const auto& model) { return model.kind; }) == GameKind::Sum);
  CHECK(game.move_text(game.winning_moves(game.standard_start()).at(0)) == "1:3-3");
  const Game nim = Game::make(GameKind::Nim, Rule::Normal).value();
  CHECK_FALSE(nim.is_sum());
  CHECK(nim.sum() == nullptr);
  CHECK(std::get_if<NimGame>(nim.single()) != nullptr);
}
