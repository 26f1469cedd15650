#pragma once
// Every text a player sees is an English message in the code, in a string table next to the
// scene that shows it; its translations live in po/LANG.po and reach the game through gettext
// (po/README.md). A row's key names its place and is the message's context (msgctxt), so one
// English word may have two translations:
//
//   // in your scene's .cpp (the TU must be linked in, so keep it next to the scene):
//   MARIENBAD_STRINGS(setup_strings,
//       S_("setup.title", "New game"),
//       P_("over.in_moves", "in {} move", "in {} moves"));   // plural forms (ngettext)
//
//   ctx.tr("setup.title");               // std::string_view in the current language
//   ctx.trf("setup.rows", 4);            // fmt-style placeholders
//   ctx.trn("over.in_moves", n, n);      // the plural form for n, formatted
//
// xgettext finds S_ and P_ (target marienbad-pot). An unknown key shows as the key itself
// and is logged once.
#include <fmt/format.h>

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace marienbad::app {

// A language is a gettext catalogue name: "en" (the messages themselves), "fr", …
using Language = std::string;

// "en", then every catalogue of po/LINGUAS, in that order.
const std::vector<Language>& languages();
// A known language from "fr", "fr_FR.UTF-8", "fr:en" (LANGUAGE's list: the first known one).
std::optional<Language> parse_language(std::string_view text);
// From LANGUAGE, LC_ALL, LC_MESSAGES, LANG (gettext's order); English if none names a known one.
Language language_from_environment();
// The language after `language` in languages(), wrapping around (the menu's language button).
Language next_language(const Language& language);

struct StringEntry {
  std::string_view key;
  std::string_view en;
  std::string_view en_plural;  // empty unless the row has plural forms (P_)
};

// All tables registered so far (process-wide, filled during static initialisation).
const std::vector<std::span<const StringEntry>>& string_tables();
bool register_strings(std::span<const StringEntry> table);

class Strings {
 public:
  explicit Strings(Language language = "en");

  const Language& language() const { return language_; }
  void set_language(Language language);

  std::string_view tr(std::string_view key) const;
  // The plural form of a P_ row for `n` (the singular form of an S_ row).
  std::string_view tr_n(std::string_view key, std::uint64_t n) const;
  bool has(std::string_view key) const { return index_.count(key) != 0; }
  // A message that has no key: a sentence the engine wrote, marked N_ there.
  std::string_view translate(std::string_view english) const;
  // A language's name in that language ("Français"), for the language button.
  std::string language_name(const Language& language) const;

  template <class... Args>
  std::string trf(std::string_view key, Args&&... args) const {
    return format(tr(key), std::forward<Args>(args)...);
  }
  template <class... Args>
  std::string trn(std::string_view key, std::uint64_t n, Args&&... args) const {
    return format(tr_n(key, n), std::forward<Args>(args)...);
  }

  // Every registered row (for tests and tools).
  std::vector<StringEntry> all() const;

 private:
  template <class... Args>
  static std::string format(std::string_view text, Args&&... args) {
    try {
      return fmt::format(fmt::runtime(text), std::forward<Args>(args)...);
    } catch (const fmt::format_error&) {
      return std::string(text);  // a bad placeholder never takes the game down
    }
  }
  const StringEntry* find(std::string_view key) const;
  // A translation whose fields differ from its English message's is never formatted
  // (placeholders.hpp): English is shown, and this warns once per message.
  void warn_placeholders(std::string_view key, std::string_view text) const;

  Language language_;
  std::unordered_map<std::string_view, const StringEntry*> index_;
  // This language's text of every keyed row (looked up once per language).
  std::unordered_map<std::string_view, std::string_view> translated_;
  mutable std::unordered_map<std::string, std::string_view> translated_free_;
  mutable std::unordered_set<std::string> reported_missing_;
  mutable std::unordered_set<std::string> reported_placeholders_;
};

}  // namespace marienbad::app

// A keyed row of a string table; xgettext reads the key as the context (S_:1c,2 / P_:1c,2,3).
#define S_(key, text)             \
  ::marienbad::app::StringEntry { \
    key, text, {}                 \
  }
#define P_(key, one, many)        \
  ::marienbad::app::StringEntry { \
    key, one, many                \
  }

#define MARIENBAD_STRINGS_CAT2(a, b) a##b
#define MARIENBAD_STRINGS_CAT(a, b) MARIENBAD_STRINGS_CAT2(a, b)
// Defines and registers a string table named `name` (any unique identifier).
#define MARIENBAD_STRINGS(name, ...)                                     \
  namespace {                                                            \
  constexpr ::marienbad::app::StringEntry name[] = {__VA_ARGS__};        \
  [[maybe_unused]] const bool MARIENBAD_STRINGS_CAT(name, _registered) = \
      ::marienbad::app::register_strings(name);                          \
  }
