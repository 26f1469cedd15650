// Kayles against independent oracles: its Grundy values against a plain mex
// written here (no period), its outcomes, Grundy values and winning moves
// against the generic solver on every small position under both rules, its
// winning moves in long rows against a brute force over every move, and its
// remoteness table against the solver's remoteness.
#include <catch2/catch.hpp>

#include "marienbad/game.hpp"
#include "marienbad/player.hpp"
#include "marienbad/remoteness.hpp"
#include "marienbad/rng.hpp"
#include "solver_reference.hpp"

using namespace marienbad;
using marienbad::testing::for_each_position;
using marienbad::testing::solver_winning_moves;

namespace {

// g(0 .. last) by the definition only: mex over every move of a row.
std::vector<Count> plain_mex(std::size_t last) {
  std::vector<Count> g(last + 1, 0);
  for (std::size_t n = 1; n <= last; ++n) {
    std::vector<bool> seen(64, false);
    for (std::size_t a = 0; a + 1 <= n; ++a) seen[g[a] ^ g[n - 1 - a]] = true;
    for (std::size_t a = 0; a + 2 <= n; ++a) seen[g[a] ^ g[n - 2 - a]] = true;
    while (seen[g[n]]) ++g[n];
  }
  return g;
}

const std::vector<Count>& mex_values() {
  static const std::vector<Count> values = plain_mex(3000);
  return values;
}

// Every move of a row of n (n small enough to loop over) that leaves the
// position's value `target`, by brute force over the plain mex values.
std::vector<Move> brute_moves_to(const Heaps& heaps, Count target) {
  const auto& g = mex_values();
  Count total = 0;
  for (Count h : heaps) total ^= g[static_cast<std::size_t>(h)];
  std::vector<Move> found;
  for (std::size_t row = 0; row < heaps.size(); ++row) {
    const Count n = heaps[row];
    for (Count k = 1; k <= 2; ++k) {
      for (Count a = 0; a + k <= n; ++a) {
        const Count rest = total ^ g[static_cast<std::size_t>(n)];
        if ((rest ^ g[static_cast<std::size_t>(a)] ^ g[static_cast<std::size_t>(n - k - a)]) ==
            target) {
          found.push_back(Move{row, k, false, a});
        }
      }
    }
  }
  return found;
}

}  // namespace

TEST_CASE("kayles: the Grundy values of a row match a plain mex up to 3000 pins") {
  const std::vector<Count> start = {0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6};
  for (std::size_t n = 0; n < start.size(); ++n) CHECK(kayles_grundy(n) == start[n]);
  const auto& g = mex_values();
  for (std::size_t n = 0; n < g.size(); ++n) {
    INFO("row " << n);
    REQUIRE(kayles_grundy(n) == g[n]);
  }
  // The last irregular value: g(70) differs from g(82), and nothing after.
  CHECK(g[70] != g[82]);
}

TEST_CASE("kayles: rows up to 2^64-1 take the value of their class mod 12 (Guy & Smith)") {
  const auto& g = mex_values();
  for (Count n : {Count{1'000'000'000'000'000'000}, Count{kMaxHeap}, kMaxKaylesRow,
                  kMaxKaylesRow - 5, Count{123'456'789'012'345}}) {
    // The row of the same class below 3000, found by the plain mex.
    const Count same = 2000 + (n - 2000) % 12;
    INFO("row " << n);
    CHECK(kayles_grundy(n) == g[static_cast<std::size_t>(same)]);
  }
}

TEST_CASE("kayles: outcome, Grundy value and winning moves match the solver on small positions") {
  for (Rule rule : {Rule::Normal, Rule::Misere}) {
    const KaylesGame game(rule);
    Solver solver(game);
    for (std::size_t rows = 1; rows <= 3; ++rows) {
      for_each_position(rows, rows == 3 ? 7 : 12, [&](const Heaps& heaps) {
        INFO(to_string(rule) << " " << join_counts(heaps));
        REQUIRE(game.check_position(heaps).ok());
        const SolvedPosition& solved = solver.solve(heaps);
        REQUIRE(game.outcome(heaps) == solved.outcome);
        if (rule == Rule::Normal) REQUIRE(KaylesGame::grundy(heaps) == solved.grundy);
        REQUIRE(game.winning_moves(heaps) == solver_winning_moves(solver, heaps));
        REQUIRE(game.is_terminal(heaps) == game.moves(heaps).empty());
        REQUIRE(game.move_count(heaps) == game.moves(heaps).size());
      });
    }
  }
}

TEST_CASE("kayles: every winning move in long rows, against a brute force over every move") {
  const KaylesGame game;
  for (const Heaps& heaps : std::vector<Heaps>{
           {300}, {301, 7}, {1000, 999, 3}, {2500, 1}, {155, 156, 157}, {144, 71, 70, 83}}) {
    INFO(join_counts(heaps));
    const auto expected = brute_moves_to(heaps, 0);
    REQUIRE(expected.size() < kMaxKaylesListedMoves);
    CHECK(game.winning_moves(heaps) == expected);
    CHECK(game.outcome(heaps) == (expected.empty() ? Outcome::P : Outcome::N));
  }
}

