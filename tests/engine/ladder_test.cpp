// The ladder, measured: from random starts with alternating first player, every
// level beats the one below it in each game under both rules.
#include <catch2/catch.hpp>

#include "marienbad/ladder.hpp"

using namespace marienbad;

namespace {

struct Variant {
  GameKind kind;
  Rule rule;
};

LadderResult measure(const Variant& variant, Count games, std::uint64_t seed) {
  const Game game = Game::make(variant.kind, variant.rule).value();
  LadderOptions options;
  options.start = game.standard_start();
  options.games_per_pair = games;
  options.seed = seed;
  options.random_starts = true;
  auto result = play_ladder(game, options);
  REQUIRE(result.ok());
  return std::move(result).value();
}

}  // namespace

TEST_CASE("ladder: each level beats the one below it, in every game under both rules") {
  const std::vector<std::string> expected{"random", "easy", "medium", "hard", "perfect"};
  for (const GameInfo& info : game_registry()) {
    if (!info.single) continue;
    const GameKind kind = info.kind;
    for (Rule rule : {Rule::Normal, Rule::Misere}) {
      if (rule == Rule::Misere && !info.misere) continue;
      const LadderResult ladder = measure({kind, rule}, 1000, 20261121);
      INFO(to_string(kind) << " " << to_string(rule));
      REQUIRE(ladder.levels == expected);
      for (std::size_t i = 0; i < ladder.levels.size(); ++i) {
        for (std::size_t j = 0; j < ladder.levels.size(); ++j) {
          if (i != j) CHECK(ladder.wins[i][j] + ladder.wins[j][i] == ladder.games_per_pair);
        }
      }
      for (std::size_t i = 1; i < ladder.levels.size(); ++i) {
        INFO(ladder.levels[i] << " against " << ladder.levels[i - 1]);
        CHECK(ladder.win_rate(i, i - 1) >= 0.55);
      }
      // Easy beats random clearly and perfect crushes it, less so where a game's start leaves
      // random few moves that lose (an octal game's, Hackenbush's: about 0.6 and 0.8).
      CHECK(ladder.win_rate(1, 0) >= 0.58);
      CHECK(ladder.win_rate(4, 0) >= 0.75);
    }
  }
}

TEST_CASE("ladder: the same seed gives the same matrix, another seed another one") {
  for (const GameInfo& info : game_registry()) {
    if (!info.single) continue;
    INFO(info.id);
    const Variant variant{info.kind, info.misere ? Rule::Misere : Rule::Normal};
    CHECK(measure(variant, 20, 7).wins == measure(variant, 20, 7).wins);
    CHECK(measure(variant, 20, 7).wins != measure(variant, 20, 8).wins);
  }
}

TEST_CASE("ladder: from the standard start, perfect wins every game it starts on a won position") {
  // Where a game's standard start is won for the first player, perfect starting half the
  // games wins at least those against every level.
  int won_starts = 0;
  for (const GameInfo& info : game_registry()) {
    if (!info.single) continue;
    const Game game = Game::make(info.kind, Rule::Normal).value();
    if (game.outcome(game.standard_start()) != Outcome::N) continue;
    INFO(info.id);
    ++won_starts;
    LadderOptions options;
    options.start = game.standard_start();
    options.games_per_pair = 20;
    const LadderResult ladder = play_ladder(game, options).value();
    for (std::size_t j = 0; j + 1 < ladder.levels.size(); ++j) CHECK(ladder.wins[4][j] >= 10);
  }
  CHECK(won_starts >= 1);
}

TEST_CASE("ladder: rejects no games and too many, in every game") {
  for (const GameInfo& info : game_registry()) {
    if (!info.single) continue;
    INFO(info.id);
    const Game game = Game::make(info.kind, Rule::Normal).value();
    LadderOptions options;
    options.start = game.standard_start();
    options.games_per_pair = 0;
    CHECK_FALSE(play_ladder(game, options).ok());
    options.games_per_pair = kMaxLadderGames + 1;
    CHECK_FALSE(play_ladder(game, options).ok());
  }
}
