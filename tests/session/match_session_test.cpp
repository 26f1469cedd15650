// The match session without SDL, in every game of the window from its standard start: the
// turn order and the computer's thinking time, undo/redo against the computer, hints counted
// per turn, what "Continue" keeps and what counts as abandoned, the demo cycle. The short
// endgames that show the end reported and counted once are Nim's (tests/games/nim/session/).
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

MatchSetup setup_of(GameKind kind, FirstMover first, Opponent opponent = Opponent::Computer) {
  MatchSetup setup = default_setup(kind);
  setup.first = first;
  setup.opponent = opponent;
  setup.level = "perfect";
  return setup;
}

// Runs `check` once for each game of the window, the game's id in the test's messages.
template <typename Check>
void for_each_game(Check check) {
  for (const GameRules* rules : all_game_rules()) {
    INFO(to_string(rules->kind));
    check(rules->kind);
  }
}

// The first legal move of the position the session is at.
Move first_move(const MatchSession& session) {
  return session.match().game().moves(session.match().position()).front();
}

}  // namespace

TEST_CASE("the computer plays after its thinking time, once per position", "[session]") {
  for_each_game([](GameKind kind) {
    MatchSession session = make_session(setup_of(kind, FirstMover::Computer));
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
  });
}

TEST_CASE("a person's move is checked by the engine", "[session]") {
  for_each_game([](GameKind kind) {
    MatchSession session = make_session(setup_of(kind, FirstMover::Human));
    REQUIRE(session.person_to_move());
    CHECK_FALSE(session.play(Move{99, 1, false}).ok());  // no such row, heap or part
    CHECK(session.match().cursor() == 0);
    REQUIRE(session.play(first_move(session)).ok());
    CHECK(session.computer_to_move());
  });
}

TEST_CASE("undo against the computer goes back to the person's turn, redo forward", "[session]") {
  for_each_game([](GameKind kind) {
    MatchSession session = make_session(setup_of(kind, FirstMover::Computer));
    CHECK_FALSE(session.can_undo());  // only the computer's opening: nothing of yours
    think_until_played(session);
    CHECK_FALSE(session.can_undo());
    REQUIRE(session.play(first_move(session)).ok());
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
  });
}

TEST_CASE("a hint counts once per turn of a person", "[session]") {
  for_each_game([](GameKind kind) {
    MatchSession session = make_session(setup_of(kind, FirstMover::Human));
    session.note_hint_shown();
    session.note_hint_shown();
    CHECK(session.hints_used() == 1);
    REQUIRE(session.play(first_move(session)).ok());
    session.note_hint_shown();  // the computer's turn: not counted
    CHECK(session.hints_used() == 1);
    think_until_played(session);
    session.note_hint_shown();
    CHECK(session.hints_used() == 2);
  });
}

TEST_CASE("statistics: a match in progress discarded counts as abandoned", "[session]") {
  for_each_game([](GameKind kind) {
    Statistics stats;
    const std::string id = statistics_game(setup_of(kind, FirstMover::Human));
    MatchSession fresh = make_session(setup_of(kind, FirstMover::Computer));
    CHECK_FALSE(fresh.worth_keeping());  // nobody moved
    think_until_played(fresh);
    CHECK_FALSE(fresh.worth_keeping());  // only the computer moved: nothing of the person lost
    CHECK_FALSE(fresh.abandon(stats));

    MatchSession session = make_session(setup_of(kind, FirstMover::Human));
    REQUIRE(session.play(first_move(session)).ok());
    CHECK(session.worth_keeping());
    CHECK(session.abandon(stats));
    CHECK(session.abandoned());
    CHECK_FALSE(session.worth_keeping());
    CHECK_FALSE(session.unfinished_text());  // no longer kept for Continue
    CHECK(stats.get(id, "perfect") == GameStats{0, 0, 0, 1});
    CHECK_FALSE(session.update_statistics(stats));

    // The same from a saved match (the menu's path), and never for two persons.
    MatchSession kept = make_session(setup_of(kind, FirstMover::Human));
    REQUIRE(kept.play(first_move(kept)).ok());
    const auto saved = saved_match_from_text(kept.unfinished_text().value_or(""));
    REQUIRE(saved.ok());
    CHECK(worth_keeping(saved->match));
    CHECK(count_abandoned(stats, saved->match, saved->setup));
    CHECK(stats.get(id, "perfect").abandoned == 2);
    MatchSession persons = make_session(setup_of(kind, FirstMover::Human, Opponent::SecondPerson));
    REQUIRE(persons.play(first_move(persons)).ok());
    CHECK(persons.worth_keeping());
    CHECK_FALSE(persons.abandon(stats));
    CHECK(stats.get(id, "perfect").abandoned == 2);
  });
}

TEST_CASE("statistics: taking back never goes below zero nor breaks won <= played", "[session]") {
  Statistics stats;
  stats.take_back(GameRecord{"game", "hard", true, false});
  CHECK(stats.entries.empty());
  stats.record("game", "hard", false, false);
  stats.take_back(GameRecord{"game", "hard", true, false});  // a win that was never counted
  CHECK(stats.get("game", "hard") == GameStats{});
}

TEST_CASE("Continue keeps an unfinished match, not a demo", "[session]") {
  for_each_game([](GameKind kind) {
    MatchSession session = make_session(setup_of(kind, FirstMover::Human));
    REQUIRE(session.play(first_move(session)).ok());
    const auto text = session.unfinished_text();
    REQUIRE(text);
    const auto saved = saved_match_from_text(*text);
    REQUIRE(saved.ok());
    CHECK(saved->match.position() == session.match().position());
    CHECK(saved->setup.level == "perfect");

    MatchSession demo = make_session(setup_of(kind, FirstMover::Human, Opponent::Demo));
    CHECK(demo.is_demo());
    CHECK_FALSE(demo.unfinished_text());
    CHECK_FALSE(demo.can_undo());
    CHECK_FALSE(demo.person_to_move());
    think_until_played(demo);
    CHECK_FALSE(demo.can_undo());
  });
}

TEST_CASE("a demo cycles through the games in menu order", "[session]") {
  const auto games = all_game_rules();
  REQUIRE(games.size() >= 2);
  MatchSession demo = make_session(setup_of(games[0]->kind, FirstMover::Human, Opponent::Demo),
                                   /*demo_cycle=*/true);
  CHECK(demo.thinking_seconds() == MatchSession::kDemoThinkSeconds);
  MatchSetup next = demo.next_demo_setup();
  CHECK(next.kind == games[1]->kind);
  CHECK(next.opponent == Opponent::Demo);
  CHECK(next.level == "perfect");
  for (std::size_t i = 0; i < games.size(); ++i) {
    CHECK(next_game(games[i]->kind) == games[(i + 1) % games.size()]->kind);
  }
}

TEST_CASE("a computer side with an unknown level plays as medium", "[session]") {
  for_each_game([](GameKind kind) {
    const MatchSetup setup = setup_of(kind, FirstMover::Computer);
    auto game = game_rules(kind).make_game(setup);
    REQUIRE(game.ok());
    const Heaps start = game.value().standard_start();
    auto match = Match::make(game.value(), start, 1, {"human", "grandmaster"});
    REQUIRE(match.ok());
    MatchSession session(std::move(match).value(), setup, 3);
    REQUIRE(session.computer_to_move());
    CHECK(think_until_played(session) >= MatchSession::kThinkSeconds - 1e-9);
  });
}