TEST_CASE("kayles: huge rows are answered exactly, each winning move leading to value 0") {
  const KaylesGame game;
  for (const Heaps& heaps : std::vector<Heaps>{{Count{1'000'000'000'000'000'000}, 5},
                                               {kMaxKaylesRow},
                                               {kMaxKaylesRow, kMaxKaylesRow - 1, 12}}) {
    INFO(join_counts(heaps));
    REQUIRE(game.check_position(heaps).ok());
    const auto winning = game.winning_moves(heaps);
    CHECK(winning.size() <= kMaxKaylesListedMoves);
    CHECK((game.outcome(heaps) == Outcome::N) == !winning.empty());
    for (const Move& move : winning) {
      REQUIRE(game.check_move(heaps, move).ok());
      REQUIRE(KaylesGame::grundy(game.apply(heaps, move)) == 0);
    }
    // In moves() order: rows, then one pin before two, then from the left.
    for (std::size_t i = 1; i < winning.size(); ++i) {
      const Move& a = winning[i - 1];
      const Move& b = winning[i];
      REQUIRE((a.heap < b.heap || (a.heap == b.heap && a.amount < b.amount) ||
               (a.heap == b.heap && a.amount == b.amount && a.at < b.at)));
    }
  }
}

TEST_CASE("kayles: moves split rows, and texts round-trip") {
  const KaylesGame game;
  const auto move = game.parse_move("2:3");
  REQUIRE(move.ok());
  CHECK(game.apply({3, 5, 7}, *move) == Heaps{3, 2, 2, 7});
  const auto pair = game.parse_move("2:4-5");
  REQUIRE(pair.ok());
  CHECK(game.apply({3, 5, 7}, *pair) == Heaps{3, 3, 7});
  CHECK(game.apply({3, 5, 7}, *game.parse_move("1:1-2")) == Heaps{1, 5, 7});
  CHECK(game.apply({2}, *game.parse_move("1:1-2")) == Heaps{0});
  CHECK(game.apply({2, 0}, *game.parse_move("1:1-2")) == Heaps{0});
  CHECK(game.is_terminal({0}));
  const Heaps heaps = {6, 1, 4};
  for (const Move& m : game.moves(heaps)) {
    const std::string text = game.move_text(m);
    const auto again = game.parse_move(text);
    REQUIRE(again.ok());
    CHECK(again.value() == m);
    const auto between = game.move_between(heaps, game.apply(heaps, m));
    REQUIRE(between);
    CHECK(game.apply(heaps, *between) == game.apply(heaps, m));
  }
  CHECK(game.move_text(Move{0, 2, false, kMaxKaylesRow - 2}) ==
        "1:18446744073709551614-18446744073709551615");
  for (std::string_view bad :
       {"", "2", "2:", ":3", "0:1", "2:0", "2:3-5", "2:3-2", "2:x", "2:18446744073709551616",
        "2:18446744073709551615-18446744073709551616"}) {
    INFO(bad);
    const auto parsed = game.parse_move(bad);
    REQUIRE_FALSE(parsed.ok());
    CHECK(parsed.error().find('\n') == std::string::npos);
  }
  CHECK_FALSE(game.check_move({3}, Move{0, 2, false, 2}).ok());
  CHECK_FALSE(game.check_move({3}, Move{0, 3, false, 0}).ok());
  CHECK_FALSE(game.check_move({3}, Move{1, 1, false, 0}).ok());
  CHECK_FALSE(game.move_between({3, 5}, {3, 1}).has_value());
}

TEST_CASE("kayles: misere play is refused beyond its exhaustive bound, with one line") {
  const KaylesGame misere(Rule::Misere);
  CHECK(misere.check_position({kMaxKaylesMisereTokens}).ok());
  const auto refused = misere.check_position({kMaxKaylesMisereTokens, 1});
  REQUIRE_FALSE(refused.ok());
  CHECK(refused.error().find("misere kayles is solved exactly up to") != std::string::npos);
  CHECK_FALSE(misere.check_position({kMaxKaylesRow}).ok());
  CHECK(KaylesGame(Rule::Normal).check_position({kMaxKaylesRow}).ok());
  // The largest misère position answers (and its winning moves lead to lost positions).
  const Heaps big = {13, 14, 13};
  for (const Move& move : misere.winning_moves(big)) {
    CHECK(misere.outcome(misere.apply(big, move)) == Outcome::P);
  }
}

