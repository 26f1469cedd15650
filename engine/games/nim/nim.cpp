#include "nim/nim.hpp"

#include <algorithm>

#include "marienbad/quote.hpp"

namespace marienbad {

Status NimGame::check_position(const Heaps& heaps) const {
  if (heaps.empty()) return Error{"nim needs at least one row"};
  if (heaps.size() > kMaxNimRows) {
    return Error{"nim has at most " + std::to_string(kMaxNimRows) + " rows, got " +
                 std::to_string(heaps.size())};
  }
  for (Count h : heaps) {
    if (h > kMaxHeap) return Error{"a row holds at most " + std::to_string(kMaxHeap) + " matches"};
  }
  return Ok{};
}

bool NimGame::is_terminal(const Heaps& heaps) const {
  return std::all_of(heaps.begin(), heaps.end(), [](Count h) { return h == 0; });
}

u128 NimGame::total_moves(const Heaps& heaps) const {
  u128 total = 0;
  for (Count h : heaps) total += h;
  return total;
}

Count NimGame::move_count(const Heaps& heaps) const {
  return saturate(total_moves(heaps));
}

Move NimGame::nth_move(const Heaps& heaps, Count index) const {
  for (std::size_t row = 0; row < heaps.size(); ++row) {
    if (index < heaps[row]) return Move{row, index + 1, false};
    index -= heaps[row];
  }
  return Move{};
}

std::vector<Move> NimGame::moves(const Heaps& heaps) const {
  std::vector<Move> all;
  for (std::size_t row = 0; row < heaps.size(); ++row) {
    for (Count amount = 1; amount <= heaps[row]; ++amount) all.push_back(Move{row, amount, false});
  }
  return all;
}

Status NimGame::check_move(const Heaps& heaps, const Move& move) const {
  if (move.both) return Error{"nim moves take from one row only"};
  if (move.heap >= heaps.size()) {
    return Error{"there is no row " + std::to_string(move.heap + 1) + " (rows 1 to " +
                 std::to_string(heaps.size()) + ")"};
  }
  if (move.amount == 0) return Error{"a move takes at least one match"};
  if (move.amount > heaps[move.heap]) {
    return Error{"row " + std::to_string(move.heap + 1) + " has only " +
                 std::to_string(heaps[move.heap]) + " matches"};
  }
  return Ok{};
}

Heaps NimGame::apply(Heaps heaps, const Move& move) const {
  heaps[move.heap] -= move.amount;
  return heaps;
}

Count NimGame::nim_sum(const Heaps& heaps) {
  Count sum = 0;
  for (Count h : heaps) sum ^= h;
  return sum;
}

namespace {

// Enough to judge a position and any one-row change of it in O(1).
struct NimSummary {
  Count sum = 0;
  std::size_t big = 0;   // rows with 2 or more
  std::size_t ones = 0;  // rows with exactly 1
  explicit NimSummary(const Heaps& heaps) {
    for (Count h : heaps) {
      sum ^= h;
      big += h >= 2;
      ones += h == 1;
    }
  }
  // Lost for the player to move after row `from` becomes `to`?
  bool lost_after(Rule rule, Count from, Count to) const {
    const Count s = sum ^ from ^ to;
    if (rule == Rule::Normal) return s == 0;
    const std::size_t big_after = big - (from >= 2) + (to >= 2);
    const std::size_t ones_after = ones - (from == 1) + (to == 1);
    return big_after == 0 ? ones_after % 2 == 1 : s == 0;
  }
};

}  // namespace

Outcome NimGame::outcome(const Heaps& heaps) const {
  const NimSummary summary(heaps);
  // Judge the position as "row 0 unchanged".
  return summary.lost_after(rule_, 0, 0) ? Outcome::P : Outcome::N;
}

std::vector<Move> NimGame::winning_moves(const Heaps& heaps) const {
  const NimSummary summary(heaps);
  std::vector<Move> winning;
  for (std::size_t row = 0; row < heaps.size(); ++row) {
    const Count h = heaps[row];
    // A losing position for the opponent either has nim-sum 0 (the row becomes
    // h ^ sum) or has no row above 1 (the row becomes 0 or 1).
    Count targets[3] = {h ^ summary.sum, 1, 0};
    std::sort(std::begin(targets), std::end(targets), std::greater<>());
    for (std::size_t i = 0; i < 3; ++i) {
      const Count to = targets[i];
      if (to >= h || (i > 0 && to == targets[i - 1])) continue;
      if (summary.lost_after(rule_, h, to)) winning.push_back(Move{row, h - to, false});
    }
  }
  return winning;
}

std::string NimGame::move_text(const Move& move) const {
  return std::to_string(move.heap + 1) + "-" + std::to_string(move.amount);
}

Result<Move> NimGame::parse_move(std::string_view text) const {
  const std::size_t dash = text.find('-');
  if (dash == std::string_view::npos) {
    return Error{"nim move " + quote_for_message(text) + " should be ROW-AMOUNT, e.g. 2-3"};
  }
  auto row = parse_count(text.substr(0, dash), "row", kMaxNimRows);
  if (!row) return Error{row.error()};
  if (*row == 0) return Error{"rows are numbered from 1"};
  auto amount = parse_count(text.substr(dash + 1), "amount");
  if (!amount) return Error{amount.error()};
  return Move{static_cast<std::size_t>(*row - 1), *amount, false};
}

}  // namespace marienbad
