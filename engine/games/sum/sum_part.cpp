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
    // A partisan game's value is no Nim heap: a sum of Grundy values cannot hold it.
    std::string why = std::string(info.id) + " cannot be a part of a sum";
    if (info.partisan != nullptr) {
      why.append(
          " (a sum's parts are impartial games, each worth a Nim heap: a partisan game's "
          "value is not one)");
    }
    return bad_part(what, text, why);
  }
  std::string_view rest = text.substr(colon + 1);
  SumPart part;
  part.kind = info.kind;
  const GamePreset* preset = find_preset(text.substr(0, colon));
  if (const GameParameter* parameter = info.parameter) {
    // The parameter after a second colon, else the preset's, else the game's default.
    const std::size_t second = rest.find(':');
    std::string_view given = preset ? preset->parameter : parameter->fallback;
    if (second != std::string_view::npos) {
      if (preset) {
        return bad_part(what, text,
                        std::string(preset->id) + " has its " + std::string(parameter->name) +
                            " (" + std::string(preset->parameter) + ")");
      }
      given = rest.substr(second + 1);
      rest = rest.substr(0, second);
    }
    auto value = parameter->parse(given, "the " + std::string(parameter->name));
    if (!value) return bad_part(what, text, value.error());
    part.parameter = std::move(value).value();
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
        info.parameter && info.max_heaps == 1
            ? "a " + std::string(info.id) + " part is one heap, then optionally ':' and the " +
                  std::string(info.parameter->name)
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
  if (const GameParameter* parameter = game_info(part.kind).parameter) {
    text += ':';
    text += parameter->text(part.parameter);
  }
  return text;
}

}  // namespace marienbad
