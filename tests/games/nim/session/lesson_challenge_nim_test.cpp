// A Marienbad lesson's challenge of wins in a row against the session: a loss or a hint starts
// the row again, and the lesson is passed after enough wins.
#include <catch2/catch.hpp>

#include "session/match_session.hpp"

using namespace marienbad;
using namespace marienbad::app;

namespace {

// One challenge match of Marienbad from 3, 1 that the person wins (taking 2 leaves 1, 1)
// or loses (taking all 3 leaves 1 to the computer), with or without the hint shown.
void play_challenge(Statistics& stats, bool win, bool hint) {
  MatchSetup setup = default_setup(GameKind::Nim);
  setup.rule = Rule::Normal;
  setup.start = {3, 1};
  setup.level = "perfect";
  setup.first = FirstMover::Human;
  setup.lesson = "digital-sum";
  setup.lesson_challenge = true;
  setup.lesson_wins = 3;
  setup.lesson_without_hints = true;
  MatchSession session(make_match(setup, 1).value(), setup, 1);
  if (hint) session.note_hint_shown();
  REQUIRE(session.play(win ? Move{0, 2, false} : Move{0, 3, false}).ok());
  for (int i = 0; i < 100 && !session.over(); ++i) {
    if (session.person_to_move()) {
      const Heaps& now = session.match().position();
      const std::size_t row = now[0] > 0 ? 0 : 1;
      REQUIRE(session.play(Move{row, 1, false}).ok());
    } else {
      (void)session.think(0.5);
    }
  }
  REQUIRE(session.over());
  CHECK(session.update_statistics(stats));
  CHECK_FALSE(session.update_statistics(stats));  // a result counts once
}

}  // namespace

TEST_CASE("a challenge of wins in a row: a loss or a hint starts the row again", "[session]") {
  Statistics stats;
  play_challenge(stats, true, false);
  play_challenge(stats, true, false);
  CHECK(stats.lessons.at("digital-sum").wins_in_row == 2);
  play_challenge(stats, false, false);
  CHECK(stats.lessons.at("digital-sum").wins_in_row == 0);
  play_challenge(stats, true, false);
  play_challenge(stats, true, true);  // won with the hint shown: does not count
  CHECK(stats.lessons.at("digital-sum").wins_in_row == 0);
  CHECK_FALSE(stats.lessons.at("digital-sum").passed);
  for (int i = 0; i < 3; ++i) play_challenge(stats, true, false);
  CHECK(stats.lessons.at("digital-sum").wins_in_row == 3);
  CHECK(stats.lessons.at("digital-sum").passed);
  CHECK(stats.entries.empty());
}
