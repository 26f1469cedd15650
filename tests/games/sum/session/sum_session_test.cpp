// A sum of games as a match of the game: its setup (presets, parts, the limits of the
// boards), a match played to the end against the computer with undo and redo, the
// statistics record, and the text kept for Continue — strictly checked when read back.
#include <catch2/catch.hpp>

#include "marienbad/player.hpp"
#include "marienbad/rng.hpp"
#include "session/game_rules.hpp"
#include "session/match_session.hpp"
#include "session/saved_match.hpp"
#include "session/sum_setup.hpp"
#include "session_test_support.hpp"

using namespace marienbad;
using namespace marienbad::app;
using marienbad::app::test::make_session;
using marienbad::app::test::think_until_played;

namespace {

MatchSetup classic(FirstMover first = FirstMover::Human) {
  MatchSetup setup = default_setup(GameKind::Sum);
  setup.first = first;
  setup.level = "perfect";
  return setup;
}

}  // namespace

TEST_CASE("the standard sum: Marienbad 1-3-5 + 21 + Dornim (3, 5), normal play", "[session][sum]") {
  const MatchSetup setup = default_setup(GameKind::Sum);
  CHECK(setup.kind == GameKind::Sum);
  CHECK(setup.rule == Rule::Normal);
  REQUIRE(setup.parts.size() == 3);
  CHECK(sum_part_text(setup.parts[0]) == "nim:1,3,5");
  CHECK(sum_part_text(setup.parts[1]) == "subtraction:21:1,2,3");
  CHECK(sum_part_text(setup.parts[2]) == "wythoff:3,5");
  CHECK(game_rules(GameKind::Sum).normal_only);
  CHECK_FALSE(game_rules(GameKind::Nim).normal_only);
  auto match = make_match(setup, 1);
  REQUIRE(match.ok());
  CHECK(match->game().is_sum());
  CHECK(match->start() == Heaps{1, 3, 5, 21, 3, 5});
  // 7 ⊕ 1 ⊕ 0 = 6: whoever starts wins.
  CHECK(match->game().grundy(match->start()) == 6);
  // Every preset is a playable start the screen can show.
  for (const SumPreset& preset : sum_presets()) {
    CAPTURE(preset.key);
    CHECK(check_playable(sum_setup(preset.parts)).ok());
  }
}

TEST_CASE("a sum's setup is checked: 2 to 4 parts the boards can show, normal play",
          "[session][sum]") {
  MatchSetup setup = classic();
  CHECK(check_playable(setup).ok());
  setup.parts.resize(1);
  CHECK_FALSE(check_playable(setup).ok());  // one part: not a sum on screen
  setup = classic();
  setup.parts.push_back(setup.parts[0]);
  setup.parts.push_back(setup.parts[1]);
  const auto five = check_playable(setup);
  REQUIRE_FALSE(five.ok());
  CHECK(five.error().find("2 to 4 parts") != std::string::npos);
  setup = classic();
  setup.rule = Rule::Misere;
  const auto misere = check_playable(setup);
  REQUIRE_FALSE(misere.ok());
  CHECK(misere.error().find("normal rule only") != std::string::npos);
  setup = classic();
  setup.parts[0].heaps = {1, 3, 16};  // a row the board cannot show
  const auto row = check_playable(setup);
  REQUIRE_FALSE(row.ok());
  CHECK(row.error().find("part 1") != std::string::npos);
  setup = classic();
  setup.parts[2].heaps = {3, 24};  // off the largest Dornim board
  CHECK_FALSE(check_playable(setup).ok());
  setup = classic();
  setup.start = {1, 3, 5, 21, 3};  // the start does not fit the parts
  CHECK_FALSE(check_playable(setup).ok());
  setup.start = {0, 0, 0, 0, 0, 0};  // already over
  CHECK_FALSE(check_playable(setup).ok());
}

TEST_CASE("each part is its own game's setup at the sum's start", "[session][sum]") {
  MatchSetup setup = classic();
  setup.start = {1, 3, 2, 20, 3, 5};  // "try again from here"
  auto parts = sum_part_setups(setup);
  REQUIRE(parts.ok());
  REQUIRE(parts->size() == 3);
  CHECK((*parts)[0].kind == GameKind::Nim);
  CHECK((*parts)[0].start == Heaps{1, 3, 2});
  CHECK((*parts)[1].kind == GameKind::Subtraction);
  CHECK((*parts)[1].start == Heaps{20});
  CHECK((*parts)[1].set == std::vector<Count>{1, 2, 3});
  CHECK((*parts)[2].kind == GameKind::Wythoff);
  CHECK((*parts)[2].board_size == SetupLimits::kMinBoard);  // (3, 5) fits the smallest board
  auto match = make_match(setup, 1);
  REQUIRE(match.ok());
  CHECK(match->start() == setup.start);
}

