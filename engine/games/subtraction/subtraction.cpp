#include "subtraction/subtraction.hpp"

#include <algorithm>
#include <unordered_map>

namespace marienbad {

std::size_t SubtractionPeriod::index(Count heap) const {
  if (heap < preperiod + period) return static_cast<std::size_t>(heap);
  return static_cast<std::size_t>(preperiod + (heap - preperiod) % period);
}

namespace {

// The sequence of (Grundy value, misère-lost) is determined by the last max(set)
// values, so once a window of that length repeats, the sequence is periodic.
constexpr std::size_t kMaxTerms = 4'000'000;

struct Term {
  std::uint8_t grundy;
  std::uint8_t misere_lost;
  std::uint8_t code() const { return static_cast<std::uint8_t>(grundy * 2 + misere_lost); }
};

Term next_term(const std::vector<Term>& terms, const std::vector<Count>& set) {
  const std::size_t n = terms.size();
  std::uint32_t seen = 0;  // Grundy values are at most set.size() <= 16
  bool can_move = false, can_leave_lost = false;
  for (Count s : set) {
    if (s > n) break;
    const Term& child = terms[n - static_cast<std::size_t>(s)];
    seen |= 1u << child.grundy;
    can_move = true;
    can_leave_lost |= child.misere_lost != 0;
  }
  std::uint8_t mex = 0;
  while (seen & (1u << mex)) ++mex;
  // Misère: with no move the previous player took the last token and lost.
  const bool lost = can_move && !can_leave_lost;
  return Term{mex, static_cast<std::uint8_t>(lost)};
}

bool same_run(const std::vector<Term>& terms, std::size_t a, std::size_t b, std::size_t length) {
  for (std::size_t i = 0; i < length; ++i) {
    if (terms[a + i].code() != terms[b + i].code()) return false;
  }
  return true;
}

Result<SubtractionPeriod> find_period(const std::vector<Count>& set) {
  const std::size_t window = static_cast<std::size_t>(set.back());
  std::vector<Term> terms;
  std::unordered_map<std::uint64_t, std::size_t> first_end;  // window hash -> where it ended
  constexpr std::uint64_t kBase = 0x9E3779B97F4A7C15ULL;
  std::uint64_t base_power = 1;  // kBase^window
  for (std::size_t i = 0; i < window; ++i) base_power *= kBase;
  std::uint64_t hash = 0;
  for (std::size_t n = 0; n < kMaxTerms; ++n) {
    terms.push_back(next_term(terms, set));
    hash = hash * kBase + terms[n].code() + 1;
    if (n >= window) hash -= (terms[n - window].code() + 1ULL) * base_power;
    if (n + 1 < window) continue;
    auto [it, inserted] = first_end.try_emplace(hash, n);
    if (inserted) continue;
    const std::size_t m = it->second;
    if (!same_run(terms, m + 1 - window, n + 1 - window, window)) continue;
    // The window ending at m repeats at n: period n - m from m + 1 - window on.
    std::size_t period = n - m;
    std::size_t pre = m + 1 - window;
    // The shortest period: a shift q whose window already matches.
    for (std::size_t q = 1; q < period; ++q) {
      while (terms.size() < pre + q + window) terms.push_back(next_term(terms, set));
      if (same_run(terms, pre, pre + q, window)) {
        period = q;
        break;
      }
    }
    while (pre > 0 && terms[pre - 1].code() == terms[pre - 1 + period].code()) --pre;
    SubtractionPeriod result;
    result.preperiod = pre;
    result.period = period;
    for (std::size_t k = 0; k < pre + period; ++k) {
      result.grundy.push_back(terms[k].grundy);
      result.misere_lost.push_back(terms[k].misere_lost);
    }
    return result;
  }
  return Error{"no period found for this subtraction set"};
}

}  // namespace

Result<SubtractionGame> SubtractionGame::make(std::vector<Count> set, Rule rule) {
  if (set.empty()) return Error{"the subtraction set is empty"};
  if (set.size() > kMaxSubtractionSetSize) {
    return Error{"the subtraction set has at most " + std::to_string(kMaxSubtractionSetSize) +
                 " amounts"};
  }
  std::sort(set.begin(), set.end());
  for (std::size_t i = 0; i < set.size(); ++i) {
    if (set[i] == 0) return Error{"the subtraction set cannot contain 0"};
    if (set[i] > kMaxSubtractionAmount) {
      return Error{"subtraction amounts are at most " + std::to_string(kMaxSubtractionAmount) +
                   ", got " + std::to_string(set[i])};
    }
    if (i > 0 && set[i] == set[i - 1]) {
      return Error{"the subtraction set repeats " + std::to_string(set[i])};
    }
  }
  auto period = find_period(set);
  if (!period) return Error{period.error()};
  return SubtractionGame(std::move(set), rule,
                         std::make_shared<const SubtractionPeriod>(std::move(period).value()));
}

Status SubtractionGame::check_position(const Heaps& heaps) const {
  if (heaps.size() != 1) {
    return Error{"the subtraction game has exactly one heap, got " + std::to_string(heaps.size())};
  }
  if (heaps[0] > kMaxHeap) return Error{"a heap holds at most " + std::to_string(kMaxHeap)};
  return Ok{};
}

bool SubtractionGame::is_terminal(const Heaps& heaps) const {
  return heaps[0] < set_.front();
}

Count SubtractionGame::move_count(const Heaps& heaps) const {
  return static_cast<Count>(
      std::count_if(set_.begin(), set_.end(), [&](Count s) { return s <= heaps[0]; }));
}

Move SubtractionGame::nth_move(const Heaps&, Count index) const {
  return Move{0, set_[static_cast<std::size_t>(index)], false};
}

std::vector<Move> SubtractionGame::moves(const Heaps& heaps) const {
  std::vector<Move> all;
  for (Count s : set_) {
    if (s <= heaps[0]) all.push_back(Move{0, s, false});
  }
  return all;
}

Status SubtractionGame::check_move(const Heaps& heaps, const Move& move) const {
  if (move.both || move.heap != 0) return Error{"the subtraction game has a single heap"};
  if (!std::binary_search(set_.begin(), set_.end(), move.amount)) {
    return Error{"taking " + std::to_string(move.amount) +
                 " is not allowed (allowed: " + join_counts(set_, ", ") + ")"};
  }
  if (move.amount > heaps[0]) {
    return Error{"the heap has only " + std::to_string(heaps[0]) + " tokens"};
  }
  return Ok{};
}

Heaps SubtractionGame::apply(Heaps heaps, const Move& move) const {
  heaps[0] -= move.amount;
  return heaps;
}

Count SubtractionGame::grundy(Count heap) const {
  return period_->grundy[period_->index(heap)];
}

Outcome SubtractionGame::outcome_of(Count heap) const {
  const std::size_t i = period_->index(heap);
  const bool lost = rule_ == Rule::Normal ? period_->grundy[i] == 0 : period_->misere_lost[i] != 0;
  return lost ? Outcome::P : Outcome::N;
}

Outcome SubtractionGame::outcome(const Heaps& heaps) const {
  return outcome_of(heaps[0]);
}

std::vector<Move> SubtractionGame::winning_moves(const Heaps& heaps) const {
  std::vector<Move> winning;
  for (Count s : set_) {
    if (s <= heaps[0] && outcome_of(heaps[0] - s) == Outcome::P)
      winning.push_back(Move{0, s, false});
  }
  return winning;
}

std::string SubtractionGame::move_text(const Move& move) const {
  return std::to_string(move.amount);
}

Result<Move> SubtractionGame::parse_move(std::string_view text) const {
  auto amount = parse_count(text, "amount");
  if (!amount) return Error{amount.error()};
  return Move{0, *amount, false};
}

}  // namespace marienbad
