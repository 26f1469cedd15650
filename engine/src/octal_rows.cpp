#include "marienbad/octal_rows.hpp"

#include <algorithm>
#include <array>
#include <map>
#include <mutex>
#include <unordered_map>

#include "marienbad/quote.hpp"
#include "marienbad/solver.hpp"

namespace marienbad {

namespace {

// The lefts a move of k tokens from a row of n may leave, in increasing order: 0, the inside
// 1 .. n-k-1, and n-k, as the code allows. Their count, and the index-th of them.
struct Lefts {
  bool low = false;     // left 0: from the left end, or the whole row
  bool inside = false;  // 1 .. last - 1
  bool high = false;    // left last (> 0): from the right end
  Count last = 0;       // n - k

  Lefts(const OctalCode& code, Count n, Count k) : last(n - k) {
    if (k > n || k > kMaxOctalDigits) return;
    low = k > 0 && code.allows(n, k, 0);
    inside = last >= 2 && code.allows(n, k, 1);
    high = last > 0 && code.allows(n, k, last);
  }
  u128 count() const { return (low ? 1 : 0) + (inside ? u128{last - 1} : 0) + (high ? 1 : 0); }
  Count nth(Count index) const {
    if (low) {
      if (index == 0) return 0;
      --index;
    }
    if (inside) {
      if (index < last - 1) return 1 + index;
      index -= last - 1;
    }
    return last;
  }
};

// The non-empty rows, in their order.
Heaps non_empty(const Heaps& heaps) {
  Heaps rows;
  rows.reserve(heaps.size());  // one allocation (the remoteness table calls this per move)
  for (Count h : heaps) {
    if (h > 0) rows.push_back(h);
  }
  return rows;
}

// Misère outcomes by search over canonical positions (sorted non-empty rows), one memo per
// code, shared by every game: positions are small (kMaxOctalMisereTokens tokens).
class MisereMemo {
 public:
  explicit MisereMemo(const OctalCode& code) : code_(code) {}

  Outcome outcome(const Heaps& canonical) {
    const std::lock_guard lock(mutex_);
    return solve(canonical);
  }

 private:
  Outcome solve(const Heaps& rows) {
    if (const auto found = memo_.find(rows); found != memo_.end()) return found->second;
    Outcome result = Outcome::P;
    bool any_move = false;  // none: the previous player made the last move, and lost
    for (std::size_t i = 0; i < rows.size() && result == Outcome::P; ++i) {
      if (i > 0 && rows[i] == rows[i - 1]) continue;  // the same row again: the same children
      const Count n = rows[i];
      for (Count k = 0; k <= n && k <= code_.max_take() && result == Outcome::P; ++k) {
        // By symmetry, the pieces (a, n-k-a) for a <= (n-k)/2 are every child.
        for (Count a = 0; 2 * a <= n - k; ++a) {
          if (!code_.allows(n, k, a)) continue;
          any_move = true;
          Heaps child;
          child.reserve(rows.size() + 1);
          for (std::size_t j = 0; j < rows.size(); ++j) {
            if (j != i) child.push_back(rows[j]);
          }
          if (a > 0) child.push_back(a);
          if (n - k - a > 0) child.push_back(n - k - a);
          std::sort(child.begin(), child.end());
          if (solve(child) == Outcome::P) {
            result = Outcome::N;
            break;
          }
        }
      }
    }
    if (!any_move) result = Outcome::N;
    memo_.emplace(rows, result);
    return result;
  }

