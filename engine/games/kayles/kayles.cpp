#include "kayles/kayles.hpp"

#include <algorithm>
#include <array>
#include <mutex>
#include <unordered_map>

#include "marienbad/quote.hpp"
#include "marienbad/solver.hpp"

namespace marienbad {

namespace {

// g(0 .. kKaylesPeriodStart + kKaylesPeriod - 1) by mex; every later value
// repeats one of the last 12 of them (Guy & Smith). Values are below 16.
constexpr std::size_t kTableSize = kKaylesPeriodStart + kKaylesPeriod;

std::array<Count, kTableSize> mex_table() {
  std::array<Count, kTableSize> g{};
  for (std::size_t n = 1; n < kTableSize; ++n) {
    std::array<bool, 64> seen{};
    for (std::size_t pins = 1; pins <= 2 && pins <= n; ++pins) {
      for (std::size_t a = 0; a + pins <= n; ++a) {
        seen[static_cast<std::size_t>(g[a] ^ g[n - pins - a])] = true;
      }
    }
    while (seen[static_cast<std::size_t>(g[n])]) ++g[n];
  }
  return g;
}

const std::array<Count, kTableSize>& table() {
  static const std::array<Count, kTableSize> values = mex_table();
  return values;
}

std::size_t non_empty_rows(const Heaps& heaps) {
  return static_cast<std::size_t>(
      std::count_if(heaps.begin(), heaps.end(), [](Count h) { return h > 0; }));
}

// Misère outcomes by search over canonical positions (sorted non-empty rows),
// shared by every game: positions are small (kMaxKaylesMisereTokens pins).
class MisereMemo {
 public:
  Outcome outcome(const Heaps& canonical) {
    const std::lock_guard lock(mutex_);
    return solve(canonical);
  }

 private:
  Outcome solve(const Heaps& rows) {
    if (rows.empty()) return Outcome::N;  // the previous player knocked the last pin: lost
    if (const auto found = memo_.find(rows); found != memo_.end()) return found->second;
    Outcome result = Outcome::P;
    for (std::size_t i = 0; i < rows.size() && result == Outcome::P; ++i) {
      if (i > 0 && rows[i] == rows[i - 1]) continue;  // the same row again: the same children
      for (Count k = 1; k <= 2 && k <= rows[i] && result == Outcome::P; ++k) {
        // By symmetry, the pieces (a, n-k-a) for a <= (n-k)/2 are every child.
        for (Count a = 0; 2 * a <= rows[i] - k; ++a) {
          Heaps child;
          child.reserve(rows.size() + 1);
          for (std::size_t j = 0; j < rows.size(); ++j) {
            if (j != i) child.push_back(rows[j]);
          }
          if (a > 0) child.push_back(a);
          if (rows[i] - k - a > 0) child.push_back(rows[i] - k - a);
          std::sort(child.begin(), child.end());
          if (solve(child) == Outcome::P) {
            result = Outcome::N;
            break;
          }
        }
      }
    }
    memo_.emplace(rows, result);
    return result;
  }

