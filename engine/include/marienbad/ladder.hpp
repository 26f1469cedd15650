#pragma once
// The ladder: a round robin of every level, to measure that each one beats the
// one below it. Deterministic from its seed.
#include <array>
#include <string>

#include "marienbad/player.hpp"

namespace marienbad {

// Limits that keep a ladder run finite and short (checked by play_ladder).
inline constexpr Count kMaxLadderGames = 100'000;  // games per pair of levels
inline constexpr Count kMaxLadderTokens = 10'000;  // tokens in the start position
// Games per pair × tokens of the start: a game lasts up to one move per token, so this
// bounds the moves (e.g. 100000 games of 20 tokens, or 200 games of 10000).
inline constexpr Count kMaxLadderWork = 2'000'000;
// Games per pair × tokens × the heaps a position can spread over (Kayles 10000 pins: up to
// 5000 rows): each move costs about one pass over them, so this bounds the run's time (about a
// minute; Kayles 10000 allows 20 games, a sum with a Kayles part of 3000 pins 222).
inline constexpr Count kMaxLadderHeapWork = 1'000'000'000;

struct LadderOptions {
  Heaps start;  // the variant's position, or the bound for random starts
  Count games_per_pair = 200;
  std::uint64_t seed = 0;
  bool random_starts = false;  // each heap uniform in 0..start[i], never finished
};

struct LadderResult {
  std::vector<std::string> levels;  // weakest first
  Count games_per_pair = 0;
  std::vector<std::vector<Count>> wins;  // wins[i][j]: games level i won against level j
  // Share of its games against j that i won; a level against itself: 1/2 (not played).
  double win_rate(std::size_t i, std::size_t j) const;
  Count win_permille(std::size_t i, std::size_t j) const;  // rounded to nearest
};

// A position drawn with each heap uniform in 0..bound[i], redrawn while finished
// (after many failed draws, the bound itself, which must not be finished). A game whose
// positions have their own text (a Hackenbush picture: GameInfo::parse_text) is no box of
// numbers: its start is the bound after up to 3 random moves, never finished.
Heaps random_start(const Game& game, const Heaps& bound, Rng& rng);

// One game: `players[side]` plays side `side`, `first` moves first. Returns the
// winner. The start must be a valid position that is not finished.
int play_game(const Game& game, const Heaps& start, int first,
              const std::array<const Player*, 2>& players, Rng& rng);

// Whether a ladder of `games` games per pair from `start` (or from random starts
// bounded by it) stays within the limits above; the reason when not.
Status check_ladder(const Game& game, const Heaps& start, Count games);

// Pairs of games share a start and swap who begins.
Result<LadderResult> play_ladder(const Game& game, const LadderOptions& options);

}  // namespace marienbad
