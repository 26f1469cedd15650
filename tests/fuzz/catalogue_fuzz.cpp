// A translation catalogue (.mo): whatever the bytes, the check returns one clean line or Ok,
// and what it accepts glibc reads without a signal or a hang: the catalogue is bound under
// a domain of its own and every message of it looked up, its plurals for n = 0 to 200
// (a truncated file, an offset past the end, a plural formula dividing by zero, a hash
// table without an empty slot: SIGSEGV, SIGFPE or an endless lookup in glibc, issue #34).
#include <libintl.h>
#include <unistd.h>

#include <clocale>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "app/catalogue_check.hpp"
#include "fuzz_check.hpp"

using namespace marienbad;

namespace {

// The catalogue's original strings (as glibc compares them: up to the first NUL), read only
// once the check has passed, so every offset is inside `bytes`.
std::vector<std::string> originals(std::string_view bytes) {
  std::uint32_t magic = 0;
  std::memcpy(&magic, bytes.data(), 4);
  const bool swapped = magic != 0x950412de;
  const auto word = [&](std::size_t at) {
    std::uint32_t value = 0;
    std::memcpy(&value, bytes.data() + at, 4);
    return swapped ? __builtin_bswap32(value) : value;
  };
  std::vector<std::string> found;
  const std::uint32_t count = word(8);
  const std::uint32_t table = word(12);
  for (std::uint32_t i = 0; i < count && i < 64; ++i) {
    found.emplace_back(bytes.data() + word(table + i * 8 + 4));
  }
  return found;
}

// Never destroyed: the handler that removes the directory at exit is registered while the
// path is being made, so it runs after the path's destructor would have.
const std::filesystem::path& work_dir() {
  static const auto* const dir = [] {
    auto* made =
        new std::filesystem::path(std::filesystem::temp_directory_path() /
                                  ("marienbad-catalogue-fuzz-" + std::to_string(::getpid())));
    std::filesystem::create_directories(*made / "xx" / "LC_MESSAGES");
    std::setlocale(LC_MESSAGES, "C.UTF-8");
    ::setenv("LANGUAGE", "xx", 1);
    std::atexit([] {
      std::error_code ec;
      std::filesystem::remove_all(work_dir(), ec);
    });
    return made;
  }();
  return *dir;
}

// glibc keeps every catalogue it has loaded: each accepted input gets a domain of its own.
void read_with_glibc(std::string_view bytes) {
  static unsigned long serial = 0;
  const std::string domain = "fuzz" + std::to_string(serial++);
  const std::filesystem::path file = work_dir() / "xx" / "LC_MESSAGES" / (domain + ".mo");
  std::ofstream(file, std::ios::binary)
      .write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  bindtextdomain(domain.c_str(), work_dir().c_str());
  bind_textdomain_codeset(domain.c_str(), "UTF-8");
  for (const std::string& msgid : originals(bytes)) {
    (void)dcgettext(domain.c_str(), msgid.c_str(), LC_MESSAGES);
    for (unsigned long n = 0; n <= 200; n += 7) {
      (void)dcngettext(domain.c_str(), msgid.c_str(), "many", n, LC_MESSAGES);
    }
  }
  (void)dcgettext(domain.c_str(), "a message that is not there", LC_MESSAGES);
  std::error_code ec;
  std::filesystem::remove(file, ec);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view bytes = fuzz::as_text(data, size);
  const Status checked = app::catalogue::check_mo(bytes);
  if (!checked) {
    FUZZ_CHECK(fuzz::is_clean_message(checked.error()));
    return 0;
  }
  read_with_glibc(bytes);
  return 0;
}
