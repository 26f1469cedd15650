#include "app/logging.hpp"

#include "app/log.hpp"
#include "app/wake.hpp"

#include <spdlog/sinks/basic_file_sink.h>
#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>

#include <algorithm>
#include <memory>
#include <vector>

#include "marienbad/quote.hpp"

namespace marienbad::app {

void setup_logging(const std::optional<std::filesystem::path>& log_dir, const std::string& level,
                   const std::string& console_level) {
  std::vector<spdlog::sink_ptr> sinks;
  sinks.push_back(std::make_shared<spdlog::sinks::stderr_color_sink_mt>());
  sinks.back()->set_level(spdlog::level::from_str(console_level));
  std::string file_problem;
  if (log_dir) {
    try {
      sinks.push_back(std::make_shared<spdlog::sinks::basic_file_sink_mt>(
          (*log_dir / "marienbad.log").string(), /*truncate=*/true));
      sinks.back()->set_level(spdlog::level::from_str(level));
    } catch (const spdlog::spdlog_ex& e) {
      file_problem = e.what();
    }
  }
  auto logger = std::make_shared<spdlog::logger>("marienbad", sinks.begin(), sinks.end());
  logger->set_level(
      std::min(spdlog::level::from_str(level), spdlog::level::from_str(console_level)));
  logger->set_pattern("[%H:%M:%S.%e] [%^%l%$] %v");
  logger->flush_on(spdlog::level::warn);
  spdlog::set_default_logger(logger);
  if (!file_problem.empty()) spdlog::warn("no log file: {}", file_problem);
}

namespace {

spdlog::level::level_enum spdlog_level(LogLevel level) {
  switch (level) {
    case LogLevel::Debug:
      return spdlog::level::debug;
    case LogLevel::Info:
      return spdlog::level::info;
    case LogLevel::Warn:
      return spdlog::level::warn;
  }
  return spdlog::level::warn;
}

}  // namespace

bool log_enabled(LogLevel level) {
  return spdlog::should_log(spdlog_level(level));
}

void log_line(LogLevel level, std::string_view message) {
  spdlog::log(spdlog_level(level), "{}", message);
}

void log_flush() {
  spdlog::default_logger()->flush();
}

BotOptions logged_bot_options() {
  BotOptions options;
  options.on_stderr = [](std::string_view line) {
    spdlog::debug("bot stderr: {}", quote_for_message(line));
  };
  options.on_info = [](std::string_view text) {
    spdlog::debug("bot info: {}", quote_for_message(text));
  };
  options.on_news = wake_event_loop;
  return options;
}

}  // namespace marienbad::app
