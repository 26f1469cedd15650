#pragma once
// What the bot tests share: the command lines of the test bot (test_bot.py) and of
// the example bots, the files where the test bot records its pids and the lines it
// receives, and whether a process still runs.
#include <signal.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "test_paths.hpp"

namespace marienbad::test {

// "python3 '<tests/bots>/test_bot.py' MODE", for --bot and split_command_words.
inline std::string test_bot_command(std::string_view mode) {
  return "python3 '" + test_bots_dir() + "/test_bot.py' " + std::string(mode);
}

// "python3 '<examples/bots>/NAME.py'".
inline std::string example_bot_command(std::string_view name) {
  return "python3 '" + example_bots_dir() + "/" + std::string(name) + ".py'";
}

// Files named by $MARIENBAD_TEST_BOT_PIDS and $MARIENBAD_TEST_BOT_LOG while alive:
// every test bot started meanwhile (by this process or a marienbad-cli it runs)
// appends its pid, its children's, and each line it receives. They live in a
// directory of their own (mkdtemp): pids are reused (pid_max may be 32768), and a
// bot's child of an earlier test may append after its test removed the files, so a
// name made of the pid could find another test's records.
class BotRecords {
 public:
  BotRecords() {
    std::string pattern =
        (std::filesystem::temp_directory_path() / "marienbad-bot-test-XXXXXX").string();
    if (::mkdtemp(pattern.data()) == nullptr) {
      throw std::runtime_error("cannot create a directory for the bot records: " + pattern);
    }
    dir_ = pattern;
    pids_ = dir_ + "/pids";
    log_ = dir_ + "/log";
    ::setenv("MARIENBAD_TEST_BOT_PIDS", pids_.c_str(), 1);
    ::setenv("MARIENBAD_TEST_BOT_LOG", log_.c_str(), 1);
  }
  ~BotRecords() {
    ::unsetenv("MARIENBAD_TEST_BOT_PIDS");
    ::unsetenv("MARIENBAD_TEST_BOT_LOG");
    std::error_code ignored;
    std::filesystem::remove_all(dir_, ignored);
  }
  BotRecords(const BotRecords&) = delete;
  BotRecords& operator=(const BotRecords&) = delete;

  std::vector<pid_t> pids() const {
    std::vector<pid_t> pids;
    for (const std::string& line : lines(pids_)) pids.push_back(std::stoi(line));
    return pids;
  }
  std::vector<std::string> received() const { return lines(log_); }

 private:
  static std::vector<std::string> lines(const std::string& path) {
    std::vector<std::string> result;
    std::ifstream in(path);
    for (std::string line; std::getline(in, line);) result.push_back(line);
    return result;
  }
  std::string dir_;
  std::string pids_;
  std::string log_;
};

// True while the process runs: /proc/PID exists and it is not a zombie (a bot's
// child, once killed, may stay a zombie of a parent that does not reap).
inline bool is_running(pid_t pid) {
  std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
  std::string content;
  if (!std::getline(stat, content)) return false;
  const std::size_t name_end = content.rfind(')');
  return name_end != std::string::npos && name_end + 2 < content.size() &&
         content[name_end + 2] != 'Z';
}

// True once the process has stopped running, waiting up to 2 s: SIGKILL is sent to a
// bot's whole process group at once, but a loaded machine may take a moment to run
// the processes it ends.
inline bool stops_running(pid_t pid) {
  for (int wait = 0; wait < 200 && is_running(pid); ++wait) ::usleep(10'000);
  return !is_running(pid);
}

// True when no process has this pid any more (it was reaped).
inline bool is_gone(pid_t pid) {
  return ::kill(pid, 0) != 0 && errno == ESRCH;
}

}  // namespace marienbad::test
