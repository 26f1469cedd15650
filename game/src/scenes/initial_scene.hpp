#pragma once
// The scene(s) the command line leads to. main() and --screenshot both start here:
// the main menu by default; add your branch for --variant / --hint / --demo below.
#include "app/context.hpp"

namespace marienbad::app {

void push_initial_scenes(AppContext& ctx);

}  // namespace marienbad::app
