// Sums of games in play: the match (undo, redo, save and continue), the
// remoteness table against the solver, reviews, and every computer level —
// perfect never loses a won sum, the others always play legal moves.
#include <catch2/catch.hpp>

#include "marienbad/analysis.hpp"
#include "marienbad/match.hpp"
#include "marienbad/player.hpp"
#include "marienbad/remoteness.hpp"
#include "marienbad/solver.hpp"
#include "sum_support.hpp"

using namespace marienbad;
using marienbad::testing::make_sum;

namespace {

// A random sum of 1 to 4 small parts at a random start (maybe a finished one).
Game random_small_sum(Rng& rng) {
  std::vector<std::string> texts;
  const std::size_t parts = 1 + static_cast<std::size_t>(rng.below(4));
  for (std::size_t i = 0; i < parts; ++i) {
    const auto n = [&](Count max) { return std::to_string(rng.below(max + 1)); };
    switch (rng.below(4)) {
      case 0:
        texts.push_back("nim:" + n(4) + "," + n(4));
        break;
      case 1:
        texts.push_back("subtraction:" + n(15) + ":1,3,4");
        break;
      case 2:
        texts.push_back("subtraction:" + n(15) + ":2,5");
        break;
      default:
        texts.push_back("wythoff:" + n(6) + "," + n(6));
        break;
    }
  }
  return make_sum(texts);
}

}  // namespace

TEST_CASE("sum match: play, undo, redo, save and continue") {
  const Game game = make_sum({"nim:1,3,5", "subtraction:21:1,3,4", "wythoff:3,5"});
  Match match = Match::make(game, game.standard_start(), 1, {"perfect", "human"}).value();
  for (const char* move : {"1:3-3", "3:xy-1", "2:4", "3:x-2"}) REQUIRE(match.play_text(move).ok());
  CHECK(match.position() == Heaps{1, 3, 2, 17, 0, 4});
  REQUIRE(match.undo());
  CHECK(match.position() == Heaps{1, 3, 2, 17, 2, 4});
  REQUIRE(match.redo());
  REQUIRE(match.undo());
  CHECK_FALSE(match.play_text("4:1").ok());
  CHECK_FALSE(match.play_text("2:2").ok());  // not in {1, 3, 4}
  const std::string text = match.serialize();
  CHECK(text ==
        "marienbad-match 1\ngame sum\nrule normal\n"
        "parts nim:1,3,5 subtraction:21:1,3,4 wythoff:3,5\nfirst 1\nplayers perfect human\n"
        "moves 1:3-3 3:xy-1 2:4 3:x-2\ncursor 3\n");
  auto loaded = Match::parse(text);
  REQUIRE(loaded.ok());
  CHECK(loaded->serialize() == text);
  CHECK(loaded->game().is_sum());
  CHECK(loaded->position() == Heaps{1, 3, 2, 17, 2, 4});
  CHECK(loaded->start() == game.standard_start());
  CHECK(loaded->moves().size() == 4);

  const std::string head = "marienbad-match 1\ngame sum\n";
  const std::string tail = "first 0\nplayers a b\nmoves\ncursor 0\n";
  const std::pair<std::string, std::string> broken[] = {
      {head + "rule misere\nparts nim:1\n" + tail, "normal rule only"},
      {head + "rule normal\nparts nim:1\nstart 1\n" + tail, "on the 'parts' line only"},
      {head + "rule normal\nset 1,2\nparts subtraction:3\n" + tail, "on the 'parts' line only"},
      {head + "rule normal\nparts chess:1\n" + tail, "part 'chess:1': unknown game"},
      {head + "rule normal\nparts wythoff:3000,1\n" + tail, "beyond the exact Grundy table"},
      {head + "rule normal\n" + tail, "a sum needs at least one part"},
      {head + "rule normal\nparts nim:0 nim:0\n" + tail, "already finished"},
      {head + "rule normal\nparts nim:1 nim:1 nim:1 nim:1 nim:1 nim:1 nim:1 nim:1 nim:1\n" + tail,
       "at most 8 parts"},
      {"marienbad-match 1\ngame nim\nrule normal\nparts nim:1\n" + tail, "only for a sum"},
      {head + "rule normal\nparts nim:1,2\nfirst 0\nplayers a b\nmoves 1:3-1\ncursor 1\n",
       "part 1: there is no row 3"},
  };
  for (const auto& [saved, reason] : broken) {
    INFO(saved);
    const auto parsed = Match::parse(saved);
    REQUIRE_FALSE(parsed.ok());
    CHECK(parsed.error().find(reason) != std::string::npos);
    CHECK(parsed.error().find('\n') == std::string::npos);
  }
}

