#include "wythoff/wythoff.hpp"

#include <algorithm>

#include "marienbad/exact.hpp"
#include "marienbad/quote.hpp"

namespace marienbad {

WythoffRank wythoff_rank(Count v) {
  if (v == 0) return {0, false};
  // a(n) = v  <=>  n = ⌈v/φ⌉ = ⌊vφ⌋ - v + 1, when that n maps back to v.
  const Count phi_v = floor_phi(v);
  const Count lower = phi_v - v + 1;
  if (floor_phi(lower) == v) return {lower, false};
  // Otherwise b(m) = v with m = ⌈v/φ²⌉ = 2v - ⌊vφ⌋.
  return {2 * v - phi_v, true};
}

ColdPosition cold_position(Count rank) {
  const Count x = floor_phi(rank);
  return ColdPosition{rank, x, x + rank};
}

Status WythoffGame::check_position(const Heaps& heaps) const {
  if (heaps.size() != 2) {
    return Error{"wythoff has exactly two heaps (x,y), got " + std::to_string(heaps.size())};
  }
  for (Count h : heaps) {
    if (h > kMaxHeap) return Error{"a heap holds at most " + std::to_string(kMaxHeap)};
  }
  return Ok{};
}

bool WythoffGame::is_terminal(const Heaps& heaps) const {
  return heaps[0] == 0 && heaps[1] == 0;
}

u128 WythoffGame::total_moves(const Heaps& heaps) const {
  return u128{heaps[0]} + heaps[1] + std::min(heaps[0], heaps[1]);
}

Count WythoffGame::move_count(const Heaps& heaps) const {
  return saturate(total_moves(heaps));
}

Move WythoffGame::nth_move(const Heaps& heaps, Count index) const {
  if (index < heaps[0]) return Move{0, index + 1, false};
  index -= heaps[0];
  if (index < heaps[1]) return Move{1, index + 1, false};
  index -= heaps[1];
  return Move{0, index + 1, true};
}

std::vector<Move> WythoffGame::moves(const Heaps& heaps) const {
  std::vector<Move> all;
  for (Count a = 1; a <= heaps[0]; ++a) all.push_back(Move{0, a, false});
  for (Count a = 1; a <= heaps[1]; ++a) all.push_back(Move{1, a, false});
  for (Count a = 1; a <= std::min(heaps[0], heaps[1]); ++a) all.push_back(Move{0, a, true});
  return all;
}

Status WythoffGame::check_move(const Heaps& heaps, const Move& move) const {
  if (move.amount == 0) return Error{"a move slides the token at least one square"};
  if (move.both) {
    if (move.heap != 0) return Error{"a diagonal move is written xy-AMOUNT"};
    if (move.amount > std::min(heaps[0], heaps[1])) {
      return Error{"the token cannot slide " + std::to_string(move.amount) +
                   " squares diagonally from (" + join_counts(heaps) + ")"};
    }
    return Ok{};
  }
  if (move.heap > 1) return Error{"wythoff has heaps x and y only"};
  if (move.amount > heaps[move.heap]) {
    return Error{std::string(move.heap == 0 ? "x" : "y") + " is only " +
                 std::to_string(heaps[move.heap])};
  }
  return Ok{};
}

Heaps WythoffGame::apply(Heaps heaps, const Move& move) const {
  if (move.both) {
    heaps[0] -= move.amount;
    heaps[1] -= move.amount;
  } else {
    heaps[move.heap] -= move.amount;
  }
  return heaps;
}

namespace {

bool normal_cold(Count x, Count y) {
  const Count low = std::min(x, y), high = std::max(x, y);
  return floor_phi(high - low) == low;
}

// The other coordinate of the normal-play cold position that contains v.
Count cold_partner(Count v) {
  const WythoffRank r = wythoff_rank(v);
  return r.upper ? v - r.rank : v + r.rank;
}

}  // namespace

bool WythoffGame::is_cold(Count x, Count y) const {
  if (rule_ == Rule::Normal) return normal_cold(x, y);
  // Misère: (0,0), (1,2), (2,1) give way to (0,1), (1,0), (2,2); the rest is unchanged.
  const Count low = std::min(x, y), high = std::max(x, y);
  if ((low == 0 && high == 1) || (low == 2 && high == 2)) return true;
  if (low <= 1 && high <= 2) return false;
  return normal_cold(x, y);
}

Outcome WythoffGame::outcome(const Heaps& heaps) const {
  return is_cold(heaps[0], heaps[1]) ? Outcome::P : Outcome::N;
}

std::vector<Move> WythoffGame::winning_moves(const Heaps& heaps) const {
  const Count x = heaps[0], y = heaps[1];
  std::vector<Move> candidates;
  // Every cold target shares a coordinate or the difference with (x, y).
  if (Count p = cold_partner(y); p < x) candidates.push_back(Move{0, x - p, false});
  if (Count p = cold_partner(x); p < y) candidates.push_back(Move{1, y - p, false});
  const Count low = std::min(x, y), high = std::max(x, y);
  if (Count target = floor_phi(high - low); target < low) {
    candidates.push_back(Move{0, low - target, true});
  }
  if (rule_ == Rule::Misere) {
    // The exceptional misère cold positions near the corner.
    for (const auto& [tx, ty] : {std::pair<Count, Count>{0, 1}, {1, 0}, {2, 2}}) {
      if (tx == x && ty < y) candidates.push_back(Move{1, y - ty, false});
      if (ty == y && tx < x) candidates.push_back(Move{0, x - tx, false});
      if (x > tx && x - tx == y - ty && y > ty) candidates.push_back(Move{0, x - tx, true});
    }
  }
  std::vector<Move> winning;
  for (const Move& move : candidates) {
    const Heaps to = apply(heaps, move);
    if (is_cold(to[0], to[1]) && std::find(winning.begin(), winning.end(), move) == winning.end()) {
      winning.push_back(move);
    }
  }
  // In moves() order: x moves, y moves, then diagonal ones; smaller amounts first.
  std::sort(winning.begin(), winning.end(), [](const Move& a, const Move& b) {
    const int ka = a.both ? 2 : static_cast<int>(a.heap),
              kb = b.both ? 2 : static_cast<int>(b.heap);
    return ka != kb ? ka < kb : a.amount < b.amount;
  });
  return winning;
}

std::string WythoffGame::move_text(const Move& move) const {
  const char* axis = move.both ? "xy" : (move.heap == 0 ? "x" : "y");
  return std::string(axis) + "-" + std::to_string(move.amount);
}

Result<Move> WythoffGame::parse_move(std::string_view text) const {
  const std::size_t dash = text.find('-');
  const auto axis = text.substr(0, dash);
  if (dash == std::string_view::npos || (axis != "x" && axis != "y" && axis != "xy")) {
    return Error{"wythoff move " + quote_for_message(text) + " should be x-N, y-N or xy-N"};
  }
  auto amount = parse_count(text.substr(dash + 1), "amount");
  if (!amount) return Error{amount.error()};
  return Move{axis == "y" ? std::size_t{1} : std::size_t{0}, *amount, axis == "xy"};
}

}  // namespace marienbad
