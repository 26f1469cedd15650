// The last finished games: text and back, at most 50 kept (the oldest dropped), a damaged
// game skipped and reported, a damaged document refused, an unfinished match refused; each
// in every game of the registry. The longest games of each game's setup limits are in its
// home (tests/games/ID/session/ID_game_history_test.cpp).
#include <catch2/catch.hpp>

#include "game_history_support.hpp"
#include "marienbad/registry.hpp"
#include "session/game_history.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

namespace {

// The game's standard setup against `level`, played to its end.
SavedMatch finished_game(GameKind kind, const std::string& level = "perfect") {
  MatchSetup setup = default_setup(kind);
  setup.level = level;
  return played_to_end(setup, false);
}

}  // namespace

TEST_CASE("the history of finished games goes to text and back", "[session][history]") {
  std::vector<SavedMatch> all;  // one game of each kind, one after the other
  for (const GameInfo& info : game_registry()) {
    CAPTURE(info.id);
    std::vector<SavedMatch> games;
    add_to_history(games, finished_game(info.kind, "easy"));
    add_to_history(games, finished_game(info.kind, "perfect"));
    add_to_history(all, games[1]);
    const auto read = history_from_text(history_to_text(games));
    REQUIRE(read.ok());
    CHECK(read->skipped.empty());
    REQUIRE(read->games.size() == 2);
    CHECK(read->games[0].setup.level == "easy");
    CHECK(read->games[1].setup.level == "perfect");
    CHECK(read->games[1].setup.kind == info.kind);
    CHECK(read->games[1].match.serialize() == games[1].match.serialize());
    CHECK(read->games[1].match.over());
  }
  const auto read = history_from_text(history_to_text(all));
  REQUIRE(read.ok());
  CHECK(read->skipped.empty());
  REQUIRE(read->games.size() == game_registry().size());
  for (std::size_t i = 0; i < all.size(); ++i) {
    CHECK(read->games[i].setup.kind == game_registry()[i].kind);
    CHECK(read->games[i].match.serialize() == all[i].match.serialize());
  }
}

TEST_CASE("the history keeps the last 50 games", "[session][history]") {
  const auto kinds = game_registry();
  std::vector<SavedMatch> finished;  // each game's, easy
  for (const GameInfo& info : kinds) finished.push_back(finished_game(info.kind, "easy"));
  std::vector<SavedMatch> games;
  for (std::size_t i = 0; i < kMaxHistoryGames + 7; ++i) {
    const GameKind kind = kinds[i % kinds.size()].kind;
    SavedMatch game =
        i == kMaxHistoryGames + 6 ? finished_game(kind, "perfect") : finished[i % kinds.size()];
    add_to_history(games, std::move(game));
  }
  CHECK(games.size() == kMaxHistoryGames);
  CHECK(games.back().setup.level == "perfect");
  // The oldest 7 dropped: the first kept is game 7's kind.
  CHECK(games.front().setup.kind == kinds[7 % kinds.size()].kind);
  const auto read = history_from_text(history_to_text(games));
  REQUIRE(read.ok());
  CHECK(read->games.size() == kMaxHistoryGames);
}

TEST_CASE("a damaged history: a bad game is skipped, a bad document refused",
          "[session][history]") {
  std::size_t checked = 0;
  for (const GameInfo& info : game_registry()) {
    CAPTURE(info.id);
    std::vector<SavedMatch> games{finished_game(info.kind)};
    std::string text = history_to_text(games);
    // A second game that is not a game, and an unfinished one.
    const std::string good = text.substr(text.find('[') + 1, text.rfind(']') - text.find('[') - 1);
    MatchSetup setup = default_setup(info.kind);
    auto unfinished = make_match(setup, 1);
    REQUIRE(unfinished.ok());
    const std::string open = saved_match_to_text(*unfinished, setup);
    const std::string damaged =
        "{\"format\": 1, \"games\": [" + good + ", 42, {\"format\": 1}, " + open + "]}";
    const auto read = history_from_text(damaged);
    REQUIRE(read.ok());
    CHECK(read->games.size() == 1);
    CHECK(read->skipped.size() == 3);
    ++checked;
  }
  CHECK(checked == game_registry().size());
  CHECK_FALSE(history_from_text("not json").ok());
  CHECK_FALSE(history_from_text("{\"format\": 2, \"games\": []}").ok());
  CHECK_FALSE(history_from_text("{\"format\": 1, \"games\": {}}").ok());
  const auto empty = history_from_text("{\"format\": 1, \"games\": []}");
  REQUIRE(empty.ok());
  CHECK(empty->games.empty());
}

TEST_CASE("the largest history of each game's standard setup is written far under the read limit",
          "[session][history]") {
  std::size_t checked = 0;
  for (const GameInfo& info : game_registry()) {
    CAPTURE(info.id);
    check_longest_history(default_setup(info.kind));
    ++checked;
  }
  CHECK(checked == game_registry().size());
}
