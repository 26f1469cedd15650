// The browser side of platform.hpp (emscripten): the browser owns the loop, the player's
// files live in IndexedDB (mounted by game/web/pre.js before main), no other programs.
#include "app/platform.hpp"

#include <emscripten.h>
#include <spawn.h>

#include <cerrno>

#include <memory>
#include <utility>

#ifdef MARIENBAD_WEB_NO_INTL
// Without GNU libintl (game/web/web.cmake) musl's gettext answers, in English: nothing else
// defines the counter catalogue.cpp bumps when the language changes.
extern "C" {
int _nl_msg_cat_cntr = 0;
}
#endif

// The bot client (engine/src/bot) starts programs with posix_spawnp, which emscripten's libc
// lacks. A page never gets that far (can_run_programs() is false, --bot is refused); should
// it, the bot fails to start with one line, as a missing program would.
extern "C" int posix_spawnp(pid_t*, const char*, const posix_spawn_file_actions_t*,
                            const posix_spawnattr_t*, char* const[], char* const[]) {
  return ENOSYS;
}

namespace marienbad::app::platform {

namespace {

struct Loop {
  std::function<bool()> turn;
  std::function<void()> done;
};

void one_frame(void* arg) {
  auto* loop = static_cast<Loop*>(arg);
  if (loop->turn()) return;
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
  // pauses in a hidden tab. true: main stops here and never returns.
  emscripten_set_main_loop_arg(one_frame, &loop, 0, true);
}

void files_written() {
  // game/web/pre.js: copies the in-memory files to IndexedDB, one copy at a time.
  EM_ASM({ Module.marienbadSaveFiles(); });
}

bool stops_without_notice() {
  return true;
}

bool can_run_programs() {
  return false;
}

Status check_options(const Options& options) {
  // index.html turns the address's query into these options (?game=nim → --game nim).
  if (options.bot) return Error{"--bot: a web page cannot start programs"};
  if (options.screenshot) return Error{"--screenshot: a web page writes no file"};
  if (options.help || options.version) return Error{"--help and --version: see docs/web.md"};
  return Ok{};
}

bool go_on_after_bad_command_line(const std::string& line) {
  // index.html's status line, over the canvas until the player clicks or presses a key.
  EM_ASM({ Module.marienbadNotice(UTF8ToString($0)); }, line.c_str());
  return true;
}

}  // namespace marienbad::app::platform
