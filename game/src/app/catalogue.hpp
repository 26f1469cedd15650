#pragma once
// gettext's catalogues (po/, installed as share/locale/LANG/LC_MESSAGES/marienbad.mo) seen
// through two lookups. gettext reads one language for the whole process: a lookup in another
// language switches it first (LANGUAGE, and the counter that drops gettext's cache), so
// callers keep what they looked up rather than asking again every frame. A language's
// catalogue is checked (catalogue_check.hpp) before gettext may read it: a damaged one is
// reported once in the log and never read, and that language's messages stay in English.
#include <filesystem>
#include <string>
#include <string_view>

namespace marienbad::app::catalogue {

// The message for `msgid` under `context` in `language`'s catalogue; nullptr when the
// catalogue has none (no such language, no such message, or not translated).
const char* find(const std::string& language, std::string_view context, std::string_view msgid);
// The same for a message with plural forms, the form for `n`.
const char* find_plural(const std::string& language, std::string_view context, std::string_view one,
                        std::string_view many, unsigned long n);
// Where the catalogues were looked for ("" before the first lookup), for messages.
std::filesystem::path directory();

}  // namespace marienbad::app::catalogue
