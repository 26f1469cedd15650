#pragma once
// Remoteness: how many moves are left when the winner hurries and the loser
// delays. 0 when no move is possible; for a winning (N) position 1 + the
// smallest remoteness among the moves to losing positions; for a losing (P)
// position 1 + the largest remoteness among all moves. Both rules alike.
//
// It needs every position below the one asked about, so it is exact or
// nothing: a table is built only when the positions reachable from the root
// fit kMaxRemotenessStates, decided from an exact count (or a cheap bound)
// before any search; beyond, the answer is std::nullopt, never a guess.
// The search is bottom-up (no recursion), one pass per reachable position:
//   - a game whose model ranks its positions below a root densely builds its own table
//     (marienbad/remoteness_dense.hpp, in its folder: the subtraction game's array of heaps,
//     Wythoff's board with each line of moves summed up as a prefix, Nim's multisets of rows,
//     a sum's box of heap vectors, bounded by the moves it looks at: kMaxSumRemotenessMoves);
//   - any other game (e.g. Kayles): the positions explored from the root, in
//     the model's canonical form when it has one (canonical(heaps): Kayles'
//     rows sorted, empty ones left out), at most kMaxExploredStates and
//     kMaxExploredWork, so that a refusal is as quick as an answer; every
//     move removes tokens, so fewer tokens come first.
// Which of these a game gets follows from what its model offers, not from its kind.
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <vector>

#include "marienbad/game.hpp"

namespace marienbad {

// At most this many reachable positions (2^20, a little over a million): e.g.
// Nim 3-5-7-9 (1920 multisets) or 8 rows of 15 (490314), a subtraction heap of
// 10^6, the Wythoff board up to 1000x1000.
inline constexpr std::size_t kMaxRemotenessStates = std::size_t{1} << 20;
// Nim also keeps one entry per (multiset, row): at most 2^23 of them (64 MB).
inline constexpr std::size_t kMaxRemotenessRowEntries = std::size_t{1} << 23;
// A sum: at most this many positions times the root's legal moves (about 0.3 s).
inline constexpr std::size_t kMaxSumRemotenessMoves = std::size_t{1} << 23;
// A game explored position by position (a map of positions): at most this many,
inline constexpr std::size_t kMaxExploredStates = std::size_t{1} << 16;
// and at most this much work: the moves looked at, each times the heaps of its
// position (what applying it copies), checked before a position's moves are
// listed. Kayles 64 rows of 3 passes it within a few hundred positions.
inline constexpr std::size_t kMaxExploredWork = std::size_t{1} << 25;
// Where a player waits on the answer (the window rates each move as it is played): an
// explored game's table is kept to this many positions. Near kMaxExploredStates, a Kayles
// table takes seconds and a refusal most of one; at this size a few milliseconds.
inline constexpr std::size_t kMaxQuickExploredStates = std::size_t{1} << 10;

struct PositionValue {
  Outcome outcome;  // under the game's rule
  std::uint32_t remoteness;
  friend bool operator==(const PositionValue&, const PositionValue&) = default;
};

// The exact value of every position reachable from a root.
class RemotenessTable {
 public:
  // std::nullopt when the root (a valid position) reaches more than max_states
  // positions; the refusal costs O(rows) for huge positions.
  static std::optional<RemotenessTable> build(const Game& game, const Heaps& root,
                                              std::size_t max_states = kMaxRemotenessStates);
  // How many positions the root reaches (Nim: multisets of rows), saturating
  // at cap + 1. Cheap: O(rows), or O(tokens) for Nim when the tokens fit cap.
  static Count reachable_states(const Game& game, const Heaps& root, Count cap);
  // Whether the game counts its positions without a search (Nim's bound, a dense table):
  // false for a game whose positions are explored, whose refusals cost up to kMaxExploredWork.
  static bool counts_cheaply(const Game& game);

  // std::nullopt when `heaps` is not reachable from the root.
  std::optional<PositionValue> find(const Heaps& heaps) const;
  std::optional<std::uint32_t> remoteness(const Heaps& heaps) const;
  std::size_t size() const { return values_.size(); }

  struct Builder;  // remoteness.cpp's: the model's own table, or its positions explored

 private:
  RemotenessTable() = default;
  std::optional<std::size_t> index(const Heaps& heaps) const;

  std::vector<std::uint32_t> values_;  // per position: remoteness, bit 31 set when P
  // A position's place in values_, std::nullopt when the root does not reach it: the game's own
  // ranking (DenseRemoteness::rank), or the explored positions' map.
  std::function<std::optional<std::size_t>(const Heaps&)> rank_;
};

// How many entries a table looks at per position for this game (Nim: its
// rows; a sum or an explored game: the root's moves, times the heaps for a sum
// with a Kayles part, whose every move copies its whole room), to size a table
// to a budget of work (the perfect player's).
std::size_t remoteness_work_per_state(const Game& game, const Heaps& heaps);

// The remoteness of one position, or std::nullopt when it is too big to know.
std::optional<std::uint32_t> remoteness(const Game& game, const Heaps& heaps);

// A played move judged from the mover's side.
enum class MoveRating {
  Winning,  // from a won (N) position to a lost (P) one: the right idea, fastest or not
  Blunder,  // from a won (N) position to a won (N) one: the win was thrown away
  Lost,     // from a lost (P) position: every move loses against perfect play
};
std::string_view to_string(MoveRating rating);  // "winning", "blunder", "lost"

struct MoveReview {
  MoveRating rating;
  std::optional<std::uint32_t> remoteness_before;  // std::nullopt when too big to know
  std::optional<std::uint32_t> remoteness_after;
  std::vector<Move> better;  // the winning moves that were available, for a blunder only
  u128 better_count = 0;     // how many: more than `better` lists when it is cut (Kayles)
};

// The move from `before` to `after`, or why there is none (not a legal move).
Result<Move> move_between(const Game& game, const Heaps& before, const Heaps& after);
// A position that play claims to reach (a bot's answer, a reviewed game past its start),
// before move_between judges the move: checked as a start (check_position), except in a game
// whose rows split, where play may go past the rows a start may have (1,024 rows of Kayles
// and one split) and move_between alone decides.
Status check_reached_position(const Game& game, const Heaps& position);

// Precondition: `after` follows `before` by a legal move. The remoteness comes
// from a table built from `before` when small enough, or from `table`, which
// must have been built from `before` or from a position that reaches it (null:
// the remoteness unknown, no table built).
MoveReview rate_move(const Game& game, const Heaps& before, const Heaps& after);
MoveReview rate_move(const Game& game, const Heaps& before, const Heaps& after,
                     const RemotenessTable* table);

// A whole game, move by move: positions[0] is the start. An illegal step is an
// error "ply N: A -> B is not a legal move" (plies numbered from 1).
inline constexpr std::size_t kMaxReviewPlies = 10'000;
// For a game whose positions are explored, the refusals (each up to kMaxExploredWork) a review's
// binary search may pay to skip the plies surely too big for a table.
inline constexpr std::size_t kMaxReviewProbes = 4;
Result<std::vector<MoveReview>> review_game(const Game& game, const std::vector<Heaps>& positions);
// Position `index` of a reviewed game, on its own: the start as a start, the others as
// reached (check_reached_position).
Status check_review_position(const Game& game, const Heaps& position, std::size_t index);

}  // namespace marienbad
