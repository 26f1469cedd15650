#include "process_tree.hpp"

#include <dirent.h>
#include <signal.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

#include <algorithm>
#include <array>
#include <atomic>
#include <cerrno>
#include <cstdlib>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

#include "marienbad/bot/bot_process.hpp"

namespace marienbad::bot::detail {

namespace {

using namespace std::chrono_literals;

constexpr auto kOrphanPollStep = 10ms;
constexpr auto kGroupEndWait = 1s;
// Rounds of ending orphans: each round ends the orphans there are, whose own children
// then become orphans of ours in their turn. A process that is sent SIGKILL cannot
// start another, so the rounds end; the bound is for a descendant that forks while it
// handles SIGTERM.
constexpr int kOrphanRounds = 64;

// The process groups of the running bots, for kill_all_bots (0: a free slot).
std::array<std::atomic<pid_t>, 64> g_running_groups{};

}  // namespace

void register_group(pid_t group) {
  for (auto& slot : g_running_groups) {
    pid_t free = 0;
    if (slot.compare_exchange_strong(free, group)) return;
  }
}

void unregister_group(pid_t group) {
  for (auto& slot : g_running_groups) {
    pid_t expected = group;
    if (slot.compare_exchange_strong(expected, 0)) return;
  }
}

namespace {

bool is_registered(pid_t pid) {
  return std::any_of(g_running_groups.begin(), g_running_groups.end(),
                     [pid](const std::atomic<pid_t>& slot) { return slot.load() == pid; });
}

}  // namespace

std::mutex& children_mutex() {
  static std::mutex mutex;
  return mutex;
}

void become_subreaper() {
#ifdef __linux__
  static std::once_flag once;
  std::call_once(once, [] { ::prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0); });
#endif
}

namespace {

// A process's state, parent and process group, from /proc/PID/stat (0s when it is gone).
struct ProcessIds {
  char state = 0;  // 'Z': a zombie, 'X': dead
  pid_t parent = 0;
  pid_t group = 0;
};
ProcessIds process_ids(pid_t pid) {
  std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
  std::string content;
  if (!std::getline(stat, content)) return {};
  // "PID (NAME) STATE PPID PGRP ...": NAME may hold spaces and ')', so from the last ')'.
  const std::size_t name_end = content.rfind(')');
  if (name_end == std::string::npos || name_end + 4 >= content.size()) return {};
  const char* fields = content.c_str() + name_end + 4;  // past ") S "
  char* end = nullptr;
  ProcessIds ids;
  ids.state = content[name_end + 2];
  ids.parent = static_cast<pid_t>(std::strtol(fields, &end, 10));
  ids.group = static_cast<pid_t>(std::strtol(end, nullptr, 10));
  return ids;
}

// The orphans of bots that were re-parented to us: our children that are not a
// running bot and not in our own process group (a bot and all it starts are in
// other groups; a child this program starts otherwise, such as a test's
// marienbad-cli, shares ours and is not ours to end here).
// Calls `visit(pid, ids)` for every process in /proc.
template <class Visit>
void for_each_process(Visit visit) {
  DIR* proc = ::opendir("/proc");
  if (proc == nullptr) return;
  while (const dirent* entry = ::readdir(proc)) {
    char* end = nullptr;
    const long pid = std::strtol(entry->d_name, &end, 10);
    if (pid <= 0 || *end != '\0') continue;
    visit(static_cast<pid_t>(pid), process_ids(static_cast<pid_t>(pid)));
  }
  ::closedir(proc);
}

std::vector<pid_t> bot_orphans() {
  std::vector<pid_t> orphans;
  const pid_t self = ::getpid();
  const pid_t own_group = ::getpgrp();
  for_each_process([&](pid_t pid, const ProcessIds& ids) {
    if (ids.parent == self && ids.group != own_group && !is_registered(pid)) {
      orphans.push_back(pid);
    }
  });
  return orphans;
}

// True while a process of `group` still runs (not yet a zombie).
bool group_runs(pid_t group) {
  bool runs = false;
  for_each_process([&](pid_t, const ProcessIds& ids) {
    runs = runs || (ids.group == group && ids.state != 'Z' && ids.state != 'X');
  });
  return runs;
}

// Sends `signal` to an orphan and, when it leads a process group (it called
// setsid), to that group too. Safe: an orphan is our child, so its pid (and
// thereby its group's id) is not reused before we reap it.
void signal_orphan(pid_t orphan, int signal) {
  if (process_ids(orphan).group == orphan) ::kill(-orphan, signal);
  ::kill(orphan, signal);
}

}  // namespace

void end_bot_orphans(pid_t group, Clock::duration grace) {
  // One sweep at a time: two would reap the same orphan, and the second might then
  // signal a new process that was given its pid.
  static std::mutex sweeping;
  const std::lock_guard sweep(sweeping);
  // The bot's group has been sent SIGKILL, but its members die on their own time: a
  // descendant that left the group is re-parented to us only once its parent in the
  // group is gone. (Bounded: a process stuck in the kernel does not hold us for ever.)
  const Clock::time_point group_deadline = Clock::now() + kGroupEndWait;
  while (group_runs(group) && Clock::now() < group_deadline) {
    std::this_thread::sleep_for(kOrphanPollStep);
  }
  for (int round = 0; round < kOrphanRounds; ++round) {
    std::vector<pid_t> orphans;
    {
      const std::lock_guard lock(children_mutex());
      orphans = bot_orphans();
      for (pid_t orphan : orphans) signal_orphan(orphan, grace > grace.zero() ? SIGTERM : SIGKILL);
    }
    if (orphans.empty()) return;
    const Clock::time_point until = Clock::now() + grace;
    for (;;) {
      std::erase_if(orphans, [](pid_t orphan) {
        int status = 0;
        const pid_t got = ::waitpid(orphan, &status, WNOHANG);
        return got == orphan || (got < 0 && errno == ECHILD);
      });
      if (orphans.empty() || Clock::now() >= until) break;
      std::this_thread::sleep_for(kOrphanPollStep);
    }
    for (pid_t orphan : orphans) {
      signal_orphan(orphan, SIGKILL);
      int status = 0;
      while (::waitpid(orphan, &status, 0) < 0 && errno == EINTR) {
      }
    }
  }
}

int open_pidfd(pid_t pid) {
#if defined(__linux__) && defined(SYS_pidfd_open)
  return static_cast<int>(::syscall(SYS_pidfd_open, pid, 0));
#else
  (void)pid;
  return -1;
#endif
}

}  // namespace marienbad::bot::detail

namespace marienbad::bot {

void kill_all_bots() noexcept {
  for (const auto& slot : detail::g_running_groups) {
    const pid_t group = slot.load();
    if (group > 0) ::kill(-group, SIGKILL);
  }
}

}  // namespace marienbad::bot
