#include "marienbad/game_lists.hpp"

#include "marienbad/quote.hpp"
#include "marienbad/registry.hpp"

namespace marienbad {

std::vector<std::string_view> game_words(bool with_sum) {
  std::vector<std::string_view> words;  // the single games, then the sum
  for (const bool single : {true, false}) {
    for (const GameInfo& info : game_registry()) {
      if (info.single != single || (!with_sum && !info.single)) continue;
      words.push_back(info.id);
      if (!info.alias.empty()) words.push_back(info.alias);
      for (const GamePreset& preset : info.presets) words.push_back(preset.id);
    }
  }
  return words;
}

std::string position_forms() {
  std::vector<std::string> forms;
  for (const GameInfo& info : game_registry()) {
    if (info.single) forms.push_back(std::string(info.heaps) + " (" + std::string(info.id) + ")");
  }
  const std::vector<std::string_view> words(forms.begin(), forms.end());
  return join_alternatives(words);
}

std::string standard_starts() {
  std::string starts;
  for (const GameInfo& info : game_registry()) {
    if (!info.single) continue;
    if (!starts.empty()) starts += " / ";
    starts += position_text(info, info.start);
  }
  return starts;
}

std::vector<std::string_view> part_forms() {
  constexpr std::string_view kSeparator = ", ";
  std::vector<std::string_view> forms;
  for (const GameInfo& info : game_registry()) {
    std::string_view grammar = info.part_grammar;
    while (!grammar.empty()) {
      const std::size_t end = grammar.find(kSeparator);
      forms.push_back(grammar.substr(0, end));
      if (end == std::string_view::npos) break;
      grammar.remove_prefix(end + kSeparator.size());
    }
  }
  return forms;
}

std::string part_example(bool with_parameter) {
  for (const GameInfo& info : game_registry()) {
    if (info.part_grammar.empty() || (with_parameter && info.parameter == nullptr)) continue;
    std::string text(info.id);
    text.append(":").append(position_text(info, info.start));
    if (with_parameter) text.append(":").append(info.parameter->fallback);
    return text;
  }
  return {};
}

namespace {

// Each game with a parameter, as `item` writes it, joined with "or".
template <typename Item>
std::string join_parameters(Item item) {
  std::vector<std::string> items;
  for (const GameInfo& info : game_registry()) {
    if (info.parameter != nullptr) items.push_back(item(info));
  }
  const std::vector<std::string_view> words(items.begin(), items.end());
  return join_alternatives(words);
}

}  // namespace

std::string parameter_names() {
  return join_parameters([](const GameInfo& info) { return std::string(info.parameter->name); });
}

std::string parameter_examples() {
  return join_parameters([](const GameInfo& info) {
    return std::string(info.parameter->fallback) + " (" + std::string(info.id) + ")";
  });
}

std::string_view default_game_id() {
  return game_registry().front().id;
}

}  // namespace marienbad
