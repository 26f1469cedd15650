#include "spawn.hpp"

#include <signal.h>
#include <spawn.h>

#include <cerrno>
#include <cstring>
#include <mutex>

#include "marienbad/quote.hpp"
#include "process_tree.hpp"

extern "C" {
extern char** environ;
}

namespace marienbad::bot::detail {

OrForfeit<SpawnedBot> spawn_bot(const std::vector<std::string>& argv) {
  if (argv.empty() || argv.front().empty()) {
    return Forfeit::failed("cannot start a bot: no command");
  }
  const auto cannot_start = [&](std::string reason) {
    return Forfeit::failed(std::move(reason)).not_started(quote_for_message(argv.front()));
  };
  auto stdin_pipe = make_pipe();
  auto stdout_pipe = make_pipe();
  auto stderr_pipe = make_pipe();
  for (const auto* pipe : {&stdin_pipe, &stdout_pipe, &stderr_pipe}) {
    if (!*pipe) return cannot_start(pipe->error());
  }

  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, stdin_pipe->read.get(), 0);
  posix_spawn_file_actions_adddup2(&actions, stdout_pipe->write.get(), 1);
  posix_spawn_file_actions_adddup2(&actions, stderr_pipe->write.get(), 2);
  posix_spawnattr_t attributes;
  posix_spawnattr_init(&attributes);
  // A group of its own; the signals this process ignores or blocks (SIGPIPE,
  // say) back to their defaults, as a bot started from a shell would have them.
  posix_spawnattr_setflags(&attributes,
                           POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);
  posix_spawnattr_setpgroup(&attributes, 0);
  sigset_t defaults;
  sigemptyset(&defaults);
  for (int signal : {SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGCHLD, SIGALRM, SIGUSR1, SIGUSR2,
                     SIGTSTP, SIGTTIN, SIGTTOU}) {
    sigaddset(&defaults, signal);
  }
  posix_spawnattr_setsigdefault(&attributes, &defaults);
  sigset_t no_signals;
  sigemptyset(&no_signals);
  posix_spawnattr_setsigmask(&attributes, &no_signals);

  std::vector<std::string> words = argv;
  std::vector<char*> arguments;
  for (std::string& word : words) arguments.push_back(word.data());
  arguments.push_back(nullptr);
  detail::become_subreaper();
  pid_t pid = 0;
  std::unique_lock children_lock(detail::children_mutex());
  const int failed =
      ::posix_spawnp(&pid, words.front().c_str(), &actions, &attributes, arguments.data(), environ);
  if (failed == 0) detail::register_group(pid);
  children_lock.unlock();
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attributes);
  if (failed != 0) {
    std::string reason = std::strerror(failed);
    if (failed == EACCES) reason += " (is it executable? 'python3 bot.py' needs no permission)";
    return cannot_start(std::move(reason));
  }

  return SpawnedBot{pid, std::move(stdin_pipe.value().write), std::move(stdout_pipe.value().read),
                    std::move(stderr_pipe.value().read)};
}

}  // namespace marienbad::bot::detail
