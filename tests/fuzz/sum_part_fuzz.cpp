// The parts of a sum of games (--component SPEC, a saved match's "parts" line):
// parse_sum_part on each space-separated word, then SumGame::make on them all.
// A parsed part has its game's shape (Nim 1 to 64 rows, one subtraction heap
// and a set, Wythoff x,y, Kayles 1 to 1024 rows up to 2^64-1), came from
// lower-case letters, digits, ':' and ',' only, and prints as a text that
// parses to the same part and prints the same again. A made sum has 1 to 8
// parts, its start is a valid position whose Grundy value is the XOR of the
// parts', every winning move leaves XOR 0, its text reads back as the same
// move and move_between finds it again. Errors are one clean line.
#include <exception>
#include <vector>

#include "fuzz_check.hpp"
#include "marienbad/game.hpp"

using namespace marienbad;

namespace {

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

void check_sum(const std::vector<SumPart>& parts, const SumGame& sum) {
  FUZZ_CHECK(sum.part_count() == parts.size());
  FUZZ_CHECK(parts.size() >= 1 && parts.size() <= kMaxSumParts);
  const Heaps& start = sum.start();
  FUZZ_CHECK(sum.check_position(start).ok());
  Count total = 0;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    // A Kayles part's rows of 0 at the end are no rows: left out.
    Heaps own = parts[i].heaps;
    if (parts[i].kind == GameKind::Kayles) {
      while (own.size() > 1 && own.back() == 0) own.pop_back();
    }
    FUZZ_CHECK(sum.part_heaps(start, i) == own);
    total ^= sum.part_grundy(start, i);
  }
  FUZZ_CHECK(sum.grundy(start) == total);
  FUZZ_CHECK((sum.outcome(start) == Outcome::P) == (total == 0));
  for (const Move& move : sum.winning_moves(start)) {
    FUZZ_CHECK(sum.check_move(start, move).ok());
    FUZZ_CHECK(sum.grundy(sum.apply(start, move)) == 0);
    const auto read = sum.parse_move(sum.move_text(move));
    FUZZ_CHECK(read.ok() && read.value() == move);
    const Heaps after = sum.apply(start, move);
    const auto found = sum.move_between(start, after);
    FUZZ_CHECK(found && sum.apply(start, *found) == after);
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
