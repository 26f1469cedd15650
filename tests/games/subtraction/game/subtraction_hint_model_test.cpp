// The subtraction game's hint, its losing heaps and their period, against the generic solver.
#include <catch2/catch.hpp>

#include "boards/hint_model.hpp"
#include "english_strings.hpp"
#include "games/subtraction/subtraction_hint_model.hpp"
#include "hint_test_support.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

TEST_CASE("hint: subtraction 21 with {1,2,3} — 21 mod 4 = 1, take 1 (seed 003)") {
  const Game game = hint_game(GameKind::Subtraction);
  const HintModel m = build_hint_model(game, {21}, english(), true);
  REQUIRE(m.detail.has_value());
  const SubtractionHint& h = hint_detail<SubtractionHint>(m);
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
  CHECK(hint_detail<SubtractionHint>(stuck).method ==
        "20 mod 4 = 0: every move leaves a favourable heap");
}

TEST_CASE("hint: subtraction with {1,3,4} — losing heaps repeat every 7") {
  const Game game = hint_game(GameKind::Subtraction, Rule::Normal, {1, 3, 4});
  const HintModel m = build_hint_model(game, {31}, english(), true);
  REQUIRE(m.detail.has_value());
  const SubtractionHint& h = hint_detail<SubtractionHint>(m);
  CHECK_FALSE(h.modulus);
  for (Count n : h.losing_heaps) CHECK(solved(game, {n}) == Outcome::P);
  CHECK(h.period == 7);
  CHECK(h.pattern.rfind("Losing heaps: 0, 2, 7, 9", 0) == 0);
  CHECK(h.pattern.find("(repeating every 7)") != std::string::npos);
  REQUIRE(h.suggested_amount);
  CHECK(solved(game, {31 - *h.suggested_amount}) == Outcome::P);
}

TEST_CASE("hint: subtraction — taking the whole heap says it wins, not 'a multiple of 4'") {
  const Game game = hint_game(GameKind::Subtraction, Rule::Normal, {1, 2, 3});
  const HintModel m = build_hint_model(game, {2}, english(), true);
  REQUIRE(m.detail.has_value());
  CHECK(hint_detail<SubtractionHint>(m).suggested_amount == Count{2});
  CHECK(hint_detail<SubtractionHint>(m).method == "Take 2: the last token, you win");
  const HintModel other = build_hint_model(game, {6}, english(), true);
  REQUIRE(other.detail.has_value());
  CHECK(hint_detail<SubtractionHint>(other).method ==
        "6 mod 4 = 2: take 2 to leave a multiple of 4");
}
