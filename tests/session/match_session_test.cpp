// The match session without SDL: the turn order and the computer's thinking time,
// undo/redo against the computer, hints counted per turn, the end reported once, the
// statistics record once per match, what "Continue" keeps, the demo cycle.
#include <catch2/catch.hpp>

#include "session/game_rules.hpp"
#include "session/match_session.hpp"
#include "session/saved_match.hpp"
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

TEST_CASE("the computer plays after its thinking time, once per position", "[session]") {
  MatchSession session = make_session(nim_setup({1, 3, 5, 7}, FirstMover::Computer));
  REQUIRE(session.computer_to_move());
  CHECK_FALSE(session.person_to_move());
  CHECK_FALSE(session.think(MatchSession::kThinkSeconds / 2));
  CHECK(session.match().cursor() == 0);
  const auto move = session.think(MatchSession::kThinkSeconds / 2 + 0.01);
  REQUIRE(move);
  CHECK(session.match().cursor() == 1);
  CHECK(session.person_to_move());
  // Nothing to think about on the person's turn.
  CHECK_FALSE(session.think(10));
  CHECK(session.match().cursor() == 1);
}

TEST_CASE("a person's move is checked by the engine", "[session]") {
  MatchSession session = make_session(nim_setup({1, 3, 5, 7}, FirstMover::Human));
  REQUIRE(session.person_to_move());
  CHECK_FALSE(session.play(Move{0, 2, false}).ok());  // 2 from a row of 1
  CHECK(session.match().cursor() == 0);
  REQUIRE(session.play(Move{3, 2, false}).ok());
  CHECK(session.computer_to_move());
}

TEST_CASE("undo against the computer goes back to the person's turn, redo forward", "[session]") {
  MatchSession session = make_session(nim_setup({1, 3, 5, 7}, FirstMover::Computer));
  CHECK_FALSE(session.can_undo());  // only the computer's opening: nothing of yours
  think_until_played(session);
  CHECK_FALSE(session.can_undo());
  REQUIRE(session.play(session.match().game().moves(session.match().position()).front()).ok());
  think_until_played(session);
  REQUIRE(session.match().cursor() == 3);
  REQUIRE(session.can_undo());
  REQUIRE(session.undo());
  CHECK(session.match().cursor() == 1);
  CHECK(session.person_to_move());
  REQUIRE(session.can_redo());
  REQUIRE(session.redo());
  CHECK(session.match().cursor() == 3);
  CHECK(session.person_to_move());
}

