#pragma once
// Soak: thousands of computer-against-computer games through the engine's Match, the
// invariants checked after every move; and every level from positions too large to enumerate.
#include <catch2/catch.hpp>

#include "marienbad/ladder.hpp"
#include "marienbad/match.hpp"

namespace marienbad::test {

inline Count tokens(const Heaps& heaps) {
  Count total = 0;
  for (Count h : heaps) total += h;
  return total;
}

struct SoakVariant {
  GameKind kind;
  std::vector<Count> set;
  Heaps bound;
};

inline void soak(const SoakVariant& variant, Rule rule, int games, std::uint64_t seed) {
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
    // Every move takes at least one token where the numbers count tokens; a picture's numbers
    // (GameInfo::parse_text) do not, and a row that splits (part_room) adds a heap.
    const GameInfo& info = game_info(variant.kind);
    const bool counted = info.parse_text == nullptr && info.part_room == nullptr;
    const Count limit = counted ? tokens(start) : 100'000;
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
      if (counted) {
        if (after.size() != before.size()) fail("the number of heaps changed");
        for (std::size_t i = 0; i < after.size(); ++i) {
          if (after[i] > before[i]) fail("a heap grew");
        }
        if (tokens(after) >= tokens(before)) fail("the position did not decrease");
      }
      if (match.cursor() > limit) fail("the game did not end");
    }
    // The winner is the last mover under normal play, the other side under misère.
    const int last_mover = (first + static_cast<int>(match.cursor()) + 1) % 2;
    REQUIRE(match.winner().has_value());
    CHECK(*match.winner() == (rule == Rule::Normal ? last_mover : 1 - last_mover));
  }
}

// Every level, 20 times, from a position too large to enumerate: a legal move, and perfect's
// wins where the position is won.
inline void check_levels_from_huge(GameKind kind, const std::vector<Count>& parameter,
                                   const Heaps& heaps) {
  Rng rng(99);
  for (Rule rule : {Rule::Normal, Rule::Misere}) {
    const Game game = Game::make(kind, rule, parameter).value();
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

}  // namespace marienbad::test
