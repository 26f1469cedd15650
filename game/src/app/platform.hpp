#pragma once
// What differs between the desktop and the browser, in one place (docs/web.md): who owns the
// main loop, whether the player's files need flushing to lasting storage after a write, and
// whether other programs (bots) can be started. CMake compiles platform_desktop.cpp or
// platform_web.cpp (emscripten), never both; scenes ask here instead of testing #ifdefs.
#include <functional>
#include <string>

#include "app/options.hpp"
#include "marienbad/result.hpp"

namespace marienbad::app::platform {

// Whether the loop may sleep in SDL until the next event when nothing moves. A browser
// page must give control back every frame instead: the browser calls the loop again.
bool loop_may_wait();

// Calls `turn` until it returns false, then `done` once. The desktop loops here and
// returns; the browser calls `turn` once per animation frame and this never returns (the
// objects `turn` uses must outlive the page, as they do: main never finishes).
void run_loop(std::function<bool()> turn, std::function<void()> done);

// After each write of the player's files: the browser keeps them in memory until they are
// copied to its lasting storage (IndexedDB); the desktop's files are already on disk.
void files_written();

// Whether the game can be stopped without notice: a page reloaded or closed runs none of the
// game's code. Then the match in progress is kept after every move, for Continue; the desktop
// keeps it when the play screen is left, which quitting does too.
bool stops_without_notice();

// Whether the game may start other programs: the bots of docs/bot-protocol.md. A page
// cannot.
bool can_run_programs();

// What this platform cannot do of the parsed options, in one line (e.g. --bot in a page):
// Ok on the desktop, where every option works.
Status check_options(const Options& options);

// A command line that cannot be used (`line`: why, in one line, already prefixed). The
// desktop has printed it and stops (false); a page shows it over the menu and goes on with
// the default options (true): an address with a bad value never leaves a blank page.
bool go_on_after_bad_command_line(const std::string& line);

}  // namespace marienbad::app::platform
