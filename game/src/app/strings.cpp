#include "app/strings.hpp"

#include <algorithm>
#include <cstdlib>
#include <limits>

#include "app/catalogue.hpp"
#include "app/log.hpp"
#include "app/placeholders.hpp"

namespace marienbad::app {

namespace {

std::vector<Language> split_words(std::string_view text) {
  std::vector<Language> words;
  std::size_t start = 0;
  while (start < text.size()) {
    const std::size_t end = std::min(text.find_first_of(" :", start), text.size());
    if (end > start) words.emplace_back(text.substr(start, end - start));
    start = end + 1;
  }
  return words;
}

bool known(std::string_view language) {
  const auto& all = languages();
  return std::find(all.begin(), all.end(), language) != all.end();
}

}  // namespace

const std::vector<Language>& languages() {
  static const std::vector<Language> all = [] {
    std::vector<Language> list{"en"};
#ifdef MARIENBAD_LINGUAS
    for (Language& language : split_words(MARIENBAD_LINGUAS)) list.push_back(std::move(language));
#endif
    return list;
  }();
  return all;
}

std::optional<Language> parse_language(std::string_view text) {
  // LANGUAGE is a list, "fr:en"; a locale is "fr_FR.UTF-8@euro": try "fr_FR", then "fr".
  for (const Language& item : split_words(text)) {
    const std::string_view name = std::string_view(item).substr(0, item.find_first_of(".@"));
    if (known(name)) return Language(name);
    const std::string_view base = name.substr(0, name.find('_'));
    if (known(base)) return Language(base);
  }
  return std::nullopt;
}

Language language_from_environment() {
  if (const char* list = std::getenv("LANGUAGE"); list != nullptr) {
    if (auto language = parse_language(list)) return *language;
  }
  for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
    const char* value = std::getenv(name);
    if (value != nullptr && *value != '\0') return parse_language(value).value_or("en");
  }
  return "en";
}

Language next_language(const Language& language) {
  const auto& all = languages();
  const auto it = std::find(all.begin(), all.end(), language);
  return it == all.end() || it + 1 == all.end() ? all.front() : *(it + 1);
}

namespace {
std::vector<std::span<const StringEntry>>& tables() {
  static std::vector<std::span<const StringEntry>> registered;
  return registered;
}
}  // namespace

const std::vector<std::span<const StringEntry>>& string_tables() {
  return tables();
}

bool register_strings(std::span<const StringEntry> table) {
  tables().push_back(table);
  return true;
}

Strings::Strings(Language language) {
  for (const auto& table : tables()) {
    for (const StringEntry& entry : table) index_.emplace(entry.key, &entry);
  }
  set_language(std::move(language));
}

void Strings::set_language(Language language) {
  language_ = known(language) ? std::move(language) : Language("en");
  translated_.clear();
  translated_free_.clear();
  if (language_ == "en") return;
  for (const auto& [key, entry] : index_) {
    if (const char* text = catalogue::find(language_, key, entry->en)) {
      if (entry->en_plural.empty() ? same_placeholders(entry->en, text)
                                   : placeholders_within(entry->en, entry->en_plural, text)) {
        translated_.emplace(key, text);
      } else {
        warn_placeholders(key, text);
      }
    }
  }
}

void Strings::warn_placeholders(std::string_view key, std::string_view text) const {
  if (reported_placeholders_.insert(std::string(key)).second) {
    log_warn(
        "translations: '{}' ({}) has placeholders its English message has not: \"{}\"; "
        "using English",
        key, language_, text);
  }
}

const StringEntry* Strings::find(std::string_view key) const {
  if (auto it = index_.find(key); it != index_.end()) return it->second;
  if (reported_missing_.insert(std::string(key)).second) {
    log_warn("missing string '{}'", key);
  }
  return nullptr;
}

std::string_view Strings::tr(std::string_view key) const {
  const StringEntry* entry = find(key);
  if (entry == nullptr) return key;
  if (auto it = translated_.find(key); it != translated_.end()) return it->second;
  return entry->en;
}

std::string_view Strings::tr_n(std::string_view key, std::uint64_t n) const {
  const StringEntry* entry = find(key);
  if (entry == nullptr) return key;
  if (entry->en_plural.empty()) return tr(key);
  if (language_ != "en") {
    // ngettext counts in unsigned long, 32 bits in the page: a larger count takes the form
    // of the largest it can tell (never the singular of a count that wrapped to 1).
    const auto count = static_cast<unsigned long>(
        std::min<std::uint64_t>(n, std::numeric_limits<unsigned long>::max()));
    if (const char* text =
            catalogue::find_plural(language_, key, entry->en, entry->en_plural, count)) {
      if (placeholders_within(entry->en, entry->en_plural, text)) return text;
      warn_placeholders(key, text);
    }
  }
  return n == 1 ? entry->en : entry->en_plural;
}

std::string_view Strings::translate(std::string_view english) const {
  if (language_ == "en") return english;
  const std::string id(english);
  if (auto it = translated_free_.find(id); it != translated_free_.end()) return it->second;
  const char* text = catalogue::find(language_, {}, english);
  if (text != nullptr && !same_placeholders(english, text)) {
    warn_placeholders(english, text);
    text = nullptr;
  }
  const std::string_view result = text != nullptr ? std::string_view(text) : english;
  translated_free_.emplace(id, result);
  return result;
}

std::string Strings::language_name(const Language& language) const {
  const StringEntry* entry = find("app.language.name");
  if (entry == nullptr) return language;
  if (language == "en") return std::string(entry->en);
  const char* name = catalogue::find(language, entry->key, entry->en);
  return name != nullptr ? std::string(name) : language;
}

std::vector<StringEntry> Strings::all() const {
  std::vector<StringEntry> rows;
  for (const auto& table : tables()) rows.insert(rows.end(), table.begin(), table.end());
  return rows;
}

}  // namespace marienbad::app

// Strings of the application shell itself (titles, common buttons, messages).
MARIENBAD_STRINGS(app_strings, S_("app.title", "Marienbad"),
                  S_("app.subtitle", "Take-away games from Last Year at Marienbad"),
                  S_("common.settings", "Settings"), S_("common.rules", "Rules"),
                  S_("common.quit", "Quit"), S_("common.back", "Back"), S_("common.ok", "OK"),
                  S_("common.cancel", "Cancel"), S_("common.continue", "Continue"),
                  S_("common.statistics", "Statistics"), S_("common.yes", "Yes"),
                  S_("common.no", "No"), S_("common.on", "On"), S_("common.off", "Off"),
                  S_("app.muted", "Sound off"), S_("app.unmuted", "Sound on"),
                  S_("app.keys_hint",
                     "Arrows + Enter · Esc quit · F1 rules · M sound · F11 full screen"),
                  S_("app.coming_soon", "Coming soon"), S_("app.language", "Language"),
                  S_("app.language.name", "English"))
