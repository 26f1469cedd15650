// marienbad-cli analyze --values and review for every game: one value per move agreeing with
// the outcome, a first move rated as the engine sees it, and what is refused whatever the game.
// Each game's own figures are tested in its home (tests/games/ID/cli/).
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <string>

#include "cli_run.hpp"
#include "marienbad/game.hpp"

using namespace marienbad;
using marienbad::test::check_refused;
using marienbad::test::Run;
using marienbad::test::run_cli;
using marienbad::test::run_json;

TEST_CASE("analyze --values: every game's start, one value per move, agreeing with the outcome") {
  for (const GameInfo& info : game_registry()) {
    if (!info.single) continue;
    INFO(info.id);
    const Game game = Game::make(info.kind, Rule::Normal).value();
    const auto out = run_json("analyze --game " + std::string(info.id) + " --values --json");
    REQUIRE(out["values"].is_array());
    if (!out.contains("values_truncated")) {
      CHECK(out["values"].size() == game.moves(info.start).size());
    }
    bool some_win = false;
    for (const auto& value : out["values"]) {
      CHECK(value.begin().key() == "move");  // move, to, value, remoteness
      CHECK((value["value"] == "win" || value["value"] == "lose"));
      some_win = some_win || value["value"] == "win";
    }
    CHECK(some_win == (out["outcome"] == "N"));
  }
}

TEST_CASE("review --json: every game's first move is rated as the engine sees it") {
  for (const GameInfo& info : game_registry()) {
    if (!info.single) continue;
    const Game game = Game::make(info.kind, Rule::Normal).value();
    for (const Move& move : game.moves(info.start)) {
      const Heaps after = game.apply(info.start, move);
      const std::string positions =
          position_text(info, info.start) + ";" + position_text(info, after);
      INFO(info.id << " " << positions);
      const auto out = run_json("review --game " + std::string(info.id) + " --positions '" +
                                positions + "' --json");
      REQUIRE(out["moves"].size() == 1);
      const std::string expected = game.outcome(info.start) == Outcome::P ? "lost"
                                   : game.outcome(after) == Outcome::P    ? "winning"
                                                                          : "blunder";
      CHECK(out["moves"][0]["rating"] == expected);
      if (expected == "winning") break;  // one of each rating the start allows is enough
    }
  }
}

TEST_CASE("review: bad arguments exit 2 with one line, whatever the game") {
  const std::pair<std::string, std::string> cases[] = {
      {"review",
       "marienbad-cli: review needs --positions \"P0;P1;...\" (the positions of a game)\n"},
      {"review --positions ''", "marienbad-cli: --positions is empty\n"},
      {"review --positions '1,3;'", "marienbad-cli: --positions P1 is empty\n"},
  };
  for (const auto& [args, message] : cases) {
    CHECK(check_refused(args) == message);
  }
}

TEST_CASE("review and analyze --values in --help") {
  const Run usage = run_cli("--help");
  CHECK(usage.out.find("review  POSITION --positions") != std::string::npos);
  CHECK(usage.out.find("analyze POSITION [--values] [--json]") != std::string::npos);
  const Run review = run_cli("review --help");
  CHECK(review.code == 0);
  CHECK(review.out.find("usage: marienbad-cli review POSITION --positions") != std::string::npos);
  const Run analyze = run_cli("analyze --help");
  CHECK(analyze.out.find("--values") != std::string::npos);
}
