// The last finished games: text and back, at most 50 kept (the oldest dropped), a damaged
// game skipped and reported, a damaged document refused, an unfinished match refused.
#include <catch2/catch.hpp>

#include <algorithm>

#include "session/game_history.hpp"

using namespace marienbad;
using namespace marienbad::app;

namespace {

// Nim 1-2 against `level`, finished: the person takes row 2, the computer row 1.
SavedMatch finished_game(const std::string& level = "perfect") {
  MatchSetup setup = default_setup(GameKind::Nim);
  setup.start = {1, 2};
  setup.rule = Rule::Normal;
  setup.level = level;
  auto made = make_match(setup, 1);
  REQUIRE(made.ok());
  Match match = std::move(made).value();
  REQUIRE(match.play(Move{1, 2, false}).ok());
  REQUIRE(match.play(Move{0, 1, false}).ok());
  REQUIRE(match.over());
  return SavedMatch{std::move(match), setup};
}

}  // namespace

TEST_CASE("the history of finished games goes to text and back", "[session][history]") {
  std::vector<SavedMatch> games;
  add_to_history(games, finished_game("easy"));
  add_to_history(games, finished_game("perfect"));
  const auto read = history_from_text(history_to_text(games));
  REQUIRE(read.ok());
  CHECK(read->skipped.empty());
  REQUIRE(read->games.size() == 2);
  CHECK(read->games[0].setup.level == "easy");
  CHECK(read->games[1].setup.level == "perfect");
  CHECK(read->games[1].match.serialize() == games[1].match.serialize());
  CHECK(read->games[1].match.over());
}

TEST_CASE("the history keeps the last 50 games", "[session][history]") {
  std::vector<SavedMatch> games;
  for (std::size_t i = 0; i < kMaxHistoryGames + 7; ++i) {
    add_to_history(games, finished_game(i == kMaxHistoryGames + 6 ? "perfect" : "easy"));
  }
  CHECK(games.size() == kMaxHistoryGames);
  CHECK(games.back().setup.level == "perfect");
  const auto read = history_from_text(history_to_text(games));
  REQUIRE(read.ok());
  CHECK(read->games.size() == kMaxHistoryGames);
}

TEST_CASE("a damaged history: a bad game is skipped, a bad document refused",
          "[session][history]") {
  std::vector<SavedMatch> games{finished_game()};
  std::string text = history_to_text(games);
  // A second game that is not a game, and an unfinished one.
  const std::string good = text.substr(text.find('[') + 1, text.rfind(']') - text.find('[') - 1);
  MatchSetup setup = default_setup(GameKind::Nim);
  auto unfinished = make_match(setup, 1);
  REQUIRE(unfinished.ok());
  const std::string open = saved_match_to_text(*unfinished, setup);
  const std::string damaged =
      "{\"format\": 1, \"games\": [" + good + ", 42, {\"format\": 1}, " + open + "]}";
  const auto read = history_from_text(damaged);
  REQUIRE(read.ok());
  CHECK(read->games.size() == 1);
  CHECK(read->skipped.size() == 3);
  CHECK_FALSE(history_from_text("not json").ok());
  CHECK_FALSE(history_from_text("{\"format\": 2, \"games\": []}").ok());
  CHECK_FALSE(history_from_text("{\"format\": 1, \"games\": {}}").ok());
  const auto empty = history_from_text("{\"format\": 1, \"games\": []}");
  REQUIRE(empty.ok());
  CHECK(empty->games.empty());
}

TEST_CASE("the largest history is written far under the size a file may be read at",
          "[session][history]") {
  // Issue #34: what is accepted must be written back under PlayerFiles' 1 MB read limit.
  // The longest games the setup page allows, each move taking as little as it can.
  const auto longest = [](GameKind kind) {
    MatchSetup setup = default_setup(kind);
    setup.level = "perfect";
    if (kind == GameKind::Nim) setup.start = Heaps(SetupLimits::kMaxRows, SetupLimits::kMaxMatches);
    if (kind == GameKind::Subtraction) {
      setup.start = {SetupLimits::kMaxHeap};
      setup.set = {1};
    }
    auto made = make_match(setup, 1);
    REQUIRE(made.ok());
    Match match = std::move(made).value();
    while (!match.over()) {
      const auto moves = match.game().moves(match.position());
      REQUIRE(!moves.empty());
      // The move that leaves the most behind (the longest game).
      const auto& move =
          *std::max_element(moves.begin(), moves.end(), [&](const Move& a, const Move& b) {
            const auto left = [&](const Move& m) {
              Count sum = 0;
              for (Count heap : match.game().apply(match.position(), m)) sum += heap;
              return sum;
            };
            return left(a) < left(b);
          });
      REQUIRE(match.play(move).ok());
    }
    return SavedMatch{std::move(match), setup};
  };
  for (GameKind kind : {GameKind::Nim, GameKind::Subtraction, GameKind::Wythoff}) {
    std::vector<SavedMatch> games;
    for (std::size_t i = 0; i < kMaxHistoryGames; ++i) add_to_history(games, longest(kind));
    const std::string text = history_to_text(games);
    INFO(to_string(kind) << ": " << text.size() << " bytes");
    CHECK(text.size() < (std::size_t{1} << 20) / 4);
    const auto read = history_from_text(text);
    REQUIRE(read.ok());
    CHECK(read->games.size() == kMaxHistoryGames);
    CHECK(read->skipped.empty());
    CHECK(history_to_text(read->games) == text);
  }
}
