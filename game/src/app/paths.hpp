#pragma once
// Where the game finds its assets and keeps the player's files.
#include <filesystem>
#include <string>
#include <vector>

#include "marienbad/result.hpp"

namespace marienbad::app {

// Candidate asset directories, in search order: $MARIENBAD_ASSETS (alone, if set), next to
// the executable (../assets, ../share/marienbad/assets: an installed or relocated copy), the
// source tree (build tree runs), the install prefix.
std::vector<std::filesystem::path> asset_candidates();
// The first candidate holding fonts/DejaVuSans.ttf; the error names every place tried.
Result<std::filesystem::path> find_assets();
Result<std::filesystem::path> find_assets(const std::vector<std::filesystem::path>& candidates);

// $MARIENBAD_HOME if set, else SDL_GetPrefPath("marienbad", "marienbad"); created (0700) if
// needed. An error when there is no usable home: the game then keeps nothing.
Result<std::filesystem::path> pref_dir();

}  // namespace marienbad::app
