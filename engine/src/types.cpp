#include "marienbad/types.hpp"

#include <charconv>

#include "marienbad/quote.hpp"
#include "marienbad/registry.hpp"

namespace marienbad {

std::string_view to_string(GameKind kind) {
  const auto games = game_registry();
  const auto index = static_cast<std::size_t>(kind);
  return index < games.size() ? games[index].id : "?";
}

std::string_view to_string(Rule rule) {
  return rule == Rule::Normal ? "normal" : "misere";
}
std::string_view to_string(Outcome outcome) {
  return outcome == Outcome::N ? "N" : "P";
}

Result<GameKind> parse_game_kind(std::string_view text) {
  auto info = find_game(text, false);
  if (!info) return Error{info.error()};
  return info.value()->kind;
}

Result<Rule> parse_rule(std::string_view text) {
  if (text == "normal") return Rule::Normal;
  if (text == "misere") return Rule::Misere;
  return Error{"unknown rule " + quote_for_message(text) + " (expected normal or misere)"};
}

Result<Count> parse_count(std::string_view text, std::string_view what, Count max) {
  const std::string name(what);
  if (text.empty()) return Error{name + " is empty"};
  for (char c : text) {
    if (c < '0' || c > '9') {
      return Error{name + " " + quote_for_message(text) + " is not a non-negative whole number"};
    }
  }
  Count value = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc{} || end != text.data() + text.size() || value > max) {
    return Error{name + " " + quote_for_message(text) + " is too large (at most " +
                 std::to_string(max) + ")"};
  }
  return value;
}

Result<Heaps> parse_count_list(std::string_view text, std::string_view what, Count max) {
  Heaps values;
  if (text.empty()) return Error{std::string(what) + " is empty"};
  std::size_t start = 0;
  while (true) {
    const std::size_t comma = text.find(',', start);
    const auto item =
        text.substr(start, comma == std::string_view::npos ? text.npos : comma - start);
    if (item.empty())
      return Error{std::string(what) + " " + quote_for_message(text) + " has an empty item"};
    auto value = parse_count(item, what, max);
    if (!value) return Error{value.error()};
    values.push_back(*value);
    if (comma == std::string_view::npos) break;
    start = comma + 1;
  }
  return values;
}

std::string join_counts(const Heaps& heaps, std::string_view separator) {
  std::string text;
  for (std::size_t i = 0; i < heaps.size(); ++i) {
    if (i) text += separator;
    text += std::to_string(heaps[i]);
  }
  return text;
}

}  // namespace marienbad