TEST_CASE("a hint counts once per turn of a person", "[session]") {
  MatchSession session = make_session(nim_setup({1, 3, 5, 7}, FirstMover::Human));
  session.note_hint_shown();
  session.note_hint_shown();
  CHECK(session.hints_used() == 1);
  REQUIRE(session.play(Move{3, 1, false}).ok());
  session.note_hint_shown();  // the computer's turn: not counted
  CHECK(session.hints_used() == 1);
  think_until_played(session);
  session.note_hint_shown();
  CHECK(session.hints_used() == 2);
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

TEST_CASE("statistics: a match in progress discarded counts as abandoned", "[session]") {
  Statistics stats;
  MatchSession fresh = make_session(nim_setup({1, 3, 5, 7}, FirstMover::Computer));
  CHECK_FALSE(fresh.worth_keeping());  // nobody moved
  think_until_played(fresh);
  CHECK_FALSE(fresh.worth_keeping());  // only the computer moved: nothing of the person lost
  CHECK_FALSE(fresh.abandon(stats));

  MatchSession session = make_session(nim_setup({1, 3, 5, 7}, FirstMover::Human));
  REQUIRE(session.play(Move{3, 3, false}).ok());
  CHECK(session.worth_keeping());
  CHECK(session.abandon(stats));
  CHECK(session.abandoned());
  CHECK_FALSE(session.worth_keeping());
  CHECK_FALSE(session.unfinished_text());  // no longer kept for Continue
  CHECK(stats.get("nim", "perfect") == GameStats{0, 0, 0, 1});
  CHECK_FALSE(session.update_statistics(stats));

  // The same from a saved match (the menu's path), and never for two persons.
  MatchSession kept = make_session(nim_setup({1, 3, 5, 7}, FirstMover::Human, Opponent::Computer));
  REQUIRE(kept.play(Move{0, 1, false}).ok());
  const auto saved = saved_match_from_text(kept.unfinished_text().value_or(""));
  REQUIRE(saved.ok());
  CHECK(worth_keeping(saved->match));
  CHECK(count_abandoned(stats, saved->match, saved->setup));
  CHECK(stats.get("nim", "perfect").abandoned == 2);
  MatchSetup two = nim_setup({1, 3, 5, 7}, FirstMover::Human, Opponent::SecondPerson);
  MatchSession persons = make_session(two);
  REQUIRE(persons.play(Move{3, 3, false}).ok());
  CHECK(persons.worth_keeping());
  CHECK_FALSE(persons.abandon(stats));
  CHECK(stats.get("nim", "perfect").abandoned == 2);
}

TEST_CASE("statistics: taking back never goes below zero nor breaks won <= played", "[session]") {
  Statistics stats;
  stats.take_back(GameRecord{"nim", "hard", true, false});
  CHECK(stats.entries.empty());
  stats.record("nim", "hard", false, false);
  stats.take_back(GameRecord{"nim", "hard", true, false});  // a win that was never counted
  CHECK(stats.get("nim", "hard") == GameStats{});
}

TEST_CASE("Continue keeps an unfinished match, not a finished one or a demo", "[session]") {
  MatchSetup setup = nim_setup({1, 3, 5, 7}, FirstMover::Human);
  MatchSession session = make_session(setup);
  REQUIRE(session.play(Move{3, 3, false}).ok());
  const auto text = session.unfinished_text();
  REQUIRE(text);
  const auto saved = saved_match_from_text(*text);
  REQUIRE(saved.ok());
  CHECK(saved->match.position() == session.match().position());
  CHECK(saved->setup.level == "perfect");

  MatchSession demo = make_session(nim_setup({1, 3, 5, 7}, FirstMover::Human, Opponent::Demo));
  CHECK(demo.is_demo());
  CHECK_FALSE(demo.unfinished_text());
  CHECK_FALSE(demo.can_undo());
  CHECK_FALSE(demo.person_to_move());
  think_until_played(demo);
  CHECK_FALSE(demo.can_undo());

  MatchSession over = make_session(nim_setup({1}, FirstMover::Human));
  REQUIRE(over.play(Move{0, 1, false}).ok());
  REQUIRE(over.over());
  CHECK_FALSE(over.unfinished_text());
}

TEST_CASE("a demo gives no statistics record and cycles through the games", "[session]") {
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
  // The demo walks every game in menu order, then starts again.
  const auto games = all_game_rules();
  REQUIRE(games.size() >= 2);
  REQUIRE(games[0]->kind == GameKind::Nim);
  MatchSetup next = demo.next_demo_setup();
  CHECK(next.kind == games[1]->kind);
  CHECK(next.opponent == Opponent::Demo);
  CHECK(next.level == "perfect");
  for (std::size_t i = 0; i < games.size(); ++i) {
    CHECK(next_game(games[i]->kind) == games[(i + 1) % games.size()]->kind);
  }
}

TEST_CASE("a computer side with an unknown level plays as medium", "[session]") {
  auto game = Game::make(GameKind::Nim, Rule::Misere);
  REQUIRE(game.ok());
  auto match = Match::make(game.value(), {1, 3, 5, 7}, 1, {"human", "grandmaster"});
  REQUIRE(match.ok());
  MatchSession session(std::move(match).value(), nim_setup({1, 3, 5, 7}, FirstMover::Computer), 3);
  REQUIRE(session.computer_to_move());
  CHECK(think_until_played(session) >= MatchSession::kThinkSeconds - 1e-9);
}
