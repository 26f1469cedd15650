#pragma once
// spdlog to the console (stderr) and to <pref dir>/marienbad.log.
#include <filesystem>
#include <optional>
#include <string>

namespace marienbad::app {

// Levels: "trace".."off". The file gets `level`, the console (stderr) `console_level`: by
// default the log file keeps "info" and the console shows warnings only.
void setup_logging(const std::optional<std::filesystem::path>& log_dir, const std::string& level,
                   const std::string& console_level);
inline void setup_logging(const std::optional<std::filesystem::path>& log_dir,
                          const std::string& level) {
  setup_logging(log_dir, level, level);
}

}  // namespace marienbad::app
