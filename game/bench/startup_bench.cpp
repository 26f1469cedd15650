// marienbad-app-bench --startup PAIRS: the game's start-up against a bare window, in pairs.
// Each run is a new process: the time from fork + exec to its first presented frame (the line
// it prints after SDL_RenderPresent, read from a pipe), and its peak memory (the kernel's
// maximum resident set, from wait4) after it has run one more second, so what the game does
// after its first frame counts too. The two programs take turns, one pair at a time, and
// each pair starts with the other one, so the load of a shared machine falls on both alike.
#include "startup_bench.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace marienbad::bench {

namespace {

namespace fs = std::filesystem;

constexpr int kFirstFrameTimeoutMs = 20000;
// Time given to what a program does after its first frame before its memory is read.
constexpr int kAfterFirstFrameMs = 1000;

double now_seconds() {
  timespec ts{};
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

struct Run {
  double seconds = 0;              // fork to the first presented frame
  double peak_mib = 0;             // maximum resident set
  std::vector<std::string> lines;  // what it printed (the game's debug log)
};

// Reads lines from `fd` for at most `timeout_ms`, until one contains `wanted` (if given).
// Returns whether it was seen; false also at end of file.
bool read_lines(int fd, std::string& pending, std::vector<std::string>& lines, int timeout_ms,
                const char* wanted) {
  const double until = now_seconds() + timeout_ms / 1000.0;
  for (;;) {
    for (std::size_t end; (end = pending.find('\n')) != std::string::npos;) {
      lines.push_back(pending.substr(0, end));
      pending.erase(0, end + 1);
      if (wanted != nullptr && lines.back().find(wanted) != std::string::npos) return true;
    }
    const int left = static_cast<int>((until - now_seconds()) * 1000.0);
    if (left <= 0) return false;
    pollfd p{fd, POLLIN, 0};
    if (poll(&p, 1, left) <= 0) continue;
    char buffer[4096];
    const ssize_t got = read(fd, buffer, sizeof buffer);
    if (got <= 0) return false;
    pending.append(buffer, static_cast<std::size_t>(got));
  }
}

std::optional<Run> run_once(const std::vector<std::string>& argv) {
  int fds[2];
  if (pipe2(fds, O_CLOEXEC) != 0) return std::nullopt;
  const double start = now_seconds();
  const pid_t pid = fork();
  if (pid < 0) return std::nullopt;
  if (pid == 0) {
    dup2(fds[1], STDERR_FILENO);
    dup2(fds[1], STDOUT_FILENO);
    std::vector<char*> args;
    for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    execv(args[0], args.data());
    _exit(127);
  }
  close(fds[1]);
  Run run;
  std::string pending;
  const bool seen = read_lines(fds[0], pending, run.lines, kFirstFrameTimeoutMs, "first frame");
  run.seconds = now_seconds() - start;
  if (seen) read_lines(fds[0], pending, run.lines, kAfterFirstFrameMs, nullptr);
  kill(pid, seen ? SIGTERM : SIGKILL);
  read_lines(fds[0], pending, run.lines, kFirstFrameTimeoutMs, nullptr);
  close(fds[0]);
  int status = 0;
  rusage usage{};
  wait4(pid, &status, 0, &usage);
  if (!seen) {
    std::fprintf(stderr, "startup: %s never presented a frame:\n", argv[0].c_str());
    for (const std::string& line : run.lines) std::fprintf(stderr, "  %s\n", line.c_str());
    return std::nullopt;
  }
  run.peak_mib = static_cast<double>(usage.ru_maxrss) / 1024.0;
  return run;
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  if (v.empty()) return 0;
  const std::size_t n = v.size();
  return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

// "[12:00:00.123] [debug] fonts after 12.3 ms" gives ("fonts", 12.3): the game's own steps,
// timed from the start of App::init.
void collect_steps(const std::vector<std::string>& lines,
                   std::map<std::string, std::vector<double>>& steps) {
  for (const std::string& line : lines) {
    const std::size_t level = line.find("[debug] ");
    const std::size_t after = line.rfind(" after ");
    if (level == std::string::npos || after == std::string::npos || after < level) continue;
    if (line.size() < 3 || line.compare(line.size() - 3, 3, " ms") != 0) continue;
    const std::size_t number = line.find_first_of("0123456789", after);
    if (number == std::string::npos) continue;
    steps[line.substr(level + 8, after - level - 8)].push_back(std::atof(line.c_str() + number));
  }
}

}  // namespace

int run_startup_bench(int pairs, const fs::path& assets_dir) {
  const fs::path bin = fs::read_symlink("/proc/self/exe").parent_path();
  const std::vector<std::string> bare = {(bin / "marienbad-bare-window").string(),
                                         (assets_dir / "fonts" / "DejaVuSans.ttf").string()};
  const std::vector<std::string> game = {
      (bin / "marienbad").string(), "--size", "1280x720", "--windowed", "--log-level", "debug"};
  // The game's files in a directory of its own, made by the first (uncounted) run, as a
  // player's are after their first game.
  char home[] = "/tmp/marienbad-startup-XXXXXX";
  if (mkdtemp(home) == nullptr) {
    std::perror("startup: mkdtemp");
    return 1;
  }
  setenv("MARIENBAD_HOME", home, 1);
  std::printf("start-up: %d pairs, %s against %s\n", pairs, game[0].c_str(), bare[0].c_str());
  if (!run_once(bare) || !run_once(game)) return 1;  // warm the page cache and the files

  std::vector<double> bare_s, game_s, ratio, bare_mib, game_mib, extra_mib;
  std::map<std::string, std::vector<double>> steps;
  for (int i = 0; i < pairs; ++i) {
    std::optional<Run> b;
    std::optional<Run> g;
    if (i % 2 == 0) {
      b = run_once(bare);
      g = run_once(game);
    } else {
      g = run_once(game);
      b = run_once(bare);
    }
    if (!b || !g) return 1;
    collect_steps(g->lines, steps);
    bare_s.push_back(b->seconds);
    game_s.push_back(g->seconds);
    ratio.push_back(g->seconds / b->seconds);
    bare_mib.push_back(b->peak_mib);
    game_mib.push_back(g->peak_mib);
    extra_mib.push_back(g->peak_mib - b->peak_mib);
    std::printf("  pair %2d: bare %6.1f ms, game %6.1f ms (%.2fx); peak %.1f / %.1f MiB\n", i + 1,
                b->seconds * 1e3, g->seconds * 1e3, g->seconds / b->seconds, b->peak_mib,
                g->peak_mib);
  }
  std::printf("game's steps from App::init (median ms):");
  for (const auto& [name, values] : steps) std::printf(" %s %.1f;", name.c_str(), median(values));
  std::printf("\n");
  std::printf(
      "start-up, median of %d pairs: bare window %.1f ms, game %.1f ms; game / bare %.2fx "
      "(median of the pairs' ratios)\n",
      pairs, median(bare_s) * 1e3, median(game_s) * 1e3, median(ratio));
  std::printf("peak memory, median: bare window %.1f MiB, game %.1f MiB; game - bare %.1f MiB\n",
              median(bare_mib), median(game_mib), median(extra_mib));
  fs::remove_all(home);
  return 0;
}

}  // namespace marienbad::bench
