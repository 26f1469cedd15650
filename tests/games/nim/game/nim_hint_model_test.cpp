// Marienbad's hint, the digital sum, against the seeds' facts and the generic solver.
#include <catch2/catch.hpp>

#include "boards/hint_model.hpp"
#include "english_strings.hpp"
#include "hint_test_support.hpp"
#include "marienbad/analysis.hpp"
#include "marienbad/remoteness.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

TEST_CASE("hint: 1-3-5-7 is unfavourable, packets are even (seed 001)") {
  const Game game = hint_game(GameKind::Nim);
  const HintModel m = build_hint_model(game, {1, 3, 5, 7}, english(), true);
  REQUIRE(m.table);
  const DigitalSumHint& h = *m.table;
  CHECK(h.place_values == std::vector<Count>{4, 2, 1});
  CHECK(h.rows[0].bits == "001");
  CHECK(h.rows[1].bits == "011");
  CHECK(h.rows[2].bits == "101");
  CHECK(h.rows[3].bits == "111");
  CHECK(h.rows[3].packets == std::vector<Count>{4, 2, 1});
  CHECK(h.rows[2].packets == std::vector<Count>{4, 1});
  // Seed 001: two packets of 4, two of 2, four of 1 — every column even.
  CHECK(h.column_ones == std::vector<unsigned>{2, 2, 4});
  CHECK(h.column_odd == std::vector<bool>{false, false, false});
  CHECK(h.sum == 0);
  CHECK(h.sum_bits == "000");
  CHECK_FALSE(m.favourable);
  CHECK(solved(game, {1, 3, 5, 7}) == Outcome::P);
  CHECK_FALSE(h.suggested);
  CHECK(m.verdict == "Unfavourable: any move lets the opponent win");
}

TEST_CASE("hint: 3-5-7-9 is favourable, the key row's bits flip (seed 002)") {
  const Game game = hint_game(GameKind::Nim);
  const Heaps start{3, 5, 7, 9};
  const HintModel m = build_hint_model(game, start, english(), true);
  REQUIRE(m.table);
  // 3 ⊕ 5 ⊕ 7 ⊕ 9 = 8: only the 8s column is odd, and only row 4 has a 1 there.
  CHECK(m.table->sum == 8);
  CHECK(m.table->sum_bits == "1000");
  CHECK(m.table->column_odd == std::vector<bool>{true, false, false, false});
  REQUIRE(m.table->key_row);
  CHECK(*m.table->key_row == 3);
  CHECK(m.favourable);
  CHECK(solved(game, start) == Outcome::N);
  REQUIRE(m.table->suggested);
  CHECK(*m.table->suggested == Move{3, 8, false});
  CHECK(solved(game, game.apply(start, *m.table->suggested)) == Outcome::P);
  CHECK(m.table->explanation == "Row 4: 1001 → 0001, take 8");
  CHECK(m.verdict == "Favourable: you can win");
}

TEST_CASE("hint: (13, 12, 8) — Σ = 9 as in seed 003, take 9 from row 1") {
  const Game game = hint_game(GameKind::Nim);
  const Heaps start{13, 12, 8};
  const HintModel m = build_hint_model(game, start, english(), false);
  REQUIRE(m.table);
  CHECK(m.table->sum == 9);
  CHECK(m.table->rows[0].bits == "1101");
  CHECK(m.table->rows[0].packets == std::vector<Count>{8, 4, 1});
  REQUIRE(m.table->suggested);
  CHECK(solved(game, game.apply(start, *m.table->suggested)) == Outcome::P);
  CHECK(*m.table->suggested == Move{0, 9, false});
  CHECK(m.table->explanation == "Row 1: 1101 → 0100, take 9");
  CHECK(m.verdict == "Favourable for the player to move");

  const Strings french{Language("fr")};
  const HintModel fr = build_hint_model(game, start, french, true);
  CHECK(fr.table->explanation == "Rangée 1\u00a0: 1101 → 0100, prendre 9");
}

