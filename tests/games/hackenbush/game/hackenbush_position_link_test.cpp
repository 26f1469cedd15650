// Copy link of a Hackenbush picture: written as the command line reads it.
#include <catch2/catch.hpp>

#include <string>

#include "app/options.hpp"
#include "position_link_support.hpp"
#include "scenes/initial_scene.hpp"
#include "scenes/position_link.hpp"

using namespace marienbad;
using namespace marienbad::app;
using marienbad::app::test::opened_by;

TEST_CASE("position link: a Hackenbush picture is written as the command line reads it") {
  for (const std::string start : {"red:BR,G", "house"}) {
    MatchSetup setup = default_setup(GameKind::Hackenbush);
    setup.start = parse_position(game_info(GameKind::Hackenbush), start, "--heaps").value();
    auto made = make_match(setup, 7);
    REQUIRE(made);
    const Match match = std::move(made).value();
    const LinkedPosition linked{&setup, &match.game(), match.position(), true, false};
    const std::string query = position_query(linked);
    INFO(query);
    if (start == "red:BR,G") CHECK(query.starts_with("game=hackenbush&heaps=red:BR,G&normal"));
    auto options = opened_by(query);
    REQUIRE(options);
    CHECK(options->variant == GameKind::Hackenbush);
    CHECK(options->heaps == setup.start);  // the JSON of a house, percent-encoded, included
    CHECK(check_command_line_game(*options));
  }
}
