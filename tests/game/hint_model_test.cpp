// The hint overlay's content against the engine's generic solver and the seeds' facts.
#include <catch2/catch.hpp>

#include "boards/hint_model.hpp"
#include "english_strings.hpp"
#include "games/subtraction/subtraction_hint_model.hpp"
#include "games/wythoff/wythoff_hint_model.hpp"
#include "marienbad/analysis.hpp"
#include "marienbad/remoteness.hpp"
#include "marienbad/solver.hpp"

using namespace marienbad;
using namespace marienbad::app;
using marienbad::app::test::english;

namespace {

// The games' own hint data (HintModel::detail).
const SubtractionHint& subtraction_of(const HintModel& model) {
  const auto* hint = std::any_cast<SubtractionHint>(&model.detail);
  REQUIRE(hint != nullptr);
  return *hint;
}
const WythoffHint& wythoff_of(const HintModel& model) {
  const auto* hint = std::any_cast<WythoffHint>(&model.detail);
  REQUIRE(hint != nullptr);
  return *hint;
}

Game make_game(GameKind kind, Rule rule = Rule::Normal, std::vector<Count> set = {1, 2, 3}) {
  auto game = Game::make(kind, rule, std::move(set));
  REQUIRE(game.ok());
  return std::move(game).value();
}

// The outcome by brute force (memoised search over every move), independent of Σ.
Outcome solved(const Game& game, const Heaps& heaps) {
  return game.visit([&](const auto& model) {
    Solver solver(model);
    return solver.solve(heaps).outcome;
  });
}

}  // namespace

TEST_CASE("hint: 1-3-5-7 is unfavourable, packets are even (seed 001)") {
  const Game game = make_game(GameKind::Nim);
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
  const Game game = make_game(GameKind::Nim);
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
  const Game game = make_game(GameKind::Nim);
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
  const Game game = make_game(GameKind::Nim, Rule::Misere);
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
    const Game game = make_game(GameKind::Nim, rule);
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
  const Game game = make_game(GameKind::Nim);
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
  const Game game = make_game(GameKind::Nim);
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

TEST_CASE("hint: subtraction 21 with {1,2,3} — 21 mod 4 = 1, take 1 (seed 003)") {
  const Game game = make_game(GameKind::Subtraction);
  const HintModel m = build_hint_model(game, {21}, english(), true);
  REQUIRE(m.detail.has_value());
  const SubtractionHint& h = subtraction_of(m);
  REQUIRE(h.modulus);
  CHECK(*h.modulus == 4);
  CHECK(h.losing_residue == Count{0});
  REQUIRE(h.suggested_amount);
  CHECK(*h.suggested_amount == 1);
  CHECK(solved(game, {20}) == Outcome::P);
  CHECK(h.method == "21 mod 4 = 1: take 1 to leave a multiple of 4");
  CHECK(h.losing_heaps == std::vector<Count>{0, 4});
  CHECK(m.favourable);
  // The strip: heaps 0..21, the multiples of 4 losing (checked by the solver).
  REQUIRE(h.strip_losing.size() == 22);
  for (Count n = 0; n <= 21; ++n) {
    CHECK(h.strip_losing[n] == (solved(game, {n}) == Outcome::P));
  }
  const HintModel stuck = build_hint_model(game, {20}, english(), true);
  CHECK_FALSE(stuck.favourable);
  CHECK(subtraction_of(stuck).method == "20 mod 4 = 0: every move leaves a favourable heap");
}

TEST_CASE("hint: subtraction with {1,3,4} — losing heaps repeat every 7") {
  const Game game = make_game(GameKind::Subtraction, Rule::Normal, {1, 3, 4});
  const HintModel m = build_hint_model(game, {31}, english(), true);
  REQUIRE(m.detail.has_value());
  const SubtractionHint& h = subtraction_of(m);
  CHECK_FALSE(h.modulus);
  for (Count n : h.losing_heaps) CHECK(solved(game, {n}) == Outcome::P);
  CHECK(h.period == 7);
  CHECK(h.pattern.rfind("Losing heaps: 0, 2, 7, 9", 0) == 0);
  CHECK(h.pattern.find("(repeating every 7)") != std::string::npos);
  REQUIRE(h.suggested_amount);
  CHECK(solved(game, {31 - *h.suggested_amount}) == Outcome::P);
}

TEST_CASE("hint: subtraction — taking the whole heap says it wins, not 'a multiple of 4'") {
  const Game game = make_game(GameKind::Subtraction, Rule::Normal, {1, 2, 3});
  const HintModel m = build_hint_model(game, {2}, english(), true);
  REQUIRE(m.detail.has_value());
  CHECK(subtraction_of(m).suggested_amount == Count{2});
  CHECK(subtraction_of(m).method == "Take 2: the last token, you win");
  const HintModel other = build_hint_model(game, {6}, english(), true);
  REQUIRE(other.detail.has_value());
  CHECK(subtraction_of(other).method == "6 mod 4 = 2: take 2 to leave a multiple of 4");
}

TEST_CASE("hint: Dornim — a cold square and a hot one (seed 004)") {
  const Game game = make_game(GameKind::Wythoff);
  const HintModel cold = build_hint_model(game, {3, 5}, english(), true, 16);
  REQUIRE(cold.detail.has_value());
  CHECK(wythoff_of(cold).token_cold);
  CHECK_FALSE(cold.favourable);
  CHECK_FALSE(wythoff_of(cold).suggested);
  CHECK(solved(game, {3, 5}) == Outcome::P);
  // Seed 004's table: ordinates 0 1 3 4 6 8 9 11 12 14, abscissas = ordinate + d.
  const std::vector<Count> ys{0, 1, 3, 4, 6, 8, 9, 11, 12, 14};
  REQUIRE(wythoff_of(cold).table.size() == ys.size());
  for (std::size_t d = 0; d < ys.size(); ++d) {
    CHECK(wythoff_of(cold).table[d].rank == d);
    CHECK(wythoff_of(cold).table[d].x == ys[d]);
    CHECK(wythoff_of(cold).table[d].y == ys[d] + d);
  }
  // Every square of the 16×16 board: drawn cold exactly when the solver says P.
  std::size_t cold_count = 0;
  for (Count x = 0; x < 16; ++x) {
    for (Count y = 0; y < 16; ++y) {
      const bool drawn = std::find(wythoff_of(cold).cold.begin(), wythoff_of(cold).cold.end(),
                                   WythoffHint::Square{x, y}) != wythoff_of(cold).cold.end();
      CHECK(drawn == (solved(game, {x, y}) == Outcome::P));
      cold_count += drawn ? 1 : 0;
    }
  }
  CHECK(cold_count <= 16);  // seed 004: at most n cold squares on an n×n board

  const HintModel hot = build_hint_model(game, {11, 15}, english(), true, 16);
  CHECK(hot.favourable);
  REQUIRE(wythoff_of(hot).suggested_square);
  const auto sq = *wythoff_of(hot).suggested_square;
  CHECK(solved(game, {sq.x, sq.y}) == Outcome::P);
  CHECK(wythoff_of(hot).method ==
        "Move to the cold square (" + std::to_string(sq.x) + ", " + std::to_string(sq.y) + ")");
}
