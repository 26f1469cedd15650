#include "app/paths.hpp"

#include <SDL.h>

#include <cstdlib>
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

Result<fs::path> pref_dir() {
  fs::path dir;
  if (const char* env = std::getenv("MARIENBAD_HOME"); env != nullptr && *env != '\0') {
    dir = env;
  } else {
    // $XDG_DATA_HOME/marienbad/marienbad or ~/.local/share/...; SDL creates it 0700. Never a
    // shared fallback such as /tmp: another user could plant a link there.
    char* pref = SDL_GetPrefPath("marienbad", "marienbad");
    if (pref == nullptr) return Error{std::string("no user directory (") + SDL_GetError() + ")"};
    dir = pref;
    SDL_free(pref);
  }
  std::error_code ec;
  if (!fs::exists(dir, ec)) {
    fs::create_directories(dir, ec);
    // Only what we create is made private; an existing directory is the player's choice.
    if (!ec) fs::permissions(dir, fs::perms::owner_all, fs::perm_options::replace, ec);
  }
  if (!fs::is_directory(dir, ec)) {
    return Error{"cannot use " + dir.string() + " as the game's directory (not a directory)"};
  }
  return dir;
}

}  // namespace marienbad::app
