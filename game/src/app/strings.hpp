#pragma once
// Every user-facing string comes from a string table: one row per key with the English and
// the French text side by side, so both languages are complete by construction.
//
//   // in your scene's .cpp (the TU must be linked in, so keep it next to the scene):
//   MARIENBAD_STRINGS(setup_strings,
//       {"setup.title", "New game", "Nouvelle partie"},
//       {"setup.rows", "{} rows", "{} rangées"});   // fmt-style placeholders
//
//   ctx.tr("setup.title");            // std::string_view in the current language
//   ctx.trf("setup.rows", 4);         // formatted
//
// Keys are "area.name". An unknown key shows as the key itself and is logged once.
#include <fmt/format.h>

#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace marienbad::app {

enum class Language { En, Fr };

std::string_view to_string(Language language);             // "en", "fr"
std::optional<Language> parse_language(std::string_view);  // "en"/"fr" (also "en_US.UTF-8"...)
// From LC_ALL / LC_MESSAGES / LANG: French if it starts with "fr", else English.
Language language_from_environment();

struct StringEntry {
  std::string_view key;
  std::string_view en;
  std::string_view fr;
};

// All tables registered so far (process-wide, filled during static initialisation).
const std::vector<std::span<const StringEntry>>& string_tables();
bool register_strings(std::span<const StringEntry> table);

class Strings {
 public:
  explicit Strings(Language language = Language::En);

  Language language() const { return language_; }
  void set_language(Language language) { language_ = language; }

  std::string_view tr(std::string_view key) const;
  bool has(std::string_view key) const { return index_.count(key) != 0; }

  template <class... Args>
  std::string trf(std::string_view key, Args&&... args) const {
    try {
      return fmt::format(fmt::runtime(tr(key)), std::forward<Args>(args)...);
    } catch (const fmt::format_error&) {
      return std::string(tr(key));  // a bad placeholder never takes the game down
    }
  }

  // Every registered row (for tests and tools).
  std::vector<StringEntry> all() const;

 private:
  Language language_;
  std::unordered_map<std::string_view, const StringEntry*> index_;
  mutable std::unordered_set<std::string> reported_missing_;
};

}  // namespace marienbad::app

#define MARIENBAD_STRINGS_CAT2(a, b) a##b
#define MARIENBAD_STRINGS_CAT(a, b) MARIENBAD_STRINGS_CAT2(a, b)
// Defines and registers a string table named `name` (any unique identifier).
#define MARIENBAD_STRINGS(name, ...)                                     \
  namespace {                                                            \
  constexpr ::marienbad::app::StringEntry name[] = {__VA_ARGS__};        \
  [[maybe_unused]] const bool MARIENBAD_STRINGS_CAT(name, _registered) = \
      ::marienbad::app::register_strings(name);                          \
  }
