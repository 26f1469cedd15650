#include "app/catalogue.hpp"

#include <fcntl.h>
#include <libintl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <clocale>
#include <cstdlib>
#include <cstring>
#include <map>

#include "app/catalogue_check.hpp"
#include "app/log.hpp"
#include "app/paths.hpp"
#include "app/platform.hpp"

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
    log_info("translations: {}", bound_dir.string());
    return true;
  }();
  (void)bound;
}

// The catalogue gettext would open for `language` checked (catalogue_check.hpp): Ok when
// there is none (English) or it is sound, else why not.
Status check_file(const std::filesystem::path& path) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
  if (fd < 0) {
    if (errno == ENOENT || errno == ENOTDIR) return Ok{};
    return Error{std::strerror(errno)};
  }
  std::string bytes;
  std::string why;
  struct stat info {};
  if (::fstat(fd, &info) != 0) {
    why = std::strerror(errno);
  } else if (!S_ISREG(info.st_mode)) {
    why = "not a regular file";
  } else if (static_cast<std::uint64_t>(info.st_size) > kMaxCatalogueBytes) {
    why = "too large for a catalogue";
  } else {
    bytes.resize(static_cast<std::size_t>(info.st_size));
    std::size_t done = 0;
    while (done < bytes.size()) {
      const ssize_t got = ::read(fd, bytes.data() + done, bytes.size() - done);
      if (got < 0 && errno == EINTR) continue;
      if (got <= 0) break;
      done += static_cast<std::size_t>(got);
    }
    bytes.resize(done);
  }
  ::close(fd);
  if (!why.empty()) return Error{why};
  return check_mo(bytes);
}

// Whether gettext may be asked in `language`: its catalogue is checked once, before gettext
// first opens it (it maps the file and trusts every offset in it). A damaged one is said
// once in the log and never bound: that language's messages stay in English.
bool usable(const std::string& language) {
  static std::map<std::string, bool, std::less<>> checked;
  const auto found = checked.find(language);
  if (found != checked.end()) return found->second;
  const std::filesystem::path path =
      bound_dir / language / "LC_MESSAGES" / (std::string(kDomain) + ".mo");
  const Status sound = check_file(path);
  if (!sound) log_warn("translations: {}: {}; using English", path.string(), sound.error());
  checked.emplace(language, sound.ok());
  return sound.ok();
}

// False when `language`'s catalogue must not be read (the caller answers in English).
bool use(const std::string& language) {
  bind();
  if (!usable(language)) return false;
  if (language == current_language) return true;
  platform::use_messages_language(language);
  current_language = language;
  return true;
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
  if (!use(language)) return nullptr;
  const std::string id = with_context(context, msgid);
  const char* found = dcgettext(kDomain, id.c_str(), LC_MESSAGES);
  return found == id.c_str() ? nullptr : found;
}

const char* find_plural(const std::string& language, std::string_view context, std::string_view one,
                        std::string_view many, unsigned long n) {
  if (!use(language)) return nullptr;
  const std::string id = with_context(context, one);
  const std::string plural(many);
  const char* found = dcngettext(kDomain, id.c_str(), plural.c_str(), n, LC_MESSAGES);
  return found == id.c_str() || found == plural.c_str() ? nullptr : found;
}

std::filesystem::path directory() {
  return bound_dir;
}

}  // namespace marienbad::app::catalogue
