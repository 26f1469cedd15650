#include "marienbad/sum_part.hpp"

#include "marienbad/nim.hpp"
#include "marienbad/quote.hpp"

namespace marienbad {

namespace {

constexpr std::string_view kGrammar =
    "expected nim:ROWS, subtraction:HEAP, subtraction:HEAP:SET or wythoff:X,Y";

Error bad_part(std::string_view what, std::string_view text, const std::string& why) {
  return Error{std::string(what) + " " + quote_for_message(text) + ": " + why};
}

}  // namespace

Result<SumPart> parse_sum_part(std::string_view text, std::string_view what) {
  if (text.empty()) return Error{std::string(what) + " is empty (" + std::string(kGrammar) + ")"};
  const std::size_t colon = text.find(':');
  if (colon == std::string_view::npos) return bad_part(what, text, std::string(kGrammar));
  auto kind = parse_game_kind(text.substr(0, colon));
  if (!kind) return bad_part(what, text, kind.error());
  std::string_view rest = text.substr(colon + 1);
  SumPart part;
  part.kind = *kind;
  if (part.kind == GameKind::Subtraction) {
    const std::size_t second = rest.find(':');
    if (second != std::string_view::npos) {
      auto set = parse_count_list(rest.substr(second + 1), "the set");
      if (!set) return bad_part(what, text, set.error());
      part.set = std::move(set).value();
      rest = rest.substr(0, second);
    } else {
      part.set = {1, 2, 3};
    }
  }
  auto heaps = parse_count_list(rest, part.kind == GameKind::Nim ? "rows" : "heaps");
  if (!heaps) return bad_part(what, text, heaps.error());
  part.heaps = std::move(heaps).value();
  const std::size_t count = part.heaps.size();
  switch (part.kind) {
    case GameKind::Nim:
      if (count > kMaxNimRows) {
        return bad_part(what, text,
                        "nim has at most " + std::to_string(kMaxNimRows) + " rows, got " +
                            std::to_string(count));
      }
      break;
    case GameKind::Subtraction:
      if (count != 1) {
        return bad_part(what, text,
                        "a subtraction part is one heap, then optionally ':' and the set");
      }
      break;
    case GameKind::Wythoff:
      if (count != 2) return bad_part(what, text, "a wythoff part is two numbers x,y");
      break;
  }
  return part;
}

std::string sum_part_text(const SumPart& part) {
  std::string text(to_string(part.kind));
  text += ':';
  text += join_counts(part.heaps);
  if (part.kind == GameKind::Subtraction) {
    text += ':';
    text += join_counts(part.set);
  }
  return text;
}

}  // namespace marienbad
