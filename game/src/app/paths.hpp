#pragma once
// Where the game finds its assets and keeps the player's files.
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "app/player_files.hpp"
#include "marienbad/result.hpp"

namespace marienbad::app {

// Candidate asset directories, in search order: $MARIENBAD_ASSETS (alone, if set), next to
// the executable (../assets, ../share/marienbad/assets: an installed or relocated copy), the
// source tree (build tree runs), the install prefix.
std::vector<std::filesystem::path> asset_candidates();
// The first candidate holding fonts/DejaVuSans.ttf; the error names every place tried.
Result<std::filesystem::path> find_assets();
Result<std::filesystem::path> find_assets(const std::vector<std::filesystem::path>& candidates);
// Where the translations are (LANG/LC_MESSAGES/marienbad.mo): next to the executable
// (../share/locale: installed, relocated, or the build tree's bin/), then the install prefix;
// the first that exists.
std::filesystem::path find_locale_dir();

// Where the player's files live (XDG base directories): the settings in `config`
// ($XDG_CONFIG_HOME/marienbad, default ~/.config/marienbad), the statistics, the unfinished
// match, the last games and the log in `data` ($XDG_DATA_HOME/marienbad, default
// ~/.local/share/marienbad). $MARIENBAD_HOME, if set, is both. `legacy` is where versions
// before 0.1.0 kept everything (SDL's pref path, $XDG_DATA_HOME/marienbad/marienbad).
struct PlayerDirs {
  std::filesystem::path data;
  std::filesystem::path config;
  std::optional<std::filesystem::path> legacy;
};
// From the environment given (tests pass their own); an error when there is no home at all.
Result<PlayerDirs> player_dirs(const std::function<const char*(const char*)>& getenv);
Result<PlayerDirs> player_dirs();
// Creates a directory (0700, only what it creates) unless it exists; an error if unusable,
// with the system's reason (a symlink loop: "Too many levels of symbolic links").
Status make_private_dir(const std::filesystem::path& dir);
// Moves the files an earlier version left in dirs.legacy to their places (settings.json to
// the config directory, the rest to the data directory), once: a file already at its place
// is never overwritten (the old one stays where it was). One line per file moved or kept.
std::vector<std::string> move_legacy_files(const PlayerDirs& dirs);

// The player's files for this run: the directories made and the legacy files moved when
// `for_writing` (a screenshot or a benchmark only reads); `notice` says in one line why
// nothing will be kept, if so; `moved` what move_legacy_files did (for the log).
struct OpenedPlayerFiles {
  PlayerFiles files;
  std::string notice;
  std::vector<std::string> moved;
};
OpenedPlayerFiles open_player_files(bool for_writing);

}  // namespace marienbad::app
