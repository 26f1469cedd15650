#pragma once
// Helpers for the executables' standard output (marienbad-cli, the game's --help and
// --version). Not in the engine: the engine does no I/O.
#include <string_view>

namespace marienbad::console {

// Optional, first thing in main() of a program that writes through std::cout: std::cout
// then writes to file descriptor 1 through a buffer of its own that remembers why a write
// failed, so finish_stdout names the reason even when it happened long before the end.
void buffer_cout();

// Call last, as `return finish_stdout("program", code);`: flushes standard output
// (std::cout and C stdio) and checks that everything written to it arrived. When output
// was lost (a full disk, /dev/full, a closed stdout, a reader that went away while SIGPIPE
// is ignored) it prints one line "<program>: cannot write the output: <reason>" on stderr
// and returns 1; otherwise it returns `code`.
int finish_stdout(std::string_view program, int code);

}  // namespace marienbad::console