  OctalCode code_;
  std::mutex mutex_;
  std::unordered_map<Heaps, Outcome, HeapsHash> memo_;
};

MisereMemo& misere_memo(const OctalCode& code) {
  static std::mutex mutex;
  static std::map<std::string, std::unique_ptr<MisereMemo>> memos;
  const std::lock_guard lock(mutex);
  auto& memo = memos[code.text()];
  if (!memo) memo = std::make_unique<MisereMemo>(code);
  return *memo;
}

// The inside lefts a in [1, last - 1] whose pieces are worth `want` together, in increasing
// order: `visit(a)` for each until it returns false. Where both pieces are past the preperiod
// n0, the test depends on a mod p only, so a long middle is stepped through by residues.
template <class Visit>
void inside_with_value(const OctalValues& g, Count last, Count want, Visit visit) {
  const auto test = [&](Count a) { return (g(a) ^ g(last - a)) == want; };
  const auto& period = g.period();
  if (last < 2 || !period || last < 2 * period->preperiod + 4 * period->period) {
    for (Count a = 1; a < last; ++a) {
      if (test(a) && !visit(a)) return;
    }
    return;
  }
  const Count edge = std::max<Count>(period->preperiod, 1), p = period->period;
  const Count middle_end = last - edge;  // the middle: edge .. middle_end, both pieces periodic
  for (Count a = 1; a < edge; ++a) {
    if (test(a) && !visit(a)) return;
  }
  std::vector<Count> residues;  // the r < p with test(edge + r)
  for (Count r = 0; r < p; ++r) {
    if (test(edge + r)) residues.push_back(r);
  }
  if (!residues.empty()) {
    for (Count base = edge; base <= middle_end; base += p) {
      for (Count r : residues) {
        if (base + r > middle_end) break;
        if (!visit(base + r)) return;
      }
      if (middle_end - base < p) break;  // the next base would pass the end (or overflow)
    }
  }
  for (Count a = middle_end + 1; a < last; ++a) {
    if (test(a) && !visit(a)) return;
  }
}

// How many inside lefts are worth `want`: as inside_with_value, the middle counted.
u128 count_inside_with_value(const OctalValues& g, Count last, Count want) {
  const auto& period = g.period();
  if (last < 2 || !period || last < 2 * period->preperiod + 4 * period->period) {
    u128 count = 0;
    inside_with_value(g, last, want, [&](Count) {
      ++count;
      return true;
    });
    return count;
  }
  const auto test = [&](Count a) { return (g(a) ^ g(last - a)) == want; };
  const Count edge = std::max<Count>(period->preperiod, 1), p = period->period;
  const Count middle_end = last - edge;
  u128 count = 0;
  for (Count a = 1; a < edge; ++a) count += test(a) ? 1 : 0;
  for (Count a = middle_end + 1; a < last; ++a) count += test(a) ? 1 : 0;
  const Count length = middle_end - edge + 1;
  for (Count r = 0; r < p; ++r) {
    if (test(edge + r)) count += length / p + (r < length % p ? 1 : 0);
  }
  return count;
}

}  // namespace

OctalRows::OctalRows(const OctalCode& code, Rule rule, std::string_view name,
                     std::string_view tokens)
    : values_(OctalValues::of(code)),
      rule_(rule),
      name_(name.empty() ? code.text() : std::string(name)),
      tokens_(tokens) {}

Status OctalRows::check_rows(const Heaps& heaps) const {
  Count total = 0;
  for (Count h : heaps) {
    if (!values_->knows(h)) {
      return Error{"the values of " + code().text() + " are not proven periodic: play is exact " +
                   "for rows of at most " + std::to_string(values_->computed().size() - 1) + " " +
                   tokens_ + ", got " + std::to_string(h)};
    }
    if (rule_ == Rule::Misere) {
      if (h > kMaxOctalMisereTokens || total + h > kMaxOctalMisereTokens) {
        return Error{"misere " + name_ + " is solved exactly up to " +
                     std::to_string(kMaxOctalMisereTokens) + " " + tokens_ +
                     " in all (an exhaustive search), got more"};
      }
      total += h;
    }
  }
  return Ok{};
}

Status OctalRows::check_position(const Heaps& heaps, std::size_t max_rows) const {
  if (heaps.empty()) return Error{name_ + " needs at least one row"};
  if (heaps.size() > max_rows) {
    return Error{name_ + " has at most " + std::to_string(max_rows) + " rows, got " +
                 std::to_string(heaps.size())};
  }
  return check_rows(heaps);
}

bool OctalRows::is_terminal(const Heaps& heaps) const {
  for (Count n : heaps) {
    for (Count k = 0; k <= n && k <= code().max_take(); ++k) {
      if (Lefts(code(), n, k).count() > 0) return false;
    }
  }
  return true;
}

u128 OctalRows::total_moves(const Heaps& heaps) const {
  u128 total = 0;
  for (Count n : heaps) {
    for (Count k = 0; k <= n && k <= code().max_take(); ++k) total += Lefts(code(), n, k).count();
  }
  return total;
}

Count OctalRows::move_count(const Heaps& heaps) const {
  return saturate(total_moves(heaps));
}

Move OctalRows::nth_move(const Heaps& heaps, Count index) const {
  for (std::size_t row = 0; row < heaps.size(); ++row) {
    const Count n = heaps[row];
    for (Count k = 0; k <= n && k <= code().max_take(); ++k) {
      const Lefts lefts(code(), n, k);
      if (index < lefts.count()) return Move{row, k, false, lefts.nth(index)};
      index -= static_cast<Count>(lefts.count());
    }
  }
  return Move{};
}

std::vector<Move> OctalRows::moves(const Heaps& heaps) const {
  std::vector<Move> all;
  for (std::size_t row = 0; row < heaps.size(); ++row) {
    const Count n = heaps[row];
    for (Count k = 0; k <= n && k <= code().max_take(); ++k) {
      const Lefts lefts(code(), n, k);
      for (Count i = 0; i < lefts.count(); ++i) all.push_back(Move{row, k, false, lefts.nth(i)});
    }
  }
  return all;
}

Status OctalRows::check_move(const Heaps& heaps, const Move& move) const {
  if (move.both) return Error{"a move takes " + tokens_ + " of one row only"};
  if (move.heap >= heaps.size()) {
    return Error{"there is no row " + std::to_string(move.heap + 1) + " (rows 1 to " +
                 std::to_string(heaps.size()) + ")"};
  }
  const Count n = heaps[move.heap];
  if (move.amount > n || move.at > n - move.amount) {
    return Error{"row " + std::to_string(move.heap + 1) + " has only " + std::to_string(n) + " " +
                 tokens_};
  }
  if (!code().allows(n, move.amount, move.at)) {
    return Error{code().refusal(n, move.amount, move.at, tokens_)};
  }
  return Ok{};
}

Heaps OctalRows::apply(Heaps heaps, const Move& move) const {
  const Count n = heaps[move.heap];
  const Count left = move.at, right = n - move.at - move.amount;
  const auto at = heaps.begin() + static_cast<std::ptrdiff_t>(move.heap);
  if (left > 0 && right > 0) {
    *at = left;
    heaps.insert(at + 1, right);
  } else if (left > 0 || right > 0) {
    *at = left + right;
  } else {
    heaps.erase(at);
  }
  if (heaps.empty()) heaps.push_back(0);  // no token left: the one empty row
  return heaps;
}

Count OctalRows::grundy(const Heaps& heaps) const {
  Count value = 0;
  for (Count h : heaps) value ^= (*values_)(h);
  return value;
}

Heaps OctalRows::canonical(const Heaps& heaps) const {
  Heaps rows = non_empty(heaps);
  std::sort(rows.begin(), rows.end());
  return rows;
}

Outcome OctalRows::outcome(const Heaps& heaps) const {
  if (rule_ == Rule::Normal) return grundy(heaps) == 0 ? Outcome::P : Outcome::N;
  return misere_memo(code()).outcome(canonical(heaps));
}

std::vector<Move> OctalRows::moves_to_value(const Heaps& heaps, Count target) const {
  std::vector<Move> found;
  const Count total = grundy(heaps);
  const OctalValues& g = *values_;
  for (std::size_t row = 0; row < heaps.size(); ++row) {
    const Count n = heaps[row];
    // The row's pieces must be worth what makes the whole worth `target`.
    const Count want = total ^ g(n) ^ target;
    for (Count k = 0; k <= n && k <= code().max_take(); ++k) {
      const Lefts lefts(code(), n, k);
      const auto add = [&](Count a) {
        found.push_back(Move{row, k, false, a});
        return found.size() < kMaxOctalListedMoves;
      };
      if (lefts.low && g(lefts.last) == want && !add(0)) return found;
      if (lefts.inside) {
        inside_with_value(g, lefts.last, want, add);
        if (found.size() >= kMaxOctalListedMoves) return found;
      }
      if (lefts.high && g(lefts.last) == want && !add(lefts.last)) return found;
    }
  }
  return found;
}

u128 OctalRows::count_moves_to_value(const Heaps& heaps, Count target) const {
  u128 count = 0;
  const Count total = grundy(heaps);
  const OctalValues& g = *values_;
  for (Count n : heaps) {
    const Count want = total ^ g(n) ^ target;
    for (Count k = 0; k <= n && k <= code().max_take(); ++k) {
      const Lefts lefts(code(), n, k);
      const bool end_value = g(lefts.last) == want;
      count += (lefts.low && end_value ? 1 : 0) + (lefts.high && end_value ? 1 : 0);
      if (lefts.inside) count += count_inside_with_value(g, lefts.last, want);
    }
  }
  return count;
}

u128 OctalRows::winning_move_count(const Heaps& heaps) const {
  if (rule_ == Rule::Normal) return count_moves_to_value(heaps, 0);
  return winning_moves(heaps).size();  // misère: at most kMaxOctalMisereTokens tokens
}

std::vector<Move> OctalRows::winning_moves(const Heaps& heaps) const {
  if (rule_ == Rule::Normal) return moves_to_value(heaps, 0);
  std::vector<Move> winning;
  if (outcome(heaps) == Outcome::P) return winning;
  for (const Move& move : moves(heaps)) {
    if (outcome(apply(heaps, move)) == Outcome::P) winning.push_back(move);
  }
  return winning;
}

std::string OctalRows::move_text(const Move& move) const {
  // Appended piece by piece: GCC 12 warns falsely (-Wrestrict) on "-" + std::string.
  std::string text = std::to_string(move.heap + 1);
  text += ':';
  if (move.amount == 0) {  // a split: the tokens on either side of it
    text += std::to_string(move.at);
    text += '/';
    text += std::to_string(move.at + 1);
    return text;
  }
  text += std::to_string(move.at + 1);
  if (move.amount >= 2) {
    text += '-';
    text += std::to_string(move.at + move.amount);
  }
  return text;
}

Result<Move> OctalRows::parse_move(std::string_view text) const {
  const auto bad = [&] {
    return Error{"a move is ROW:TOKEN, ROW:FIRST-LAST (the " + tokens_ +
                 " taken) or ROW:A/A+1 (a split), e.g. 2:3, 2:3-5 or 2:3/4, got " +
                 quote_for_message(text)};
  };
  const std::size_t colon = text.find(':');
  if (colon == std::string_view::npos) return bad();
  auto row = parse_count(text.substr(0, colon), "row", kMaxHeap);
  if (!row) return Error{row.error()};
  if (*row == 0) return Error{"rows are numbered from 1"};
  const std::string_view rest = text.substr(colon + 1);
  const std::size_t mark = rest.find_first_of("-/");
  const std::string what = tokens_.substr(0, tokens_.size() - 1);
  auto first = parse_count(rest.substr(0, mark), what, std::numeric_limits<Count>::max());
  if (!first) return Error{first.error()};
  Move move{static_cast<std::size_t>(*row - 1), 1, false, 0};
  if (mark == std::string_view::npos) {
    if (*first == 0) return Error{tokens_ + " are numbered from 1"};
    move.at = *first - 1;
    return move;
  }
  auto second = parse_count(rest.substr(mark + 1), what, std::numeric_limits<Count>::max());
  if (!second) return Error{second.error()};
  if (rest[mark] == '/') {
    if (*first == 0 || *first == std::numeric_limits<Count>::max() || *second != *first + 1) {
      return Error{"a split is between two neighbouring " + tokens_ + ": A/A+1, got " +
                   quote_for_message(text)};
    }
    move.amount = 0;
    move.at = *first;
    return move;
  }
  if (*first == 0) return Error{tokens_ + " are numbered from 1"};
  if (*second < *first || *second - *first >= kMaxOctalDigits) {
    return Error{"a move takes 1 to " + std::to_string(kMaxOctalDigits) + " neighbouring " +
                 tokens_ + ", FIRST-LAST with FIRST <= LAST, got " + quote_for_message(text)};
  }
  move.at = *first - 1;
  move.amount = *second - *first + 1;
  return move;
}

std::optional<Move> OctalRows::move_between(const Heaps& before, const Heaps& after) const {
  // Empty rows do not count (a bot may leave them as 0). The non-empty rows before the move's
  // row are unchanged, so it is at most the first one that differs; it became 0, 1 or 2
  // pieces, the left one `a` tokens long: a is 0, n - k, or the row now in its place.
  const Heaps from = non_empty(before), to = non_empty(after);
  std::size_t same = 0;
  while (same < from.size() && same < to.size() && from[same] == to[same]) ++same;
  std::size_t seen = 0;  // non-empty rows before `row`
  for (std::size_t row = 0; row < before.size() && seen <= same; ++row) {
    const Count n = before[row];
    if (n == 0) continue;
    for (Count k = 0; k <= n && k <= code().max_take(); ++k) {
      std::array<Count, 3> lefts = {0, n - k, seen < to.size() ? to[seen] : 0};
      std::sort(lefts.begin(), lefts.end());
      for (std::size_t j = 0; j < lefts.size(); ++j) {
        if (lefts[j] > n - k || (j > 0 && lefts[j] == lefts[j - 1])) continue;
        const Move move{row, k, false, lefts[j]};
        if (check_move(before, move).ok() && non_empty(apply(before, move)) == to) {
          return move;
        }
      }
    }
    ++seen;
  }
  return std::nullopt;
}

std::vector<std::pair<Move, unsigned>> OctalRows::plausible_moves(const Heaps& heaps) const {
  std::vector<std::pair<Move, unsigned>> guesses;
  if (heaps.empty()) return guesses;
  const std::size_t longest =
      static_cast<std::size_t>(std::max_element(heaps.begin(), heaps.end()) - heaps.begin());
  const Count n = heaps[longest];
  if (n == 0) return guesses;
  const Count most = std::min(n, code().max_take());
  // The middle: the fewest tokens that leave two equal halves.
  for (Count k = 0; k <= most; ++k) {
    if ((n - k) % 2 == 0 && n - k >= 2 && code().allows(n, k, (n - k) / 2)) {
      guesses.push_back({Move{longest, k, false, (n - k) / 2}, 3});
      break;
    }
  }
  // Its end, or all of it: the two fewest tokens the code allows.
  unsigned weight = 2;
  for (Count k = 1; k <= most && weight > 0; ++k) {
    if (code().allows(n, k, 0)) guesses.push_back({Move{longest, k, false, 0}, weight--});
  }
  // A short row whole: the first few a person sees (a long game leaves hundreds of them,
  // and each guess is checked against the others).
  constexpr std::size_t kShortRowGuesses = 4;
  for (std::size_t row = 0, short_rows = 0; row < heaps.size() && short_rows < kShortRowGuesses;
       ++row) {
    const Count h = heaps[row];
    if (h > 0 && h <= code().max_take() && code().allows(h, h, 0)) {
      guesses.push_back({Move{row, h, false, 0}, 1});
      ++short_rows;
    }
  }
  return guesses;
}

}  // namespace marienbad
