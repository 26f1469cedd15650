#include "app/paths.hpp"

#include "app/settings.hpp"

#include <SDL.h>
#include <sys/stat.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <system_error>

namespace marienbad::app {

namespace fs = std::filesystem;

std::vector<fs::path> asset_candidates() {
  if (const char* env = std::getenv("MARIENBAD_ASSETS"); env != nullptr && *env != '\0') {
    return {fs::path(env)};
  }
  std::vector<fs::path> candidates;
  if (char* base = SDL_GetBasePath(); base != nullptr) {
    const fs::path exe_dir(base);
    SDL_free(base);
    candidates.push_back((exe_dir / ".." / "assets").lexically_normal());
    candidates.push_back((exe_dir / ".." / "share" / "marienbad" / "assets").lexically_normal());
  }
#ifdef MARIENBAD_SOURCE_ASSETS_DIR
  candidates.emplace_back(MARIENBAD_SOURCE_ASSETS_DIR);
#endif
#ifdef MARIENBAD_INSTALL_ASSETS_DIR
  candidates.emplace_back(MARIENBAD_INSTALL_ASSETS_DIR);
#endif
  return candidates;
}

Result<fs::path> find_assets(const std::vector<fs::path>& candidates) {
  std::string tried;
  for (const fs::path& dir : candidates) {
    std::error_code ec;
    if (fs::is_regular_file(dir / "fonts" / "DejaVuSans.ttf", ec)) return dir;
    if (!tried.empty()) tried += ", ";
    tried += dir.string();
  }
  return Error{"cannot find the game's assets (fonts/DejaVuSans.ttf) in: " + tried +
               " (set MARIENBAD_ASSETS to the assets directory)"};
}

Result<fs::path> find_assets() {
  return find_assets(asset_candidates());
}

fs::path find_locale_dir() {
  std::vector<fs::path> candidates;
  if (char* base = SDL_GetBasePath(); base != nullptr) {
    candidates.push_back((fs::path(base) / ".." / "share" / "locale").lexically_normal());
    SDL_free(base);
  }
#ifdef MARIENBAD_INSTALL_LOCALE_DIR
  candidates.emplace_back(MARIENBAD_INSTALL_LOCALE_DIR);
#endif
  for (const fs::path& dir : candidates) {
    std::error_code ec;
    if (fs::is_directory(dir, ec)) return dir;
  }
  return candidates.empty() ? fs::path() : candidates.front();
}

namespace {

// An XDG variable counts only when it holds an absolute path (the specification).
std::optional<fs::path> absolute_env(const std::function<const char*(const char*)>& getenv,
                                     const char* name) {
  const char* value = getenv(name);
  if (value == nullptr || *value == '\0') return std::nullopt;
  fs::path path(value);
  if (!path.is_absolute()) return std::nullopt;
  return path;
}

}  // namespace

Result<PlayerDirs> player_dirs(const std::function<const char*(const char*)>& getenv) {
  if (const char* home = getenv("MARIENBAD_HOME"); home != nullptr && *home != '\0') {
    return PlayerDirs{home, home, std::nullopt};
  }
  // Never a shared fallback such as /tmp: another user could plant a link there.
  const std::optional<fs::path> home = absolute_env(getenv, "HOME");
  const std::optional<fs::path> data_home = absolute_env(getenv, "XDG_DATA_HOME");
  const std::optional<fs::path> config_home = absolute_env(getenv, "XDG_CONFIG_HOME");
  if (!home && (!data_home || !config_home)) {
    return Error{"no user directory (neither HOME nor XDG_DATA_HOME and XDG_CONFIG_HOME set)"};
  }
  const fs::path data_base = data_home ? *data_home : *home / ".local" / "share";
  const fs::path config_base = config_home ? *config_home : *home / ".config";
  return PlayerDirs{data_base / "marienbad", config_base / "marienbad",
                    data_base / "marienbad" / "marienbad"};
}

Result<PlayerDirs> player_dirs() {
  return player_dirs([](const char* name) { return std::getenv(name); });
}

namespace {

std::string cannot_use(const fs::path& dir, const std::string& why) {
  return "cannot use " + dir.string() + " as the game's directory (" + why + ")";
}

// Ok when `dir` is a directory, or does not exist (`exists` false); otherwise the reason,
// from stat's own errno: a symlink loop says "Too many levels of symbolic links", a
// forbidden parent "Permission denied", not "not a directory".
Status check_dir(const fs::path& dir, bool& exists) {
  struct stat info {};
  exists = ::stat(dir.c_str(), &info) == 0;
  if (!exists) {
    const int error = errno;
    if (error == ENOENT) return Ok{};
    return Error{cannot_use(dir, std::strerror(error))};
  }
  if (!S_ISDIR(info.st_mode)) return Error{cannot_use(dir, "not a directory")};
  return Ok{};
}

}  // namespace

Status make_private_dir(const fs::path& dir) {
  bool exists = false;
  if (auto usable = check_dir(dir, exists); !usable || exists) return usable;
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (ec) return Error{cannot_use(dir, ec.message())};
  // Only what we create is made private; an existing directory is the player's choice.
  fs::permissions(dir, fs::perms::owner_all, fs::perm_options::replace, ec);
  return check_dir(dir, exists);
}

std::vector<std::string> move_legacy_files(const PlayerDirs& dirs) {
  std::vector<std::string> said;
  if (!dirs.legacy) return said;
  std::error_code ec;
  if (fs::is_symlink(*dirs.legacy, ec) || !fs::is_directory(*dirs.legacy, ec)) return said;
  for (const fs::directory_entry& entry : fs::directory_iterator(*dirs.legacy, ec)) {
    std::error_code entry_ec;
    if (!entry.is_regular_file(entry_ec) || entry.is_symlink(entry_ec)) continue;
    const std::string name = entry.path().filename().string();
    if (name == "marienbad.lock" || name.find(".tmp") != std::string::npos) continue;
    const bool settings = name.rfind("settings.json", 0) == 0;
    const fs::path target = (settings ? dirs.config : dirs.data) / name;
    if (fs::exists(target, entry_ec)) {
      said.push_back("kept " + entry.path().string() + ": " + target.string() + " exists");
      continue;
    }
    fs::rename(entry.path(), target, entry_ec);
    if (entry_ec) {  // another file system: copy, then remove the old one
      entry_ec.clear();
      fs::copy_file(entry.path(), target, entry_ec);
      if (!entry_ec) fs::remove(entry.path(), entry_ec);
    }
    said.push_back(entry_ec ? "could not move " + entry.path().string() + ": " + entry_ec.message()
                            : "moved " + entry.path().string() + " to " + target.string());
  }
  fs::remove(*dirs.legacy / "marienbad.lock", ec);
  fs::remove(*dirs.legacy, ec);  // only when empty
  return said;
}

OpenedPlayerFiles open_player_files(bool for_writing) {
  OpenedPlayerFiles opened;
  auto dirs = player_dirs();
  if (!dirs) {
    opened.notice =
        dirs.error() + ": settings, statistics and the unfinished match will not be kept";
    return opened;
  }
  const PlayerDirs& where = dirs.value();
  if (!for_writing) {
    // Nothing is made; a place that cannot be a directory is said all the same.
    for (const fs::path& dir : {where.data, where.config}) {
      bool exists = false;
      if (auto usable = check_dir(dir, exists); !usable) {
        opened.notice =
            usable.error() + ": settings, statistics and the unfinished match will not be kept";
        return opened;
      }
    }
    opened.files = PlayerFiles(where.data, false);
  } else {
    for (const fs::path& dir : {where.data, where.config}) {
      if (auto made = make_private_dir(dir); !made) {
        opened.notice =
            made.error() + ": settings, statistics and the unfinished match will not be kept";
        return opened;
      }
    }
    opened.files = PlayerFiles::open(where.data, opened.notice);
    if (opened.files.writable()) opened.moved = move_legacy_files(where);
  }
  opened.files.place(kSettingsFile, where.config);
  return opened;
}

}  // namespace marienbad::app