TEST_CASE("sum remoteness: the table agrees with the solver below a small sum") {
  for (const auto& texts :
       std::vector<std::vector<std::string>>{{"nim:2,3", "subtraction:9:1,3,4", "wythoff:3,4"},
                                             {"wythoff:5,2", "wythoff:1,4"},
                                             {"subtraction:12:2,5", "nim:3"}}) {
    const Game game = make_sum(texts);
    const Heaps root = game.standard_start();
    const auto table = RemotenessTable::build(game, root);
    REQUIRE(table);
    Solver solver(*game.sum());
    Heaps heaps(root.size(), 0);
    std::size_t positions = 0;
    while (true) {
      const SolvedPosition& solved = solver.solve(heaps);
      const auto value = table->find(heaps);
      REQUIRE(value);
      REQUIRE(value->outcome == solved.outcome);
      REQUIRE(value->remoteness == solved.remoteness);
      ++positions;
      std::size_t i = 0;
      while (i < root.size() && heaps[i] == root[i]) heaps[i++] = 0;
      if (i == root.size()) break;
      ++heaps[i];
    }
    CHECK(positions == table->size());
    Heaps above = root;
    ++above[0];
    CHECK_FALSE(table->find(above));
    CHECK(remoteness(game, root) == solver.solve(root).remoteness);
  }
  // Too many positions, or too many moves to look at: unknown, never a guess.
  CHECK_FALSE(remoteness(make_sum({"wythoff:2000,2000", "nim:1000"}), {2000, 2000, 1000}));
  CHECK_FALSE(remoteness(make_sum({"nim:1000,1000"}), {1000, 1000}));
  CHECK(remoteness(make_sum({"nim:100,100"}), {100, 100}) == 2 * 100u);
}

TEST_CASE("sum review: moves between sum positions, each rated") {
  const Game game = make_sum({"nim:1,3,5", "wythoff:3,5"});
  CHECK(move_between(game, {1, 3, 5, 3, 5}, {1, 3, 5, 1, 3}).value() == Move{3, 2, true});
  CHECK(move_between(game, {1, 3, 5, 3, 5}, {1, 3, 2, 3, 5}).value() == Move{2, 3, false});
  // The same amount off two heaps of different parts, or two Nim rows: no move.
  CHECK_FALSE(move_between(game, {1, 3, 5, 3, 5}, {1, 3, 4, 2, 5}).ok());
  CHECK_FALSE(move_between(game, {1, 3, 5, 3, 5}, {1, 3, 4, 3, 4}).ok());
  CHECK_FALSE(move_between(game, {1, 3, 5, 3, 5}, {1, 2, 4, 3, 5}).ok());
  const auto reviews = review_game(game, {{1, 3, 5, 3, 5}, {1, 3, 2, 3, 5}, {1, 3, 2, 2, 5}});
  REQUIRE(reviews.ok());
  REQUIRE(reviews->size() == 2);
  CHECK(reviews.value()[0].rating == MoveRating::Winning);
  CHECK(reviews.value()[1].rating == MoveRating::Lost);
  CHECK(reviews.value()[0].remoteness_after);
}

TEST_CASE("sum verdicts: every move's verdict follows the XOR, remoteness from the solver") {
  const Game game = make_sum({"nim:2,3", "subtraction:7:1,3,4", "wythoff:2,3"});
  const Heaps heaps = game.standard_start();
  const auto verdicts = move_verdicts(game, heaps);
  REQUIRE(verdicts.size() == game.move_count(heaps));
  Solver solver(*game.sum());
  for (const MoveVerdict& verdict : verdicts) {
    CHECK(verdict.wins == (game.grundy(verdict.to) == 0));
    REQUIRE(verdict.remoteness);
    CHECK(*verdict.remoteness == solver.solve(verdict.to).remoteness);
  }
}

TEST_CASE("sum players: perfect never loses a won sum, against every level") {
  Rng rng(2024);
  std::size_t games = 0;
  while (games < 400) {
    const Game game = random_small_sum(rng);
    const Heaps start = game.standard_start();
    if (game.outcome(start) != Outcome::N) continue;
    const std::string opponent(level_names()[games % level_names().size()]);
    const auto perfect = make_player("perfect").value();
    const auto other = make_player(opponent).value();
    Match match = Match::make(game, start, 0, {"perfect", opponent}).value();
    while (!match.over()) {
      const bool perfect_moves = match.side_to_move() == 0;
      const Heaps& position = match.position();
      const Move move = (perfect_moves ? *perfect : *other).choose(game, position, rng);
      REQUIRE(game.check_move(position, move).ok());
      // Perfect on a won position always leaves a lost one (XOR 0).
      if (perfect_moves) REQUIRE(game.grundy(game.apply(position, move)) == 0);
      REQUIRE(match.play(move).ok());
    }
    INFO(match.serialize());
    REQUIRE(match.winner() == 0);
    ++games;
  }
}

TEST_CASE("sum players: every level plays a legal move, on huge sums too") {
  Rng rng(7);
  const std::vector<Game> huge = {
      make_sum(
          {"nim:9223372036854775807,5,9", "wythoff:2000,1999", "subtraction:9223372036854775806"}),
      make_sum({"wythoff:2000,2000", "wythoff:1234,1999"}),
      make_sum({"nim:1000000,1000000,3", "subtraction:1000000:1,3,4"}),
  };
  for (std::string_view level : level_names()) {
    const auto player = make_player(level).value();
    for (const Game& game : huge) {
      const Heaps start = game.standard_start();
      for (int trial = 0; trial < 3; ++trial) {
        const Move move = player->choose(game, start, rng);
        INFO(level << " from " << game.sum()->position_text(start));
        REQUIRE(game.check_move(start, move).ok());
      }
    }
    for (int trial = 0; trial < 60; ++trial) {
      const Game game = random_small_sum(rng);
      Heaps position = game.standard_start();
      while (!game.is_terminal(position)) {
        const Move move = player->choose(game, position, rng);
        REQUIRE(game.check_move(position, move).ok());
        position = game.apply(position, move);
      }
    }
  }
}
