#include "app/placeholders.hpp"

#include <algorithm>

namespace marienbad::app {

std::optional<std::vector<std::string>> placeholders(std::string_view text) {
  std::vector<std::string> fields;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '}') {
      if (i + 1 < text.size() && text[i + 1] == '}') {
        ++i;
        continue;
      }
      return std::nullopt;  // a lone '}'
    }
    if (text[i] != '{') continue;
    if (i + 1 < text.size() && text[i + 1] == '{') {
      ++i;
      continue;
    }
    // A field ends at its matching '}' (a width may itself be a field: "{:{}}").
    std::size_t depth = 0, end = i;
    for (; end < text.size(); ++end) {
      if (text[end] == '{') ++depth;
      if (text[end] == '}' && --depth == 0) break;
    }
    if (end == text.size()) return std::nullopt;
    fields.emplace_back(text.substr(i, end - i + 1));
    i = end;
  }
  std::sort(fields.begin(), fields.end());
  return fields;
}

bool same_placeholders(std::string_view english, std::string_view translated) {
  const auto want = placeholders(english), got = placeholders(translated);
  return want && got && *want == *got;
}

bool placeholders_within(std::string_view english, std::string_view english_plural,
                         std::string_view translated) {
  auto allowed = placeholders(english);
  const auto plural = placeholders(english_plural);
  const auto got = placeholders(translated);
  if (!allowed || !plural || !got) return false;
  allowed->insert(allowed->end(), plural->begin(), plural->end());
  return std::all_of(got->begin(), got->end(), [&](const std::string& field) {
    return std::find(allowed->begin(), allowed->end(), field) != allowed->end();
  });
}

}  // namespace marienbad::app
