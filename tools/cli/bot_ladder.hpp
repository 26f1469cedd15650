#pragma once
// `ladder GAME --bot "CMD"`: a bot against every computer level.
#include "options.hpp"

namespace marienbad::cli {

// Plays the bot of --bot against random, easy, medium, hard and perfect,
// --games N games each (default 10), and prints the table; returns the exit code.
int run_bot_ladder(const Arguments& arguments, const Position& position);

}  // namespace marienbad::cli
