#include "sum/sum_part.hpp"

#include "marienbad/game_lists.hpp"
#include "marienbad/quote.hpp"
#include "marienbad/registry.hpp"

namespace marienbad {

namespace {

std::string grammar() {
  return "expected " + sum_part_forms();
}

Error bad_part(std::string_view what, std::string_view text, const std::string& why) {
  return Error{std::string(what) + " " + quote_for_message(text) + ": " + why};
}

}  // namespace

std::string sum_part_forms() {
  return join_alternatives(part_forms());
}

Result<SumPart> parse_sum_part(std::string_view text, std::string_view what) {
  if (text.empty()) return Error{std::string(what) + " is empty (" + grammar() + ")"};
  const std::size_t colon = text.find(':');
  if (colon == std::string_view::npos) return bad_part(what, text, grammar());
  auto found = find_game(text.substr(0, colon), false);
  if (!found) {
    // Only the games that can be parts, with their aliases.
    std::vector<std::string_view> ids;
    for (const GameInfo& info : game_registry()) {
      if (info.part_grammar.empty()) continue;
      ids.push_back(info.id);
      if (!info.alias.empty()) ids.push_back(info.alias);
    }
    return bad_part(what, text,
                    "unknown game " + quote_for_message(text.substr(0, colon)) + " (expected " +
                        join_alternatives(ids) + ")");
  }
  const GameInfo& info = *found.value();
  if (info.part_grammar.empty()) {
    return bad_part(what, text, std::string(info.id) + " cannot be a part of a sum");
  }
  std::string_view rest = text.substr(colon + 1);
  SumPart part;
  part.kind = info.kind;
  if (info.takes_set) {
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
  auto heaps =
      parse_position(info, rest, info.max_heaps > 1 && info.min_heaps == 1 ? "rows" : "heaps");
  if (!heaps) return bad_part(what, text, heaps.error());
  part.heaps = std::move(heaps).value();
  const std::size_t count = part.heaps.size();
  if (count > info.max_heaps && info.min_heaps == 1 && info.max_heaps > 1) {
    return bad_part(what, text,
                    std::string(info.id) + " has at most " + std::to_string(info.max_heaps) + " " +
                        std::string(info.heaps) + ", got " + std::to_string(count));
  }
  if (count < info.min_heaps || count > info.max_heaps) {
    return bad_part(
        what, text,
        info.takes_set
            ? "a " + std::string(info.id) + " part is one heap, then optionally ':' and the set"
            : "a " + std::string(info.id) + " part is " +
                  (info.min_heaps == 2 ? std::string("two") : std::to_string(info.min_heaps)) +
                  " numbers " + std::string(info.heaps));
  }
  return part;
}

std::string sum_part_text(const SumPart& part) {
  std::string text(to_string(part.kind));
  text += ':';
  text += join_counts(part.heaps);
  if (game_info(part.kind).takes_set) {
    text += ':';
    text += join_counts(part.set);
  }
  return text;
}

}  // namespace marienbad
