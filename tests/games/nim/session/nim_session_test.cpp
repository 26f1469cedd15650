// A match session of Nim without SDL: the short endgames of a few matches that show the end
// reported once, the statistics counted once, undone and replayed, and the demo's end.
#include <catch2/catch.hpp>

#include "session/game_rules.hpp"
#include "session/match_session.hpp"
#include "session_test_support.hpp"

using namespace marienbad;
using namespace marienbad::app;
using marienbad::app::test::make_session;
using marienbad::app::test::think_until_played;

namespace {

MatchSetup nim_setup(Heaps start, FirstMover first, Opponent opponent = Opponent::Computer) {
  MatchSetup setup = default_setup(GameKind::Nim);
  setup.start = std::move(start);
  setup.first = first;
  setup.opponent = opponent;
  setup.level = "perfect";
  return setup;
}

}  // namespace

TEST_CASE("a person's Nim move that takes more than its row has is refused", "[session]") {
  MatchSession session = make_session(nim_setup({1, 3, 5, 7}, FirstMover::Human));
  REQUIRE(session.person_to_move());
  CHECK_FALSE(session.play(Move{0, 2, false}).ok());  // 2 from a row of 1
  CHECK(session.match().cursor() == 0);
  REQUIRE(session.play(Move{3, 2, false}).ok());
  CHECK(session.computer_to_move());
}

TEST_CASE("the end is reported once, the statistics count it once", "[session]") {
  // Rows 1, 1 under misère, the person first: whoever takes the last match loses.
  MatchSetup setup = nim_setup({1, 1}, FirstMover::Human);
  MatchSession session = make_session(setup);
  Statistics stats;
  REQUIRE(session.play(Move{0, 1, false}).ok());
  CHECK_FALSE(session.update_statistics(stats));  // not over: nothing to count
  think_until_played(session);                    // the computer must take the last match
  REQUIRE(session.over());
  auto end = session.take_end();
  REQUIRE(end);
  CHECK(end->winner == 0);
  CHECK(end->last_mover == 1);
  CHECK(end->person_won == true);
  CHECK(session.update_statistics(stats));
  CHECK(stats.get("nim", "perfect") == GameStats{1, 1, 1, 0});
  CHECK_FALSE(session.update_statistics(stats));  // once
  CHECK_FALSE(session.take_end());
  // Undo and redo to the same end: still one won game.
  REQUIRE(session.undo());
  CHECK(session.update_statistics(stats));
  CHECK(stats.get("nim", "perfect") == GameStats{});
  REQUIRE(session.redo());  // the person's move and the computer's reply
  REQUIRE(session.take_end());
  session.update_statistics(stats);
  CHECK(stats.get("nim", "perfect") == GameStats{1, 1, 1, 0});
}

TEST_CASE("statistics: won, undone on the game-over board, played on to a loss: one loss",
          "[session]") {
  // Rows 1, 2 under misère (the last match loses), the person first.
  MatchSetup setup = nim_setup({1, 2}, FirstMover::Human);
  MatchSession session = make_session(setup);
  Statistics stats;
  REQUIRE(session.play(Move{1, 2, false}).ok());  // leaves 1: the computer must take it
  think_until_played(session);
  REQUIRE(session.over());
  REQUIRE(session.take_end()->person_won == true);
  session.update_statistics(stats);
  CHECK(stats.get("nim", "perfect") == GameStats{1, 1, 1, 0});
  // Undone on the game-over board: the win no longer counts.
  REQUIRE(session.undo());
  CHECK(session.update_statistics(stats));
  CHECK(stats.get("nim", "perfect") == GameStats{});
  // Played on to a loss: leaves 1, 1; the computer takes one, the person the last.
  REQUIRE(session.play(Move{1, 1, false}).ok());
  think_until_played(session);
  REQUIRE(session.play(Move{session.match().position()[0] == 1 ? 0u : 1u, 1, false}).ok());
  REQUIRE(session.over());
  REQUIRE(session.take_end()->person_won == false);
  CHECK(session.update_statistics(stats));
  // One game, lost ("Won at this level: 0 of 1").
  CHECK(stats.get("nim", "perfect") == GameStats{1, 0, 0, 0});
}

TEST_CASE("a finished match is not kept for Continue", "[session]") {
  MatchSession over = make_session(nim_setup({1}, FirstMover::Human));
  REQUIRE(over.play(Move{0, 1, false}).ok());
  REQUIRE(over.over());
  CHECK_FALSE(over.unfinished_text());
}

TEST_CASE("a demo gives no statistics record", "[session]") {
  MatchSession demo =
      make_session(nim_setup({1, 1}, FirstMover::Human, Opponent::Demo), /*demo_cycle=*/true);
  CHECK(demo.thinking_seconds() == MatchSession::kDemoThinkSeconds);
  think_until_played(demo);
  think_until_played(demo);
  auto end = demo.take_end();
  REQUIRE(end);
  CHECK_FALSE(end->person_won);
  Statistics stats;
  CHECK_FALSE(demo.update_statistics(stats));
  CHECK(stats.entries.empty());
  CHECK(demo.next_demo_setup().kind == next_game(GameKind::Nim));
}
