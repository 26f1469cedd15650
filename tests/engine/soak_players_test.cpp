// Soak: thousands of computer-against-computer games per variant through the
// engine's Match, with the invariants checked after every move.
#include <catch2/catch.hpp>

#include "marienbad/ladder.hpp"
#include "marienbad/match.hpp"

using namespace marienbad;

namespace {

Count tokens(const Heaps& heaps) {
  Count total = 0;
  for (Count h : heaps) total += h;
  return total;
}

struct SoakVariant {
  GameKind kind;
  std::vector<Count> set;
  Heaps bound;
};

void soak(const SoakVariant& variant, Rule rule, int games, std::uint64_t seed) {
  const Game game = Game::make(variant.kind, rule, variant.set).value();
  std::vector<std::unique_ptr<Player>> players;
  for (auto name : level_names()) players.push_back(make_player(name).value());
  Rng rng(seed);
  for (int g = 0; g < games; ++g) {
    const Heaps start = random_start(game, variant.bound, rng);
    const auto a = static_cast<std::size_t>(rng.below(players.size()));
    const auto b = static_cast<std::size_t>(rng.below(players.size()));
    const int first = static_cast<int>(rng.below(2));
    Match match = Match::make(game, start, first,
                              {std::string(players[a]->level()), std::string(players[b]->level())})
                      .value();
    const Count limit = tokens(start);  // every move takes at least one token
    // Plain checks, reported through Catch only on failure: millions of moves.
    while (!match.over()) {
      const Heaps before = match.position();
      const int side = match.side_to_move();
      const Move move = players[side == 0 ? a : b]->choose(game, before, rng);
      const auto fail = [&](const char* what) {
        FAIL(what << ": " << to_string(variant.kind) << " " << to_string(rule) << " from "
                  << join_counts(before) << ", " << players[side == 0 ? a : b]->level()
                  << " played " << game.move_text(move));
      };
      if (!game.check_move(before, move).ok()) fail("illegal move");
      if (!match.play(move).ok()) fail("the match refused the move");
      const Heaps& after = match.position();
      if (after.size() != before.size()) fail("the number of heaps changed");
      for (std::size_t i = 0; i < after.size(); ++i) {
        if (after[i] > before[i]) fail("a heap grew");
      }
      if (tokens(after) >= tokens(before)) fail("the position did not decrease");
      if (match.cursor() > limit) fail("the game did not end");
    }
    // The winner is the last mover under normal play, the other side under misère.
    const int last_mover = (first + static_cast<int>(match.cursor()) + 1) % 2;
    REQUIRE(match.winner().has_value());
    CHECK(*match.winner() == (rule == Rule::Normal ? last_mover : 1 - last_mover));
  }
}

}  // namespace

TEST_CASE("soak: computer players in every variant, invariants after every move") {
  const std::vector<SoakVariant> variants = {
      {GameKind::Nim, {}, {1, 3, 5, 7}},
      {GameKind::Nim, {}, {15, 15, 15, 15, 15, 15, 15, 15}},
      {GameKind::Subtraction, {1, 2, 3}, {21}},
      {GameKind::Subtraction, {1, 3, 4}, {100}},
      {GameKind::Subtraction, {2, 5, 7, 10}, {100}},
      {GameKind::Wythoff, {}, {11, 15}},
      {GameKind::Wythoff, {}, {30, 30}},
  };
  std::uint64_t seed = 1;
  for (const auto& variant : variants) {
    for (Rule rule : {Rule::Normal, Rule::Misere}) soak(variant, rule, 2000, seed++);
  }
}

TEST_CASE("soak: every level moves legally from huge positions without enumerating them") {
  const std::vector<std::pair<GameKind, Heaps>> huge = {
      {GameKind::Nim, {kMaxHeap, kMaxHeap - 1, 1ULL << 40, 3}},
      {GameKind::Nim, Heaps(64, kMaxHeap)},
      {GameKind::Subtraction, {kMaxHeap}},
      {GameKind::Wythoff, {kMaxHeap, kMaxHeap - 12345}},
      {GameKind::Wythoff, {cold_position(kMaxWythoffRank).x, cold_position(kMaxWythoffRank).y}},
  };
  Rng rng(99);
  for (const auto& [kind, heaps] : huge) {
    for (Rule rule : {Rule::Normal, Rule::Misere}) {
      const Game game = Game::make(kind, rule, {1, 5, 9}).value();
      REQUIRE(game.check_position(heaps).ok());
      for (auto name : level_names()) {
        auto player = make_player(name).value();
        for (int i = 0; i < 20; ++i) {
          const Move move = player->choose(game, heaps, rng);
          INFO(name << " " << to_string(kind) << " " << game.move_text(move));
          REQUIRE(game.check_move(heaps, move).ok());
          if (name == "perfect" && game.outcome(heaps) == Outcome::N) {
            CHECK(game.outcome(game.apply(heaps, move)) == Outcome::P);
          }
        }
      }
    }
  }
}
