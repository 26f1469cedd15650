// Where a sum's part values come from (issue 44, item 15): the data a part opened in the
// sum's hint shows, against the engine, and the play screen opening a part with V or a click
// on its row of the table.
#include <catch2/catch.hpp>

#include <set>

#include "english_strings.hpp"
#include "games/sum/sum_part_values.hpp"
#include "kayles/kayles.hpp"
#include "scenes/play_scene.hpp"
#include "session/match_setup.hpp"
#include "test_app.hpp"
#include "wythoff/wythoff_grundy.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

namespace {

Game sum_of_parts(const std::vector<std::string>& specs) {
  std::vector<SumPart> parts;
  for (const std::string& spec : specs) {
    auto part = parse_sum_part(spec);
    REQUIRE(part.ok());
    parts.push_back(part.value());
  }
  auto sum = SumGame::make(parts);
  REQUIRE(sum.ok());
  return Game(std::move(sum).value());
}

Count mex(const std::set<Count>& values) {
  Count m = 0;
  while (values.count(m) > 0) ++m;
  return m;
}

}  // namespace

TEST_CASE("sum part values: Kayles rows, the subtraction sequence and Dornim's table") {
  const Game sum = sum_of_parts({"kayles:5,3", "subtraction:21:1,3,4", "wythoff:3,2"});
  const SumGame& parts = *sum.sum();
  const Heaps position = sum.sum()->start();
  // Kayles 5,3: each row's value in base 2 (g(5) = 4, g(3) = 3), Σ = 7, the part's g.
  const auto kayles = build_part_values(sum, position, 0, english());
  REQUIRE(kayles);
  CHECK(kayles->shape == PartValues::Shape::Rows);
  CHECK(kayles->value == parts.part_grundy(position, 0));
  CHECK(kayles->title == "1 · Kayles: g = 7");
  REQUIRE(kayles->rows.rows.size() == 2);
  CHECK(kayles->rows.rows[0].count == kayles_grundy(5));
  CHECK(kayles->rows.rows[1].count == kayles_grundy(3));
  CHECK(kayles->rows.sum == kayles->value);
  CHECK(kayles->row_labels == std::vector<std::string>{"Row 1 (5)", "Row 2 (3)"});
  // 21 with {1, 3, 4}: g(6) … g(21), each the mex of the values 1, 3 or 4 below it.
  const auto sub = build_part_values(sum, position, 1, english());
  REQUIRE(sub);
  CHECK(sub->shape == PartValues::Shape::Sequence);
  CHECK(sub->first == 6);
  REQUIRE(sub->sequence.size() == 16);
  CHECK(sub->sequence.back() == sub->value);
  CHECK(sub->value == parts.part_grundy(position, 1));
  std::vector<Count> g;
  for (Count n = 0; n <= 21; ++n) {
    std::set<Count> reached;
    for (Count s : {1, 3, 4}) {
      if (s <= n) reached.insert(g[n - s]);
    }
    g.push_back(mex(reached));
  }
  for (std::size_t i = 0; i < sub->sequence.size(); ++i) CHECK(sub->sequence[i] == g[6 + i]);
  const auto [ns, gs] = sequence_lines(*sub, english());
  CHECK(ns.rfind("n: … ", 0) == 0);
  CHECK(ns.size() - ns.find("21") == 2);  // the heap last, its value under it
  CHECK(gs.substr(gs.size() - 1) == std::to_string(sub->value));
  // Dornim (3, 2): g(x, y) for x ≤ 3, y ≤ 2; the token's the mex of the squares it reaches.
  const auto dornim = build_part_values(sum, position, 2, english());
  REQUIRE(dornim);
  CHECK(dornim->shape == PartValues::Shape::Grid);
  CHECK(dornim->title == "3 · Dornim: g = " + std::to_string(dornim->value));
  REQUIRE(dornim->grid.size() == 3);
  REQUIRE(dornim->grid[0].size() == 4);
  std::set<Count> reached;
  for (Count y = 0; y <= 2; ++y) {
    for (Count x = 0; x <= 3; ++x) {
      CHECK(dornim->grid[y][x] == wythoff_grundy(x, y));
      if (dornim->reached[y][x]) reached.insert(dornim->grid[y][x]);
      const bool one_move =
          ((x < 3 && y == 2) || (x == 3 && y < 2) || 3 - x == 2 - y) && !(x == 3 && y == 2);
      CHECK(dornim->reached[y][x] == one_move);
    }
  }
  CHECK(dornim->value == wythoff_grundy(3, 2));
  CHECK(dornim->grid[2][3] == dornim->value);
  CHECK(mex(reached) == dornim->value);
  CHECK_FALSE(build_part_values(sum, position, 3, english()));
}

TEST_CASE("sum part values: a large Dornim part shows the squares around the token") {
  const Game sum = sum_of_parts({"nim:1,2", "wythoff:20,13"});
  const auto v = build_part_values(sum, sum.sum()->start(), 1, english());
  REQUIRE(v);
  CHECK(v->x0 == 13);
  CHECK(v->y0 == 6);
  CHECK(v->grid.back().back() == wythoff_grundy(20, 13));
  CHECK(v->grid[0][0] == wythoff_grundy(13, 6));
}

TEST_CASE("sum hint: V and a click on a part's row open that part's values") {
  TempDir home("sum-part-values");
  auto app = start_on_menu(home, {1280, 720});
  MatchSetup setup = default_setup(GameKind::Sum);
  setup.opponent = Opponent::SecondPerson;
  app->scenes().push(make_play_scene(app->context(), setup));
  app->step();
  auto& play = top_as<PlayScene>(*app);
  const std::size_t parts = play.match().game().sum()->part_count();
  REQUIRE(parts >= 2);
  CHECK(play.hint_layer().part_rows().empty());
  key(*app, SDLK_h);
  app->step();
  REQUIRE(play.hint_layer().part_rows().size() == parts);
  CHECK_FALSE(play.hint_layer().open_part());
  // V: each part in turn, then the sum again; no move is played.
  for (std::size_t i = 0; i < parts; ++i) {
    key(*app, SDLK_v);
    CHECK(play.hint_layer().open_part() == i);
  }
  key(*app, SDLK_v);
  CHECK_FALSE(play.hint_layer().open_part());
  app->step();
  // A click on the second part's row opens it; a click on its values closes it.
  const Rect row = play.hint_layer().part_rows().at(1);
  click(*app, row.center());
  CHECK(play.hint_layer().open_part() == 1);
  click(*app, row.center());
  CHECK_FALSE(play.hint_layer().open_part());
  CHECK(play.match().cursor() == 0);
}
