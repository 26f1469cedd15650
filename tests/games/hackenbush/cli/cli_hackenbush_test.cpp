// marienbad-cli on Hackenbush (--game hackenbush --position PICTURE): the value, who wins with
// each player first and each player's winning cuts, in text and JSON; pictures in both forms;
// a bad picture as one line with exit 2.
#include <algorithm>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <string>

#include "cli_run.hpp"

using marienbad::test::run_cli;
using marienbad::test::run_json;

TEST_CASE("hackenbush: analyze gives the value and each player's winning cuts") {
  const auto run = run_cli("analyze --game hackenbush --position BRB,RR");
  REQUIRE(run.code == 0);
  CHECK_THAT(run.out, Catch::Contains("value      -5/4 (Red wins whoever starts)"));
  CHECK_THAT(run.out, Catch::Contains("Blue moving first loses: no winning move"));
  CHECK_THAT(run.out, Catch::Contains("Red moving first wins, by cutting:"));
  // Red wins by cutting the top of the red stalk (leaving 3/4 - 1 < 0), not its foot.
  CHECK_THAT(run.out, Catch::Contains("5  -> BRB,R  (value -1/4)"));
  CHECK(run.out.find("4  -> BRB  ") == std::string::npos);
}

TEST_CASE("hackenbush: analyze --json gives the value as a fraction and after each cut") {
  const auto out = run_json("analyze --json --game hackenbush --position BRB,RR");
  CHECK(out["game"] == "hackenbush");
  CHECK(out["position"] == "BRB,RR");
  CHECK(out["value"] == "-5/4");
  CHECK(out["to_move"] == "blue");
  CHECK(out["outcome"] == "P");
  CHECK(out["winner"] == "Red wins whoever starts");
  REQUIRE(out["first"].size() == 2);
  CHECK(out["first"][0]["player"] == "blue");
  CHECK(out["first"][0]["wins_moving_first"] == false);
  CHECK(out["first"][1]["player"] == "red");
  CHECK(out["first"][1]["wins_moving_first"] == true);
  const auto& red = out["first"][1]["winning_moves"];
  REQUIRE(red.size() == 2);
  CHECK(red[0]["move"] == "2");
  CHECK(red[0]["to_position"] == "B,RR");
  CHECK(red[0]["to_value"] == "-1");
  CHECK(red[1]["move"] == "5");
  CHECK(red[1]["to_position"] == "BRB,R");
  CHECK(red[1]["to_value"] == "-1/4");
  // --values gives every cut of the player to move with the value it leaves.
  const auto values = run_json("analyze --json --values --game hackenbush --position B,G");
  REQUIRE(values["values"].size() == 2);
  CHECK(values["values"][0]["to_value"] == "*");
  CHECK(values["values"][1]["to_value"] == "1");
  CHECK(values["value"] == "1*");
}

TEST_CASE("hackenbush: a picture as JSON, Red to move") {
  const auto out = run_json(
      R"(analyze --json --game hackenbush --position '{"edges":[[0,1,"B"],[1,2,"R"]],"turn":"red"}')");
  CHECK(out["position"] == "red:BR");
  CHECK(out["value"] == "1/2");
  CHECK(out["outcome"] == "P");
}

TEST_CASE("hackenbush: a bad picture is one line and exit 2") {
  for (const std::string position : {"BX", "B(R", R"({"edges":[[1,2,"B"]]})", "red:"}) {
    const auto run = run_cli("analyze --game hackenbush --position '" + position + "'");
    INFO(position);
    CHECK(run.code == 2);
    CHECK(run.out.empty());
    CHECK(std::count(run.err.begin(), run.err.end(), '\n') == 1);
    CHECK_THAT(run.err, Catch::Contains("--heaps"));
  }
}

TEST_CASE("hackenbush: a sum refuses a Hackenbush part with one line that says why") {
  const auto run = run_cli("analyze --game sum --component nim:3 --component hackenbush:BR");
  CHECK(run.code == 2);
  CHECK(run.out.empty());
  CHECK(std::count(run.err.begin(), run.err.end(), '\n') == 1);
  CHECK_THAT(run.err, Catch::Contains("hackenbush cannot be a part of a sum (a sum's parts are "
                                      "impartial games"));
}

TEST_CASE("hackenbush: move, table, review, graph and ladder take pictures") {
  const auto move = run_cli("move --game hackenbush --position BRB,RR --level perfect --seed 1");
  CHECK(move.code == 0);
  // Blue has lost: the perfect player still cuts a blue edge and hands Red the picture.
  CHECK_THAT(move.out, Catch::Contains("-> red:"));
  const auto table = run_json("table --json --game hackenbush --position B,RG");
  CHECK(table["count"] == 7);  // B,RG red:B,R red:RG red:B red:R,... every picture reached
  CHECK(table["positions"][0].contains("position"));
  const auto graph = run_cli("graph --game hackenbush --position BR,G");
  CHECK(graph.code == 0);
  CHECK_THAT(graph.out, Catch::Contains("#2  red:BR  P"));
  const auto ladder = run_cli("ladder --game hackenbush --games 4 --random-starts");
  CHECK(ladder.code == 0);
  CHECK_THAT(ladder.out, Catch::Contains("random starts within BRB,RBR,GG"));
  const auto review = run_cli("review --game hackenbush --positions 'BR,G;red:BR;BR'");
  CHECK(review.code == 2);  // red:BR -> BR is no cut: Blue's turn cannot follow Blue's
  const auto good = run_cli("review --game hackenbush --positions 'BR,G;red:BR;B'");
  CHECK(good.code == 0);
}
