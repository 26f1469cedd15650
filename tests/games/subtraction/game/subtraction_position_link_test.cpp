// Copy link of a subtraction game: its set, its rule and the hint.
#include <catch2/catch.hpp>

#include <string>

#include "app/options.hpp"
#include "position_link_support.hpp"
#include "scenes/initial_scene.hpp"
#include "scenes/position_link.hpp"

using namespace marienbad;
using namespace marienbad::app;
using marienbad::app::test::opened_by;

TEST_CASE("position link: the subtraction game keeps its set, its rule and the hint") {
  MatchSetup setup = default_setup(GameKind::Subtraction);
  setup.start = {15};
  setup.set = {1, 3, 4};
  setup.rule = Rule::Normal;
  setup.level = "easy";
  auto made = make_match(setup, 7);
  REQUIRE(made);
  Match match = std::move(made).value();
  const LinkedPosition linked{&setup, &match.game(), match.position(), true, true};
  const std::string query = position_query(linked);
  CHECK(query == "game=subtraction&heaps=15&set=1,3,4&normal&level=easy&first=human&hint");

  auto options = opened_by(query);
  REQUIRE(options);
  CHECK(options->variant == GameKind::Subtraction);
  CHECK(options->heaps == Heaps{15});
  CHECK(options->set == Heaps{1, 3, 4});
  CHECK(options->rule == Rule::Normal);
  CHECK(options->first == FirstPlayer::Human);
  CHECK(options->hint);
  CHECK(check_command_line_game(*options));
}
