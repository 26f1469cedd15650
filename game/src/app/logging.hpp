#pragma once
// spdlog to the console (stderr) and to <pref dir>/marienbad.log.
#include <filesystem>
#include <optional>
#include <string>

namespace marienbad::app {

// level: "trace".."off"; default "info" ("debug" with verbose). The file gets the same level.
void setup_logging(const std::optional<std::filesystem::path>& log_dir, const std::string& level);

}  // namespace marienbad::app
