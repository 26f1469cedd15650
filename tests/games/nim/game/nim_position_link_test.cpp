// Copy link of a Marienbad match: the query written in full.
#include <catch2/catch.hpp>

#include <string>

#include "app/options.hpp"
#include "position_link_support.hpp"
#include "scenes/initial_scene.hpp"
#include "scenes/position_link.hpp"

using namespace marienbad;
using namespace marienbad::app;
using marienbad::app::test::opened_by;

TEST_CASE("position link: a Marienbad match in progress opens where it is") {
  MatchSetup setup = default_setup(GameKind::Nim);
  setup.level = "perfect";
  auto made = make_match(setup, 7);
  REQUIRE(made);
  Match match = std::move(made).value();
  REQUIRE(match.play(Move{3, 2}));  // 1,3,5,7 → 1,3,5,5; the computer to move
  const LinkedPosition linked{&setup, &match.game(), match.position(), false, false};
  const std::string query = position_query(linked);
  CHECK(query == "game=nim&heaps=1,3,5,5&misere&level=perfect&first=computer");

  auto options = opened_by(query);
  REQUIRE(options);
  CHECK(options->variant == GameKind::Nim);
  CHECK(options->heaps == Heaps{1, 3, 5, 5});
  CHECK(options->rule == Rule::Misere);
  CHECK(options->level == "perfect");
  CHECK(options->first == FirstPlayer::Computer);
  CHECK_FALSE(options->hint);
  CHECK(check_command_line_game(*options));
}
