#pragma once
#include <filesystem>

namespace marienbad::bench {

// marienbad-app-bench --startup PAIRS (startup_bench.cpp): the game's start-up time and peak
// memory against a bare SDL2 + SDL2_ttf window's, run in turn. Returns the exit status.
int run_startup_bench(int pairs, const std::filesystem::path& assets_dir);

}  // namespace marienbad::bench
