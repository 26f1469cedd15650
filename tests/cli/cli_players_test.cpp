// marienbad-cli move and ladder end to end in every game: the move is legal and, for `perfect`
// in a won position, winning; the same seed gives the same move; the ladder's JSON is a
// consistent round robin; bad input exits 2 with one line. Each game's own positions:
// tests/games/ID/cli/.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "cli_players_support.hpp"
#include "cli_run.hpp"
#include "marienbad/game.hpp"

using namespace marienbad;
using marienbad::test::check_perfect_wins;
using marienbad::test::check_refused;
using marienbad::test::run_cli;
using marienbad::test::run_json;

TEST_CASE("move --json: perfect plays a winning move in every game") {
  int won_starts = 0;
  for (const GameInfo& info : game_registry()) {
    if (!info.single) continue;
    for (const Rule rule : {Rule::Normal, Rule::Misere}) {
      if (rule == Rule::Misere && !info.misere) continue;
      const Game game = Game::make(info.kind, rule).value();
      if (game.outcome(info.start) != Outcome::N) continue;
      ++won_starts;
      check_perfect_wins(
          "--game " + std::string(info.id) + (rule == Rule::Misere ? " --misere" : ""), game,
          info.start);
    }
  }
  CHECK(won_starts >= 2);
}

TEST_CASE("move is deterministic for a seed and legal at every level, in every game") {
  for (const GameInfo& info : game_registry()) {
    if (!info.single) continue;
    const Game game = Game::make(info.kind, Rule::Normal).value();
    for (const char* level : {"random", "easy", "medium", "hard", "perfect"}) {
      INFO(info.id << " " << level);
      const std::string args =
          "move --game " + std::string(info.id) + " --level " + level + " --seed 42 --json";
      const auto first = run_json(args);
      CHECK(first == run_json(args));
      const auto move = game.parse_move(first["move"].get<std::string>());
      REQUIRE(move.ok());
      CHECK(game.check_move(info.start, *move).ok());
    }
  }
}

TEST_CASE("ladder --json is a round robin of every level, in every game") {
  for (const GameInfo& info : game_registry()) {
    if (!info.single) continue;
    INFO(info.id);
    const auto out =
        run_json("ladder " + std::string(info.id) + " --games 10 --seed 3 --random-starts --json");
    const auto& levels = out["levels"];
    REQUIRE(levels == nlohmann::json::array({"random", "easy", "medium", "hard", "perfect"}));
    const auto& rate = out["win_rate"];
    REQUIRE(rate.size() == levels.size());
    for (std::size_t i = 0; i < levels.size(); ++i) {
      REQUIRE(rate[i].size() == levels.size());
      for (std::size_t j = 0; j < levels.size(); ++j) {
        if (i == j) continue;
        // Every game has one winner: i's share against j and j's against i add up to 1.
        CHECK(rate[i][j].get<double>() + rate[j][i].get<double>() == Approx(1.0));
      }
    }
  }
}

TEST_CASE("move and ladder reject bad input with exit 2 and one line, in every game") {
  std::vector<std::string> bad = {"ladder chess"};
  for (const GameInfo& info : game_registry()) {
    if (!info.single) continue;
    const std::string move = "move --game " + std::string(info.id);
    for (const char* rest : {" --level genius", "", " --level perfect --seed -1",
                             " --level perfect --seed 99999999999999999999999"}) {
      bad.push_back(move + rest);
    }
    bad.push_back("ladder " + std::string(info.id) + " --games 0");
    bad.push_back("ladder " + std::string(info.id) + " --games 100000000");
  }
  for (const std::string& args : bad) {
    INFO(args);
    check_refused(args);
  }
}
