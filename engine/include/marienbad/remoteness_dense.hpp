#pragma once
// A game's own remoteness table (remoteness.hpp), for a game whose positions below a root can
// be ranked without a map: its model builds it in its folder (engine/games/ID/ID_remoteness.cpp)
// from these pieces, and remoteness.cpp asks the model, never its type. A model offers
//   Count remoteness_states(const Heaps& root, Count cap) const;  // saturating at cap + 1
//   std::optional<DenseRemoteness> remoteness_table(const Heaps& root, Count cap) const;
// and may offer
//   bool dense_remoteness() const;  // false: explore this one instead (a sum with a Kayles part)
//   bool remoteness_too_big(const Heaps& root, Count cap) const;  // a cheap refusal
//   std::size_t remoteness_work(const Heaps& heaps) const;  // entries looked at per position
// A game without remoteness_table has its positions explored from the root.
#include <algorithm>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "marienbad/game_model.hpp"

namespace marienbad {

// A position's value as a table holds it: its remoteness, bit 31 set when it is lost (P).
inline constexpr std::uint32_t kRemotenessLostBit = std::uint32_t{1} << 31;

// What the moves along some lines lead to: the fastest loss among them (for a win) and the
// slowest remoteness of all (for a loss). Lines of moves are prefixes, so these sum up as a
// search walks along them.
struct RemotenessReach {
  std::uint32_t fastest_lost = UINT32_MAX;  // smallest remoteness of a P position reached
  std::uint32_t slowest_plus1 = 0;          // 1 + largest remoteness reached; 0: none reached

  void add(std::uint32_t bits) {
    const std::uint32_t r = bits & ~kRemotenessLostBit;
    if (bits & kRemotenessLostBit) fastest_lost = std::min(fastest_lost, r);
    slowest_plus1 = std::max(slowest_plus1, r + 1);
  }
  void add(const RemotenessReach& other) {
    fastest_lost = std::min(fastest_lost, other.fastest_lost);
    slowest_plus1 = std::max(slowest_plus1, other.slowest_plus1);
  }
  // The value of a position whose moves reach exactly this.
  std::uint32_t value(Rule rule) const {
    if (slowest_plus1 == 0) return terminal_outcome(rule) == Outcome::P ? kRemotenessLostBit : 0;
    if (fastest_lost != UINT32_MAX) return fastest_lost + 1;
    return slowest_plus1 | kRemotenessLostBit;
  }
};

// Every position below a root, ranked: its value at its rank.
struct DenseRemoteness {
  std::vector<std::uint32_t> values;
  // The rank of a position, std::nullopt when the root does not reach it.
  std::function<std::optional<std::size_t>(const Heaps&)> rank;
};

namespace detail {

// a + b, or cap + 1 when that passes cap.
inline Count saturating_add(Count a, Count b, Count cap) {
  return a > cap || b > cap - a ? cap + 1 : a + b;
}

// The tokens of a position, saturating below kMaxHeap.
inline Count total_tokens(const Heaps& heaps) {
  Count tokens = 0;
  for (Count h : heaps) tokens = saturating_add(tokens, h, kMaxHeap - 1);
  return tokens;
}

}  // namespace detail

}  // namespace marienbad
