// The parts of a sum of games (--component SPEC, a saved match's "parts" line):
// parse_sum_part on each space-separated word, then SumGame::make on them all.
// A parsed part has its game's shape (Nim 1 to 64 rows, one subtraction heap
// and a set, Wythoff x,y, Kayles 1 to 1024 rows up to 2^64-1), came from
// lower-case letters, digits, ':' and ',' only, and prints as a text that
// parses to the same part and prints the same again. A made sum has 1 to 8
// parts, its start is a valid position whose Grundy value is the XOR of the
// parts', each of its first 64 winning moves leaves XOR 0, its text reads back
// as the same move, and move_between finds it again (or one to the same rows,
// empty ones aside). Errors are one clean line.
#include <algorithm>
#include <exception>
#include <vector>

#include "fuzz_check.hpp"
#include "marienbad/game.hpp"
#include "marienbad/registry.hpp"

using namespace marienbad;

namespace {

constexpr std::size_t kCheckedMoves = 64;

void check_part(std::string_view text, const SumPart& part) {
  // Ids, presets (dawson-chess), numbers and octal codes (0.137).
  FUZZ_CHECK(text.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789:,.-") ==
             std::string_view::npos);
  switch (part.kind) {
    case GameKind::Nim:
      FUZZ_CHECK(!part.heaps.empty() && part.heaps.size() <= kMaxNimRows && part.parameter.empty());
      break;
    case GameKind::Subtraction:
      FUZZ_CHECK(part.heaps.size() == 1 && !part.parameter.empty());
      break;
    case GameKind::Wythoff:
      FUZZ_CHECK(part.heaps.size() == 2 && part.parameter.empty());
      break;
    case GameKind::Kayles:
      FUZZ_CHECK(!part.heaps.empty() && part.heaps.size() <= kMaxKaylesRows &&
                 part.parameter.empty());
      break;
    case GameKind::Octal:
      FUZZ_CHECK(!part.heaps.empty() && part.heaps.size() <= kMaxOctalRows &&
                 !part.parameter.empty());
      break;
    default:
      FUZZ_FAIL("a part is not a single game");
  }
  if (part.kind != GameKind::Kayles && part.kind != GameKind::Octal) {  // rows to 2^64-1
    for (Count h : part.heaps) FUZZ_CHECK(h <= kMaxHeap);
  }
  const std::string printed = sum_part_text(part);
  const auto again = parse_sum_part(printed);
  FUZZ_CHECK(again.ok() && again.value() == part);
  FUZZ_CHECK(sum_part_text(again.value()) == printed);
}

Heaps non_empty(const Heaps& heaps) {
  Heaps rows;
  for (Count h : heaps) {
    if (h > 0) rows.push_back(h);
  }
  return rows;
}

// The same position of the sum: a reshaping part's (Kayles, octal) empty rows aside, as
// move_between compares them (from rows 1,1,0,1, taking the first or the second single pin
// leaves the same game).
bool same_rows(const SumGame& sum, const Heaps& a, const Heaps& b) {
  for (std::size_t i = 0; i < sum.part_count(); ++i) {
    const Heaps rows_a = sum.part_heaps(a, i);
    const Heaps rows_b = sum.part_heaps(b, i);
    const bool reshapes = game_info(sum.part(i).kind()).part_room != nullptr;
    if (reshapes ? non_empty(rows_a) != non_empty(rows_b) : rows_a != rows_b) return false;
  }
  return true;
}

void check_sum(const std::vector<SumPart>& parts, const SumGame& sum) {
  FUZZ_CHECK(sum.part_count() == parts.size());
  FUZZ_CHECK(parts.size() >= 1 && parts.size() <= kMaxSumParts);
  const Heaps& start = sum.start();
  FUZZ_CHECK(sum.check_position(start).ok());
  Count total = 0;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    // A reshaping part's (Kayles, octal) rows of 0 at the end are no rows: left out.
    Heaps own = parts[i].heaps;
    if (game_info(parts[i].kind).part_room != nullptr) {
      while (own.size() > 1 && own.back() == 0) own.pop_back();
    }
    FUZZ_CHECK(sum.part_heaps(start, i) == own);
    total ^= sum.part_grundy(start, i);
  }
  FUZZ_CHECK(sum.grundy(start) == total);
  FUZZ_CHECK((sum.outcome(start) == Outcome::P) == (total == 0));
  // The first winning moves only: a long Kayles row has thousands, and each check walks its
  // part's room (up to 8192 heaps), too slow for one input under the sanitizers.
  const std::vector<Move> winning = sum.winning_moves(start);
  for (std::size_t m = 0; m < std::min<std::size_t>(winning.size(), kCheckedMoves); ++m) {
    const Move& move = winning[m];
    FUZZ_CHECK(sum.check_move(start, move).ok());
    FUZZ_CHECK(sum.grundy(sum.apply(start, move)) == 0);
    const auto read = sum.parse_move(sum.move_text(move));
    FUZZ_CHECK(read.ok() && read.value() == move);
    const Heaps after = sum.apply(start, move);
    const auto found = sum.move_between(start, after);
    FUZZ_CHECK(found && same_rows(sum, sum.apply(start, *found), after));
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = fuzz::as_text(data, size);
  try {
    std::vector<SumPart> parts;
    bool all_parsed = true;
    for (std::size_t start = 0; start <= text.size();) {
      const std::size_t space = std::min(text.find(' ', start), text.size());
      const std::string_view word = text.substr(start, space - start);
      start = space + 1;
      const auto part = parse_sum_part(word, "--component");
      if (!part) {
        FUZZ_CHECK(fuzz::is_clean_message(part.error()));
        all_parsed = false;
        continue;
      }
      check_part(word, part.value());
      parts.push_back(part.value());
    }
    if (!all_parsed) return 0;
    const auto sum = SumGame::make(parts);
    if (!sum) {
      FUZZ_CHECK(fuzz::is_clean_message(sum.error()));
      return 0;
    }
    check_sum(parts, sum.value());
    FUZZ_CHECK(!SumGame::make(parts, Rule::Misere).ok());
  } catch (const std::exception& error) {
    FUZZ_FAIL((std::string("an exception escaped: ") + error.what()).c_str());
  }
  return 0;
}