TEST_CASE("kayles: the explored remoteness table matches the solver, both rules") {
  for (Rule rule : {Rule::Normal, Rule::Misere}) {
    const Game game(KaylesGame{rule});
    Solver solver(KaylesGame{rule});
    for (const Heaps& root : std::vector<Heaps>{{3, 5, 7}, {9, 4}, {12}}) {
      const auto table = RemotenessTable::build(game, root);
      REQUIRE(table);
      for_each_position(1, 9, [&](const Heaps& heaps) {
        if (heaps[0] > root.back()) return;
        const auto value = table->find(heaps);
        REQUIRE(value);
        CHECK(value->remoteness == solver.solve(heaps).remoteness);
        CHECK(value->outcome == solver.solve(heaps).outcome);
      });
      for (const Move& move : game.moves(root)) {
        const Heaps child = game.apply(root, move);
        REQUIRE(table->remoteness(child) == solver.solve(child).remoteness);
      }
      CHECK(table->remoteness(root) == solver.solve(root).remoteness);
    }
  }
}

TEST_CASE("kayles: every level plays legal moves, from small rows to huge ones") {
  for (Rule rule : {Rule::Normal, Rule::Misere}) {
    const Game game(KaylesGame{rule});
    const Heaps start = rule == Rule::Normal ? Heaps{kMaxKaylesRow, 1'000'000, 7} : Heaps{3, 5, 7};
    for (std::string_view level : level_names()) {
      auto player = make_player(level);
      REQUIRE(player.ok());
      Rng rng(11);
      Heaps heaps = start;
      for (int ply = 0; ply < 40 && !game.is_terminal(heaps); ++ply) {
        INFO(level << " " << join_counts(heaps));
        const Move move = player.value()->choose(game, heaps, rng);
        REQUIRE(game.check_move(heaps, move).ok());
        heaps = game.apply(heaps, move);
      }
    }
  }
}

TEST_CASE("kayles: every winning move counted, also past the listed 4096") {
  const KaylesGame game;
  // Rows up to 3000: against the brute force over the plain mex values.
  for (const Heaps& heaps : std::vector<Heaps>{
           {300}, {301, 7}, {1000, 999, 3}, {2500, 1}, {2999, 2998, 2997}, {144, 71, 70, 83}}) {
    INFO(join_counts(heaps));
    for (Count target = 0; target < 8; ++target) {
      CHECK(KaylesGame::count_moves_to_value(heaps, target) ==
            brute_moves_to(heaps, target).size());
    }
  }
  // Longer rows: every move looked at one by one (kayles_grundy is checked against the plain
  // mex above; the count's skipping of the periodic middle is what is tested here).
  for (const Heaps& heaps : std::vector<Heaps>{{100'000}, {54'321, 12'345}, {99'999, 3}}) {
    INFO(join_counts(heaps));
    const Count total = KaylesGame::grundy(heaps);
    u128 count = 0;
    for (Count n : heaps) {
      for (Count k = 1; k <= 2; ++k) {
        for (Count a = 0; a + k <= n; ++a) {
          count += (total ^ kayles_grundy(n) ^ kayles_grundy(a) ^ kayles_grundy(n - k - a)) == 0;
        }
      }
    }
    CHECK(game.winning_move_count(heaps) == count);
    const auto listed = game.winning_moves(heaps);
    CHECK(listed.size() == std::min<u128>(count, kMaxKaylesListedMoves));
  }
  // The issue's own count for a row of 100000 pins.
  CHECK(game.winning_move_count({100'000}) == 16'675);
  // 64-bit rows: more moves than 2^64, counted exactly.
  CHECK(game.total_moves({kMaxKaylesRow}) == u128{kMaxKaylesRow} * 2 - 1);
  CHECK(game.move_count({kMaxKaylesRow}) == kMaxHeap);
  CHECK(game.winning_move_count({kMaxKaylesRow}) > u128{kMaxKaylesRow} / 100);
}

TEST_CASE(
    "kayles: every split is legal, past 1024 rows too: the moves offered are the legal ones") {
  const KaylesGame game;
  const Heaps rows(kMaxKaylesRows, 5);
  REQUIRE(game.check_position(rows).ok());
  for (Count i = 0; i < game.move_count(rows); i += 7) {
    const Move move = game.nth_move(rows, i);
    INFO(game.move_text(move));
    REQUIRE(game.check_move(rows, move).ok());
  }
  const Heaps split = game.apply(rows, Move{0, 1, false, 2});
  CHECK(split.size() == kMaxKaylesRows + 1);
  // 1023 rows of 5 (an odd count: worth g(5)), then the pieces 2 and 2 (worth 0 together).
  CHECK(KaylesGame::grundy(split) == kayles_grundy(5));
  // A move in a row past the start's last is read back (a saved match, a typed move).
  const Move last_row{kMaxKaylesRows, 1, false, 0};
  REQUIRE(game.check_move(split, last_row).ok());
  const auto parsed = game.parse_move(game.move_text(last_row));
  REQUIRE(parsed.ok());
  CHECK(parsed.value() == last_row);
  CHECK_FALSE(game.check_move(split, game.parse_move("1026:1").value()).ok());
}
