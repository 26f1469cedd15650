#pragma once
// spdlog to the console (stderr) and to <pref dir>/marienbad.log.
#include <filesystem>
#include <optional>
#include <string>

#include "session/bot_player.hpp"

namespace marienbad::app {

// Levels: "trace".."off". The file gets `level`, the console (stderr) `console_level`: by
// default the log file keeps "info" and the console shows warnings only.
void setup_logging(const std::optional<std::filesystem::path>& log_dir, const std::string& level,
                   const std::string& console_level);
inline void setup_logging(const std::optional<std::filesystem::path>& log_dir,
                          const std::string& level) {
  setup_logging(log_dir, level, level);
}

// A match's bot options: its standard error and `info` lines go to the debug log, each
// quoted with its controls and invalid bytes escaped as in every message that echoes input
// (quote_for_message), as "bot stderr: '…'" and "bot info: '…'": never a raw ESC, NUL or
// \xff on the console or in marienbad.log. (spdlog is thread-safe: the bot's worker thread
// writes it.)
BotOptions logged_bot_options();

}  // namespace marienbad::app