  std::mutex mutex_;
  std::unordered_map<Heaps, Outcome, HeapsHash> memo_;
};

MisereMemo& misere_memo() {
  static MisereMemo memo;
  return memo;
}

// A row whose pieces total `last` pins (last = n - k) shorter than this has
// no periodic middle: every split a is looked at.
constexpr Count kShortPieces = 2 * kKaylesPeriodStart + 2 * kKaylesPeriod;
constexpr Count kValueBound = 16;  // every g(n) is below it (the table's values)

// For each total `last` < kShortPieces and each value w: every a in [0, last]
// with g(a) ^ g(last - a) == w, ascending. Built once: a long game leaves
// hundreds of short rows, asked about at every move.
const std::vector<Count>& short_lefts(Count last, Count want) {
  static const auto lists = [] {
    std::vector<std::vector<Count>> all(kShortPieces * kValueBound);
    for (Count total = 0; total < kShortPieces; ++total) {
      for (Count a = 0; a <= total; ++a) {
        const Count w = kayles_grundy(a) ^ kayles_grundy(total - a);
        all[static_cast<std::size_t>(total * kValueBound + w)].push_back(a);
      }
    }
    return all;
  }();
  return lists[static_cast<std::size_t>(last * kValueBound + want)];
}

// Every a in [0, n - k] (the pins left on the left of a move of k pins in a
// row of n) with g(a) ^ g(n - k - a) == want, in increasing order, at most
// `room` of them. Away from both ends (a and n - k - a both past the
// irregular start) the test depends on a mod 12 only, so a long middle is
// skipped when no residue works.
void lefts_with_value(Count n, Count k, Count want, std::size_t room, std::vector<Count>& out) {
  if (k > n) return;
  const Count last = n - k;  // the largest a
  const auto test = [&](Count a) { return (kayles_grundy(a) ^ kayles_grundy(last - a)) == want; };
  const auto add = [&](Count a) {
    if (out.size() < room && test(a)) out.push_back(a);
  };
  constexpr Count kEdge = kKaylesPeriodStart;
  if (last < kShortPieces) {
    if (want >= kValueBound) return;
    for (Count a : short_lefts(last, want)) {
      if (out.size() >= room) break;
      out.push_back(a);
    }
    return;
  }
  for (Count a = 0; a < kEdge && out.size() < room; ++a) add(a);
  // The middle: kEdge <= a <= last - kEdge.
  const Count middle_end = last - kEdge;
  std::array<bool, kKaylesPeriod> works{};
  bool any = false;
  for (Count r = 0; r < kKaylesPeriod; ++r) {
    works[static_cast<std::size_t>(r)] = test(kEdge + r);
    any = any || works[static_cast<std::size_t>(r)];
  }
  if (any) {
    for (Count a = kEdge; out.size() < room; ++a) {
      if (works[static_cast<std::size_t>((a - kEdge) % kKaylesPeriod)]) out.push_back(a);
      if (a == middle_end) break;
    }
  }
  for (Count a = middle_end + 1; out.size() < room; ++a) {
    add(a);
    if (a == last) break;
  }
}

// How many a in [0, n - k] have g(a) ^ g(n - k - a) == want: as
// lefts_with_value, the long middle counted by residues mod 12.
u128 count_lefts_with_value(Count n, Count k, Count want) {
  if (k > n) return 0;
  const Count last = n - k;
  const auto test = [&](Count a) { return (kayles_grundy(a) ^ kayles_grundy(last - a)) == want; };
  u128 count = 0;
  constexpr Count kEdge = kKaylesPeriodStart;
  if (last < kShortPieces) return want < kValueBound ? short_lefts(last, want).size() : 0;
  const Count middle_end = last - kEdge;
  for (Count a = 0; a < kEdge; ++a) count += test(a) ? 1 : 0;
  for (Count a = middle_end + 1; a <= last; ++a) count += test(a) ? 1 : 0;
  const Count length = middle_end - kEdge + 1;  // the middle kEdge .. middle_end
  for (Count r = 0; r < kKaylesPeriod; ++r) {
    if (test(kEdge + r)) count += length / kKaylesPeriod + (r < length % kKaylesPeriod ? 1 : 0);
  }
  return count;
}

}  // namespace

Count kayles_grundy(Count row) {
  if (row >= kTableSize) row = kKaylesPeriodStart + (row - kKaylesPeriodStart) % kKaylesPeriod;
  return table()[static_cast<std::size_t>(row)];
}

Status KaylesGame::check_position(const Heaps& heaps) const {
  if (heaps.empty()) return Error{"kayles needs at least one row"};
  if (heaps.size() > kMaxKaylesRows) {
    return Error{"kayles has at most " + std::to_string(kMaxKaylesRows) + " rows, got " +
                 std::to_string(heaps.size())};
  }
  if (rule_ == Rule::Misere) {
    Count total = 0;
    for (Count h : heaps) {
      if (h > kMaxKaylesMisereTokens || total + h > kMaxKaylesMisereTokens) {
        return Error{"misere kayles is solved exactly up to " +
                     std::to_string(kMaxKaylesMisereTokens) +
                     " pins in all (an exhaustive search), got more"};
      }
      total += h;
    }
  }
  return Ok{};
}

bool KaylesGame::is_terminal(const Heaps& heaps) const {
  return non_empty_rows(heaps) == 0;
}

u128 KaylesGame::total_moves(const Heaps& heaps) const {
  u128 total = 0;
  for (Count h : heaps) total += h == 0 ? 0 : u128{h} + (h - 1);  // h single pins, h - 1 pairs
  return total;
}

Count KaylesGame::move_count(const Heaps& heaps) const {
  return saturate(total_moves(heaps));
}

Move KaylesGame::nth_move(const Heaps& heaps, Count index) const {
  for (std::size_t row = 0; row < heaps.size(); ++row) {
    const Count n = heaps[row];
    if (index < n) return Move{row, 1, false, index};
    index -= n;
    if (n > 0 && index < n - 1) return Move{row, 2, false, index};
    if (n > 0) index -= n - 1;
  }
  return Move{};
}

std::vector<Move> KaylesGame::moves(const Heaps& heaps) const {
  std::vector<Move> all;
  for (std::size_t row = 0; row < heaps.size(); ++row) {
    for (Count k = 1; k <= 2; ++k) {
      for (Count a = 0; a + k <= heaps[row]; ++a) all.push_back(Move{row, k, false, a});
    }
  }
  return all;
}

Status KaylesGame::check_move(const Heaps& heaps, const Move& move) const {
  if (move.both) return Error{"a kayles move knocks down pins of one row only"};
  if (move.heap >= heaps.size()) {
    return Error{"there is no row " + std::to_string(move.heap + 1) + " (rows 1 to " +
                 std::to_string(heaps.size()) + ")"};
  }
  if (move.amount != 1 && move.amount != 2) {
    return Error{"a move knocks down one pin or two adjacent pins"};
  }
  const Count n = heaps[move.heap];
  if (move.amount > n || move.at > n - move.amount) {
    return Error{"row " + std::to_string(move.heap + 1) + " has only " + std::to_string(n) +
                 " pins"};
  }
  return Ok{};
}

Heaps KaylesGame::apply(Heaps heaps, const Move& move) const {
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
  if (heaps.empty()) heaps.push_back(0);  // no pin left: the one empty row
  return heaps;
}

Count KaylesGame::grundy(const Heaps& heaps) {
  Count value = 0;
  for (Count h : heaps) value ^= kayles_grundy(h);
  return value;
}

Heaps KaylesGame::canonical(const Heaps& heaps) const {
  Heaps rows;
  for (Count h : heaps) {
    if (h > 0) rows.push_back(h);
  }
  std::sort(rows.begin(), rows.end());
  return rows;
}

Outcome KaylesGame::outcome(const Heaps& heaps) const {
  if (rule_ == Rule::Normal) return grundy(heaps) == 0 ? Outcome::P : Outcome::N;
  return misere_memo().outcome(canonical(heaps));
}

std::vector<Move> KaylesGame::moves_to_value(const Heaps& heaps, Count target) {
  std::vector<Move> found;
  const Count total = grundy(heaps);
  std::vector<Count> lefts;
  for (std::size_t row = 0; row < heaps.size(); ++row) {
    const Count n = heaps[row];
    // The row's pieces must be worth what makes the whole worth `target`.
    const Count want = total ^ kayles_grundy(n) ^ target;
    for (Count k = 1; k <= 2; ++k) {
      lefts.clear();
      lefts_with_value(n, k, want, kMaxKaylesListedMoves - found.size(), lefts);
      for (Count a : lefts) found.push_back(Move{row, k, false, a});
      if (found.size() >= kMaxKaylesListedMoves) return found;
    }
  }
  return found;
}

u128 KaylesGame::count_moves_to_value(const Heaps& heaps, Count target) {
  u128 count = 0;
  const Count total = grundy(heaps);
  for (Count n : heaps) {
    const Count want = total ^ kayles_grundy(n) ^ target;
    for (Count k = 1; k <= 2; ++k) count += count_lefts_with_value(n, k, want);
  }
  return count;
}

u128 KaylesGame::winning_move_count(const Heaps& heaps) const {
  if (rule_ == Rule::Normal) return count_moves_to_value(heaps, 0);
  return winning_moves(heaps).size();  // misère: at most kMaxKaylesMisereTokens pins
}

std::vector<Move> KaylesGame::winning_moves(const Heaps& heaps) const {
  if (rule_ == Rule::Normal) return moves_to_value(heaps, 0);
  std::vector<Move> winning;
  if (outcome(heaps) == Outcome::P) return winning;
  for (const Move& move : moves(heaps)) {
    if (outcome(apply(heaps, move)) == Outcome::P) winning.push_back(move);
  }
  return winning;
}

std::string KaylesGame::move_text(const Move& move) const {
  // Appended piece by piece: GCC 12 warns falsely (-Wrestrict) on "-" + std::string.
  std::string text = std::to_string(move.heap + 1);
  text += ':';
  text += std::to_string(move.at + 1);
  if (move.amount == 2) {
    text += '-';
    text += std::to_string(move.at + 2);
  }
  return text;
}

Result<Move> KaylesGame::parse_move(std::string_view text) const {
  const auto bad = [&] {
    return Error{
        "a kayles move is ROW:PIN or ROW:PIN-PIN (two adjacent pins), e.g. 2:3 or "
        "2:3-4, got " +
        quote_for_message(text)};
  };
  const std::size_t colon = text.find(':');
  if (colon == std::string_view::npos) return bad();
  auto row = parse_count(text.substr(0, colon), "row", kMaxKaylesRows);
  if (!row) return Error{row.error()};
  if (*row == 0) return Error{"rows are numbered from 1"};
  const std::string_view pins = text.substr(colon + 1);
  const std::size_t dash = pins.find('-');
  auto first = parse_count(pins.substr(0, dash), "pin", kMaxKaylesRow);
  if (!first) return Error{first.error()};
  if (*first == 0) return Error{"pins are numbered from 1"};
  Move move{static_cast<std::size_t>(*row - 1), 1, false, *first - 1};
  if (dash != std::string_view::npos) {
    auto second = parse_count(pins.substr(dash + 1), "pin", kMaxKaylesRow);
    if (!second) return Error{second.error()};
    if (*first == kMaxKaylesRow || *second != *first + 1) {
      return Error{"two pins knocked down together are adjacent: PIN-PIN+1, got " +
                   quote_for_message(text)};
    }
    move.amount = 2;
  }
  return move;
}

std::optional<Move> KaylesGame::move_between(const Heaps& before, const Heaps& after) const {
  // Empty rows do not count (a bot may leave them as 0). The non-empty rows
  // before the move's row are unchanged, so it is at most the first one that
  // differs; it became 0, 1 or 2 pieces, the left one `a` pins long: a is 0,
  // n - k, or the row now in its place.
  const auto non_empty = [](const Heaps& heaps) {
    Heaps rows;
    for (Count h : heaps) {
      if (h > 0) rows.push_back(h);
    }
    return rows;
  };
  const Heaps from = non_empty(before), to = non_empty(after);
  std::size_t same = 0;
  while (same < from.size() && same < to.size() && from[same] == to[same]) ++same;
  std::size_t seen = 0;  // non-empty rows before `row`
  for (std::size_t row = 0; row < before.size() && seen <= same; ++row) {
    const Count n = before[row];
    if (n == 0) continue;
    for (Count k = 1; k <= 2 && k <= n; ++k) {
      std::array<Count, 3> lefts = {0, n - k, seen < to.size() ? to[seen] : 0};
      std::sort(lefts.begin(), lefts.end());
      for (std::size_t j = 0; j < lefts.size(); ++j) {
        if (lefts[j] > n - k || (j > 0 && lefts[j] == lefts[j - 1])) continue;
        const Move move{row, k, false, lefts[j]};
        if (check_move(before, move).ok() && non_empty(apply(before, move)) == to) return move;
      }
    }
    ++seen;
  }
  return std::nullopt;
}

std::vector<std::pair<Move, unsigned>> KaylesGame::plausible_moves(const Heaps& heaps) const {
  std::vector<std::pair<Move, unsigned>> guesses;
  if (heaps.empty()) return guesses;
  const std::size_t longest =
      static_cast<std::size_t>(std::max_element(heaps.begin(), heaps.end()) - heaps.begin());
  const Count n = heaps[longest];
  if (n == 0) return guesses;
  // The middle: one pin of an odd row, two of an even one, leaving equal halves.
  if (n >= 3) guesses.push_back({Move{longest, n % 2 == 1 ? 1u : 2u, false, (n - 1) / 2}, 3});
  guesses.push_back({Move{longest, 1, false, 0}, 2});
  if (n >= 2) guesses.push_back({Move{longest, 2, false, 0}, 1});
  // A short row whole: the first few a person sees (a long game leaves hundreds of them,
  // and each guess is checked against the others).
  constexpr std::size_t kShortRowGuesses = 4;
  for (std::size_t row = 0, short_rows = 0; row < heaps.size() && short_rows < kShortRowGuesses;
       ++row) {
    if (heaps[row] == 1 || heaps[row] == 2) {
      guesses.push_back({Move{row, heaps[row], false, 0}, 1});
      ++short_rows;
    }
  }
  return guesses;
}

}  // namespace marienbad
