// The browser side of platform.hpp (emscripten): the browser owns the loop, the player's
// files live in IndexedDB (mounted by game/web/pre.js before main), no other programs, and
// translations come from musl's gettext (emscripten's libc) with the desktop's catalogues.
#include "app/platform.hpp"

#include <emscripten.h>
#include <fcntl.h>
#include <spawn.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <clocale>
#include <cstddef>
#include <cstdlib>

#include <memory>
#include <utility>

// musl's gettext (emscripten's libc) reads a catalogue through __map_file, which
// emscripten 3.1.6 replaces with a stub failing with MAP_FAILED (-1) where musl expects a
// null pointer: dcngettext then reads the catalogue at address -1 and the page stops
// ("memory access out of bounds"). This definition wins over the stub (the linker takes
// JavaScript only for what no object defines) and does what musl's own does, with read()
// instead of mmap: the whole file in memory, `size` set, or null. gettext keeps the
// catalogue for the page's life.
extern "C" const unsigned char* __map_file(const char* pathname, std::size_t* size) {
  const int fd = ::open(pathname, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return nullptr;
  struct stat info {};
  unsigned char* bytes = nullptr;
  if (::fstat(fd, &info) == 0 && info.st_size > 0) {
    const auto length = static_cast<std::size_t>(info.st_size);
    bytes = static_cast<unsigned char*>(std::malloc(length));
    std::size_t done = 0;
    while (bytes != nullptr && done < length) {
      const ssize_t got = ::read(fd, bytes + done, length - done);
      if (got < 0 && errno == EINTR) continue;
      if (got <= 0) break;
      done += static_cast<std::size_t>(got);
    }
    if (bytes != nullptr && done != length) {
      std::free(bytes);
      bytes = nullptr;
    }
    if (bytes != nullptr) *size = length;
  }
  ::close(fd);
  return bytes;
}

// The bot client (engine/src/bot) starts programs with posix_spawnp, which emscripten's libc
// lacks. A page never gets that far (can_run_programs() is false, --bot is refused); should
// it, the bot fails to start with one line, as a missing program would.
extern "C" int posix_spawnp(pid_t*, const char*, const posix_spawn_file_actions_t*,
                            const posix_spawnattr_t*, char* const[], char* const[]) {
  return ENOSYS;
}

// The page's functions (index.html, pre.js) that take text: named functions, as EM_ASM's
// $0 is no C++ identifier (-Wpedantic).
EM_JS(void, page_storage_text, (const char* line),
      { Module.marienbadStorageText(UTF8ToString(line)); });
EM_JS(void, page_copy_link, (const char* query, const char* copied, const char* copy_this), {
  Module.marienbadCopyLink(UTF8ToString(query), UTF8ToString(copied), UTF8ToString(copy_this));
});
EM_JS(void, page_notice, (const char* line), { Module.marienbadNotice(UTF8ToString(line)); });

namespace marienbad::app::platform {

namespace {

struct Loop {
  std::function<bool()> turn;
  std::function<void()> done;
};

void one_frame(void* arg) {
  auto* loop = static_cast<Loop*>(arg);
  static bool first = true;
  const bool more = loop->turn();
  if (first) {
    // The first turn draws the first frame: when, from navigation (tools/web_test.py prints
    // it; the page's own clock, free of the test's screenshots).
    first = false;
    EM_ASM({ Module.marienbadFirstFrame = performance.now(); });
  }
  if (more) return;
  emscripten_cancel_main_loop();
  loop->done();
}

}  // namespace

bool loop_may_wait() {
  return false;
}

void run_loop(std::function<bool()> turn, std::function<void()> done) {
  // Lives as long as the page: the browser keeps calling one_frame after main has gone.
  static Loop loop;
  loop = Loop{std::move(turn), std::move(done)};
  // 0 frames per second: the browser's animation frames (requestAnimationFrame), which it
  // pauses in a hidden tab. true: main stops here and never returns (an exception unwinds it:
  // what main's frame holds for the loop must not be one of its locals, main.cpp).
  emscripten_set_main_loop_arg(one_frame, &loop, 0, true);
}

void files_written() {
  // game/web/pre.js: copies the in-memory files to IndexedDB, one copy at a time.
  EM_ASM({ Module.marienbadSaveFiles(); });
}

void use_messages_language(const std::string& language) {
  // musl opens DIR/NAME/LC_MESSAGES/marienbad.mo for the messages locale named NAME (a name
  // it has no locale file for is kept as a name, for this), once per name, and then keeps it.
  std::setlocale(LC_MESSAGES, language.c_str());
}

void language_set(const Strings& strings) {
  // pre.js shows it once, as soon as both the text and a refusal are there.
  const std::string line(strings.tr("page.storage_refused"));
  page_storage_text(line.c_str());
}

void copy_link(const std::string& query, const std::string& copied, const std::string& copy_this) {
  // index.html: the clipboard, and the line under the canvas.
  page_copy_link(query.c_str(), copied.c_str(), copy_this.c_str());
}

bool stops_without_notice() {
  return true;
}

bool keeps_window_state() {
  return false;
}

bool gives_links() {
  return true;
}

bool can_run_programs() {
  return false;
}

Status check_options(const Options& options) {
  // index.html turns the address's query into these options (?game=nim → --game nim).
  if (options.bot) return Error{"--bot: a web page cannot start programs"};
  if (options.screenshot) return Error{"--screenshot: a web page writes no file"};
  if (options.fullscreen.value_or(false)) {
    return Error{"--fullscreen: a web page goes full screen when the player presses F11"};
  }
  if (options.help || options.version) return Error{"--help and --version: see docs/web.md"};
  return Ok{};
}

bool go_on_after_bad_command_line(const std::string& line) {
  // index.html's status line, over the canvas until the player clicks or presses a key.
  page_notice(line.c_str());
  return true;
}

}  // namespace marienbad::app::platform

// The lines the page shows by itself (game/web/pre.js, index.html).
MARIENBAD_STRINGS(page_strings,
                  S_("page.storage_refused",
                     "This browser keeps no files for this page: your progress will not be kept."));
