#pragma once
// The game's log (spdlog, set up by logging.hpp) for every file that writes to it:
// log_warn("move refused: {}", why). spdlog's own calls instantiate its logger's templates
// in each file that makes them, several seconds of CPU a file at -O3; fmt's formatting here
// costs a fraction of that, and only logging.cpp includes spdlog (docs/build-times.md).
#include <fmt/format.h>

#include <string_view>
#include <utility>

namespace marienbad::app {

enum class LogLevel { Debug, Info, Warn };

// Whether a message of this level reaches any sink (the file or the console).
bool log_enabled(LogLevel level);
void log_line(LogLevel level, std::string_view message);
// What was logged is written out now (a match's end, which tests read from the file).
void log_flush();

template <typename... Args>
void log_as(LogLevel level, fmt::format_string<Args...> format, Args&&... args) {
  if (log_enabled(level)) log_line(level, fmt::format(format, std::forward<Args>(args)...));
}
template <typename... Args>
void log_debug(fmt::format_string<Args...> format, Args&&... args) {
  log_as(LogLevel::Debug, format, std::forward<Args>(args)...);
}
template <typename... Args>
void log_info(fmt::format_string<Args...> format, Args&&... args) {
  log_as(LogLevel::Info, format, std::forward<Args>(args)...);
}
template <typename... Args>
void log_warn(fmt::format_string<Args...> format, Args&&... args) {
  log_as(LogLevel::Warn, format, std::forward<Args>(args)...);
}

}  // namespace marienbad::app
