// Dornim's hint, the cold squares, against seed 004's table and the generic solver.
#include <algorithm>
#include <catch2/catch.hpp>

#include "boards/hint_model.hpp"
#include "english_strings.hpp"
#include "games/wythoff/wythoff_hint_model.hpp"
#include "hint_test_support.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

TEST_CASE("hint: Dornim — a cold square and a hot one (seed 004)") {
  const Game game = hint_game(GameKind::Wythoff);
  const HintModel cold = build_hint_model(game, {3, 5}, english(), true, 16);
  REQUIRE(cold.detail.has_value());
  CHECK(hint_detail<WythoffHint>(cold).token_cold);
  CHECK_FALSE(cold.favourable);
  CHECK_FALSE(hint_detail<WythoffHint>(cold).suggested);
  CHECK(solved(game, {3, 5}) == Outcome::P);
  // Seed 004's table: ordinates 0 1 3 4 6 8 9 11 12 14, abscissas = ordinate + d.
  const std::vector<Count> ys{0, 1, 3, 4, 6, 8, 9, 11, 12, 14};
  REQUIRE(hint_detail<WythoffHint>(cold).table.size() == ys.size());
  for (std::size_t d = 0; d < ys.size(); ++d) {
    CHECK(hint_detail<WythoffHint>(cold).table[d].rank == d);
    CHECK(hint_detail<WythoffHint>(cold).table[d].x == ys[d]);
    CHECK(hint_detail<WythoffHint>(cold).table[d].y == ys[d] + d);
  }
  // Every square of the 16×16 board: drawn cold exactly when the solver says P.
  std::size_t cold_count = 0;
  for (Count x = 0; x < 16; ++x) {
    for (Count y = 0; y < 16; ++y) {
      const bool drawn =
          std::find(hint_detail<WythoffHint>(cold).cold.begin(),
                    hint_detail<WythoffHint>(cold).cold.end(),
                    WythoffHint::Square{x, y}) != hint_detail<WythoffHint>(cold).cold.end();
      CHECK(drawn == (solved(game, {x, y}) == Outcome::P));
      cold_count += drawn ? 1 : 0;
    }
  }
  CHECK(cold_count <= 16);  // seed 004: at most n cold squares on an n×n board

  const HintModel hot = build_hint_model(game, {11, 15}, english(), true, 16);
  CHECK(hot.favourable);
  REQUIRE(hint_detail<WythoffHint>(hot).suggested_square);
  const auto sq = *hint_detail<WythoffHint>(hot).suggested_square;
  CHECK(solved(game, {sq.x, sq.y}) == Outcome::P);
  CHECK(hint_detail<WythoffHint>(hot).method ==
        "Move to the cold square (" + std::to_string(sq.x) + ", " + std::to_string(sq.y) + ")");
}
