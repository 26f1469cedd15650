#include "app/catalogue.hpp"

#include <libintl.h>
#include <spdlog/spdlog.h>

#include <clocale>
#include <cstdlib>

#include "app/paths.hpp"

// glibc's gettext: bumping it tells gettext that LANGUAGE changed (gettext manual, "Being a
// gettext grok").
extern "C" int _nl_msg_cat_cntr;

namespace marienbad::app::catalogue {

namespace {

constexpr const char* kDomain = "marienbad";
std::filesystem::path bound_dir;
std::string current_language;

void bind() {
  static const bool bound = [] {
    // gettext ignores LANGUAGE under the "C" locale; any other messages locale lets LANGUAGE
    // choose the catalogue. Only the messages category changes: numbers stay as they were.
    if (std::setlocale(LC_MESSAGES, "C.UTF-8") == nullptr) std::setlocale(LC_MESSAGES, "");
    bound_dir = find_locale_dir();
    bindtextdomain(kDomain, bound_dir.c_str());
    bind_textdomain_codeset(kDomain, "UTF-8");
    spdlog::info("translations: {}", bound_dir.string());
    return true;
  }();
  (void)bound;
}

void use(const std::string& language) {
  bind();
  if (language == current_language) return;
  ::setenv("LANGUAGE", language.c_str(), 1);
  ++_nl_msg_cat_cntr;
  current_language = language;
}

// gettext's own encoding of a message with a context (what pgettext does).
std::string with_context(std::string_view context, std::string_view msgid) {
  std::string id;
  if (!context.empty()) {
    id.append(context);
    id.push_back('\004');
  }
  id.append(msgid);
  return id;
}

}  // namespace

const char* find(const std::string& language, std::string_view context, std::string_view msgid) {
  use(language);
  const std::string id = with_context(context, msgid);
  const char* found = dcgettext(kDomain, id.c_str(), LC_MESSAGES);
  return found == id.c_str() ? nullptr : found;
}

const char* find_plural(const std::string& language, std::string_view context, std::string_view one,
                        std::string_view many, unsigned long n) {
  use(language);
  const std::string id = with_context(context, one);
  const std::string plural(many);
  const char* found = dcngettext(kDomain, id.c_str(), plural.c_str(), n, LC_MESSAGES);
  return found == id.c_str() || found == plural.c_str() ? nullptr : found;
}

std::filesystem::path directory() {
  return bound_dir;
}

}  // namespace marienbad::app::catalogue