TEST_CASE("hint: misère endgame exception (leave an odd number of rows of 1)") {
  const Game game = hint_game(GameKind::Nim, Rule::Misere);
  const Heaps start{1, 1, 3};
  const HintModel m = build_hint_model(game, start, english(), true);
  REQUIRE(m.table);
  CHECK(m.favourable == (solved(game, start) == Outcome::N));
  REQUIRE(m.table->suggested);
  CHECK(m.table->misere_exception);
  const Heaps after = game.apply(start, *m.table->suggested);
  CHECK(solved(game, after) == Outcome::P);
  CHECK(after == Heaps{1, 1, 1});
  CHECK(m.table->explanation.find("odd number of rows of 1") != std::string::npos);
}

TEST_CASE("hint: every suggestion and verdict agrees with the solver on small positions") {
  for (Rule rule : {Rule::Normal, Rule::Misere}) {
    const Game game = hint_game(GameKind::Nim, rule);
    for (Count a = 0; a <= 4; ++a) {
      for (Count b = 0; b <= 5; ++b) {
        for (Count c = 0; c <= 6; ++c) {
          const Heaps heaps{a, b, c};
          const HintModel m = build_hint_model(game, heaps, english(), true);
          if (m.over) continue;
          const bool wins = solved(game, heaps) == Outcome::N;
          INFO(a << "," << b << "," << c << " " << to_string(rule));
          CHECK(m.favourable == wins);
          CHECK(m.table->suggested.has_value() == wins);
          if (m.table->suggested) {
            CHECK(solved(game, game.apply(heaps, *m.table->suggested)) == Outcome::P);
          }
          for (const Move& move : game.moves(heaps)) {
            const auto v = build_move_verdict(game, heaps, move, english());
            REQUIRE(v);
            CHECK(v->wins == (solved(game, game.apply(heaps, move)) == Outcome::P));
          }
        }
      }
    }
  }
}

TEST_CASE("hint: live preview of a selected move shows Σ of the position it leaves") {
  const Game game = hint_game(GameKind::Nim);
  // Taking 1 from row 1 of 1-3-5-7 leaves 0-3-5-7: 3 ⊕ 5 ⊕ 7 = 1.
  const auto p = build_move_preview(game, {1, 3, 5, 7}, Move{0, 1, false}, english());
  REQUIRE(p);
  CHECK(p->after == Heaps{0, 3, 5, 7});
  REQUIRE(p->sum_bits);
  CHECK(*p->sum_bits == "001");
  CHECK_FALSE(p->good);
  CHECK(p->line == "✗ After 1 from row 1: Σ = 001 — the opponent can win");
  const auto good = build_move_preview(game, {3, 5, 7, 9}, Move{3, 8, false}, english());
  REQUIRE(good);
  CHECK(good->good);
  CHECK(*good->sum_bits == "0000");
  CHECK_FALSE(build_move_preview(game, {1, 3, 5, 7}, Move{0, 2, false}, english()));
}

TEST_CASE("hint: hovered move verdicts with remoteness") {
  const Game game = hint_game(GameKind::Nim);
  const auto v = build_move_verdict(game, {3, 5, 7, 9}, Move{3, 8, false}, english());
  REQUIRE(v);
  CHECK(v->wins);
  REQUIRE(v->remoteness);
  // The same count as the move list's rating: the moves left after this one.
  const auto left = remoteness(game, Heaps{3, 5, 7, 1});
  REQUIRE(left);
  CHECK(*v->remoteness == *left);
  CHECK(v->line == "✓ 8 from row 4: wins in " + std::to_string(*left) + " against perfect play");
  const auto bad = build_move_verdict(game, {3, 5, 7, 9}, Move{0, 1, false}, english());
  REQUIRE(bad);
  CHECK_FALSE(bad->wins);
  CHECK(bad->line.rfind("✗ 1 from row 1: loses in ", 0) == 0);
}