TEST_CASE("a sum played to the end against the computer, with undo and redo", "[session][sum]") {
  MatchSession session = make_session(classic());
  const Game& game = session.match().game();
  REQUIRE(session.person_to_move());
  // The person plays the winning move of the hint: part 1, 2 from row 3 (Σ becomes 0).
  const Move winning = game.sum()->sum_move(0, Move{2, 2, false});
  CHECK(game.outcome(game.apply(session.match().position(), winning)) == Outcome::P);
  REQUIRE(session.play(winning).ok());
  think_until_played(session);
  REQUIRE(session.can_undo());
  REQUIRE(session.undo());
  CHECK(session.match().cursor() == 0);
  CHECK(session.person_to_move());
  REQUIRE(session.redo());
  CHECK(session.match().cursor() == 2);
  // Then the person always restores Σ = 0 until no move is left: the person wins.
  int guard = 0;
  while (!session.over() && guard++ < 200) {
    if (session.computer_to_move()) {
      think_until_played(session);
      continue;
    }
    const auto moves = game.winning_moves(session.match().position());
    REQUIRE_FALSE(moves.empty());
    REQUIRE(session.play(moves.front()).ok());
  }
  REQUIRE(session.over());
  auto end = session.take_end();
  REQUIRE(end);
  REQUIRE(end->person_won);
  CHECK(*end->person_won);
  Statistics stats;
  CHECK(session.update_statistics(stats));
  CHECK(stats.get("sum", "perfect").played == 1);
  CHECK(stats.get("sum", "perfect").won == 1);
  CHECK(game.is_terminal(session.match().position()));
}

TEST_CASE("an unfinished sum is kept for Continue and read back strictly", "[session][sum]") {
  MatchSession session = make_session(classic());
  const Move move = session.match().game().sum()->sum_move(1, Move{0, 3, false});
  REQUIRE(session.play(move).ok());
  const auto text = session.unfinished_text();
  REQUIRE(text);
  const auto saved = saved_match_from_text(*text);
  REQUIRE(saved.ok());
  CHECK(saved->setup.kind == GameKind::Sum);
  CHECK(saved->setup.parts == session.setup().parts);
  CHECK(saved->match.position() == session.match().position());
  CHECK(saved->match.game().is_sum());

  // Damages by hand, each the only change (the file is the player's).
  const auto with = [&](const std::string& from, const std::string& to) {
    std::string damaged = *text;
    const std::size_t at = damaged.find(from);
    REQUIRE(at != std::string::npos);
    return damaged.replace(at, from.size(), to);
  };
  const auto refused = [&](const std::string& damaged, const std::string& why) {
    const auto result = saved_match_from_text(damaged);
    REQUIRE_FALSE(result.ok());
    CHECK(result.error().find(why) != std::string::npos);
  };
  refused(with("\"parts\"", "\"partz\""), "missing 'parts'");
  refused(with("\"wythoff:3,5\"", "3"), "bad 'parts'");
  refused(with("\"wythoff:3,5\"", "\"chess:3,5\""), "unknown game");
  // The setup's own start may differ from the match's (New game starts there), not its games.
  CHECK(saved_match_from_text(with("\"nim:1,3,5\"", "\"nim:1,3,4\"")).ok());
  refused(with("\"subtraction:21:1,2,3\"", "\"subtraction:21:1,3,4\""), "parts differ");
  refused(with("\"wythoff:3,5\"", "\"nim:3,5\""), "parts differ");
  refused(with("\"wythoff:3,5\"", "\"wythoff:3,5\", \"nim:1\", \"nim:1\""), "too many 'parts'");
  refused(with("\"kind\": \"sum\"", "\"kind\": \"nim\""), "'parts' is only for a sum");
  refused(with("\"kind\": \"sum\"", "\"kind\": \"sums\""), "unknown game");
  refused(with("\"rule\": \"normal\"", "\"rule\": \"misere\""), "");
  // A single game's setup may not carry parts.
  const MatchSetup nim = default_setup(GameKind::Nim);
  auto nim_match = make_match(nim, 1);
  REQUIRE(nim_match.ok());
  std::string single = saved_match_to_text(nim_match.value(), nim);
  single.insert(single.find("\"kind\""), "\"parts\": [\"nim:1,3,5\"], ");
  refused(single, "'parts' is only for a sum");
}

// docs/playing.md's figure: from winning positions of the game's own sums, perfect (to move)
// against every level wins every game.
TEST_CASE("perfect never loses from a winning position of the game's sums", "[session][sum]") {
  Rng rng(14);
  std::size_t games = 0;
  for (const SumPreset& preset : sum_presets()) {
    const Game game = make_sum_game(sum_setup(preset.parts)).value();
    const Heaps top = game.standard_start();
    for (std::string_view level : level_names()) {
      const auto perfect = make_player("perfect").value();
      const auto other = make_player(level).value();
      for (int played = 0; played < 100;) {
        Heaps start = top;
        for (Count& heap : start) heap = rng.below(heap + 1);
        if (!game.check_position(start).ok() || game.outcome(start) != Outcome::N) continue;
        Match match = Match::make(game, start, 0, {"perfect", std::string(level)}).value();
        while (!match.over()) {
          const Player& mover = match.side_to_move() == 0 ? *perfect : *other;
          REQUIRE(match.play(mover.choose(game, match.position(), rng)).ok());
        }
        INFO(preset.key << " against " << level << ": " << match.serialize());
        REQUIRE(match.winner() == 0);
        ++played;
        ++games;
      }
    }
  }
  CHECK(games == sum_presets().size() * level_names().size() * 100);
}
