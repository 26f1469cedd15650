// `marienbad-cli graph` on Kayles: two moves to one position are one arrow.
#include <algorithm>
#include <catch2/catch.hpp>
#include <string>

#include "cli_graph_support.hpp"
#include "cli_run.hpp"

using marienbad::test::check_graph_json;
using marienbad::test::run_cli;
using marienbad::test::run_json;
using namespace marienbad;

TEST_CASE("graph --json: Kayles, two moves to one position drawn as one arrow") {
  const Game kayles = Game::make(GameKind::Kayles, Rule::Normal).value();
  // 3 -> 2 (pin 1 or pin 3), 1,1 (pin 2), 1 (pins 1-2 or 2-3): three arrows, not five.
  const auto out = run_json("graph --game kayles --rows 3 --json");
  CHECK(check_graph_json(out, kayles, {3}) == 5);
  CHECK(out.at("edges").size() == 3 + 2 + 1 + 1);
  check_graph_json(run_json("graph --game kayles --rows 2,4 --json"), kayles, {2, 4});
}
