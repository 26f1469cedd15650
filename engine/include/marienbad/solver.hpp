#pragma once
// The generic exact solver: memoised search over any GameModel. It knows no
// theory, which is the point: every closed form is checked against it, and it
// answers custom variants that have no closed form. Small positions only.
#include <cstdint>
#include <memory>

#include "marienbad/game_model.hpp"

namespace marienbad {

struct SolvedPosition {
  Outcome outcome;           // under the game's rule
  Count grundy;              // normal-play Grundy value (mex of the successors)
  std::uint32_t remoteness;  // moves to the end when the winner hurries and the loser delays
};

struct HeapsHash {
  std::size_t operator()(const Heaps& heaps) const noexcept;
};

// The positions solved so far: open addressing over flat key storage, which
// costs far fewer allocations and cache misses than a node map of vectors.
class SolvedMemo {
 public:
  const SolvedPosition* find(const Heaps& heaps, std::uint64_t hash) const;
  // Precondition: heaps is not in the memo yet. The reference stays valid.
  const SolvedPosition& insert(const Heaps& heaps, std::uint64_t hash, const SolvedPosition& value);
  std::size_t size() const { return size_; }

 private:
  struct Entry {
    std::uint32_t offset;  // the key is keys_[offset, offset + length)
    std::uint32_t length;
    SolvedPosition value;
  };
  struct Slot {
    std::uint32_t index;  // entry index + 1; 0: empty
    std::uint32_t tag;    // the hash's high bits, to skip most wrong entries unseen
  };
  static constexpr unsigned kChunkBits = 12;  // entries live in chunks that never move
  Entry& entry(std::size_t index) const {
    return chunks_[index >> kChunkBits][index & ((std::size_t{1} << kChunkBits) - 1)];
  }
  void place(std::uint32_t index, std::uint64_t hash);
  void grow();
  std::size_t size_ = 0;
  std::vector<Count> keys_;
  std::vector<std::unique_ptr<Entry[]>> chunks_;
  std::vector<std::uint64_t> hashes_;  // per entry, for growing
  std::vector<Slot> slots_;            // a power of two long, at most half full
};

template <GameModel G>
class Solver {
 public:
  explicit Solver(G game) : game_(std::move(game)) {}

  const SolvedPosition& solve(const Heaps& heaps) {
    const std::uint64_t hash = HeapsHash{}(heaps);
    if (const SolvedPosition* found = memo_.find(heaps, hash)) return *found;
    SolvedPosition result{terminal_outcome(game_.rule()), 0, 0};
    const Count count = game_.move_count(heaps);
    if (count > 0) {
      std::vector<bool> seen(static_cast<std::size_t>(count) + 1, false);
      std::uint32_t fastest_win = UINT32_MAX, slowest_loss = 0;
      // One buffer per position for the children: apply() that takes its
      // position by value then reuses the buffer instead of allocating per move.
      Heaps child;
      for (Count index = 0; index < count; ++index) {
        child.assign(heaps.begin(), heaps.end());
        child = game_.apply(std::move(child), game_.nth_move(heaps, index));
        const SolvedPosition solved = solve(child);
        if (solved.grundy < seen.size()) seen[static_cast<std::size_t>(solved.grundy)] = true;
        if (solved.outcome == Outcome::P) {
          fastest_win = std::min(fastest_win, solved.remoteness);
        } else {
          slowest_loss = std::max(slowest_loss, solved.remoteness);
        }
      }
      result.grundy = 0;
      while (seen[static_cast<std::size_t>(result.grundy)]) ++result.grundy;
      if (fastest_win != UINT32_MAX) {
        result.outcome = Outcome::N;
        result.remoteness = fastest_win + 1;
      } else {
        result.outcome = Outcome::P;
        result.remoteness = slowest_loss + 1;
      }
    }
    return memo_.insert(heaps, hash, result);
  }

  std::size_t size() const { return memo_.size(); }
  const G& game() const { return game_; }

 private:
  G game_;
  SolvedMemo memo_;
};

}  // namespace marienbad
