#pragma once
// The scene(s) the command line leads to. main() and --screenshot both start here:
// the main menu by default; add your branch for --variant / --hint / --demo below.
#include "app/context.hpp"
#include "app/options.hpp"
#include "marienbad/result.hpp"

namespace marienbad::app {

void push_initial_scenes(AppContext& ctx);

// Before the window opens: a game chosen on the command line (--variant, --demo with
// --heaps, --set, --level ...) must be playable; the reason when it is not.
Status check_command_line_game(const Options& options);

}  // namespace marienbad::app
