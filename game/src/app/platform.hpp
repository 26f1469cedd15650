#pragma once
// What differs between the desktop and the browser, in one place (docs/web.md): who owns the
// main loop, whether the player's files need flushing to lasting storage after a write, and
// whether other programs (bots) can be started, how gettext is told the language. CMake compiles
// platform_desktop.cpp or platform_web.cpp (emscripten), never both; scenes ask here instead of
// testing #ifdefs.
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

// Whether the window's size and full screen are the game's to keep in the settings and
// restore at the next start. A page's canvas fills the browser's viewport whatever was saved,
// and the browser grants full screen only inside a key or click of the player's.
bool keeps_window_state();

// Whether the game may start other programs: the bots of docs/bot-protocol.md. A page
// cannot.
bool can_run_programs();

// Makes gettext answer in `language` from now on (catalogue.cpp binds the catalogues, of
// the form LANGUAGE/LC_MESSAGES/marienbad.mo). glibc follows LANGUAGE once its cache counter
// moves; the page's libc (musl) ignores LANGUAGE and opens the catalogue its messages
// locale names.
void use_messages_language(const std::string& language);

// After the language is chosen or changed: the page says some things by itself (that the
// browser keeps no files), and keeps those lines in the game's language. The desktop: nothing.
void language_set(const Strings& strings);

// Whether the game has an address to give: a page's. Then the play screen has Copy link.
bool gives_links();

// Copy link on the play screen (L): `query` is the position as an address's query
// (scenes/position_link.hpp). The page puts its own address with that query on the
// clipboard and shows one line, `copied` or, when the browser refuses the clipboard,
// `copy_this` (each with "{}" where the address goes). The desktop has no address: nothing.
void copy_link(const std::string& query, const std::string& copied, const std::string& copy_this);

// What this platform cannot do of the parsed options, in one line (e.g. --bot in a page):
// Ok on the desktop, where every option works.
Status check_options(const Options& options);

// A command line that cannot be used (`line`: why, in one line, already prefixed). The
// desktop has printed it and stops (false); a page shows it over the menu and goes on with
// the default options (true): an address with a bad value never leaves a blank page.
bool go_on_after_bad_command_line(const std::string& line);

}  // namespace marienbad::app::platform
