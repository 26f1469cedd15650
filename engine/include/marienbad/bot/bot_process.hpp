#pragma once
// One bot program running as a child process, its standard input, output and
// error connected by pipes that are never read or written in a blocking way.
// POSIX only; no threads, no signal handlers, no global state but the list of
// running bots that kill_all_bots() reads.
//
// The bot runs in a process group of its own, so that ending it also ends any
// process it started (a wrapper script, a child of its own). A descendant that
// leaves the group (setsid, setpgid) is caught another way: starting a bot makes
// this process a child subreaper (Linux prctl PR_SET_CHILD_SUBREAPER), so such a
// descendant, once the bot has ended, is a child of ours; ending a bot then ends
// (SIGTERM, the grace, SIGKILL) and reaps every child of ours that is neither a
// running bot nor in this process's own group, round after round until none is
// left. Every process is reaped (waitpid) before its BotProcess goes away: no
// zombie, no orphan.
//
// The bot's own exit is the end of its output, whatever else holds the pipe (a
// child that inherited it): read_line sees it at once through a pidfd (Linux
// 5.3+), or within 50 ms without one.
// Writing to a bot that closed its input never raises SIGPIPE in this process
// (the signal is blocked around writes, and a pending one consumed).
#include <sys/types.h>

#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "marienbad/bot/forfeit.hpp"

namespace marienbad::bot {

using Clock = std::chrono::steady_clock;

// What waiting for the next line of the bot's standard output gave.
enum class ReadResult {
  Line,         // a whole line, without its '\n' (and without a '\r' before it)
  Timeout,      // no whole line yet
  EndOfOutput,  // the bot closed its standard output (usually: it exited)
  LineTooLong,  // more than kMaxLineBytes without a '\n'
};

class BotProcess {
 public:
  using LineSink = std::function<void(std::string_view)>;

  // Starts argv[0] (looked up in PATH like a shell does) with the arguments
  // argv[1..], the environment and working directory of this process, and the
  // default disposition of every signal. Each whole line the bot writes on its
  // standard error goes to `on_stderr` (may be empty: discarded). A failure is a
  // Forfeit: "cannot start 'prog': No such file or directory".
  static OrForfeit<BotProcess> start(const std::vector<std::string>& argv, LineSink on_stderr = {});

  BotProcess(BotProcess&&) noexcept;
  BotProcess& operator=(BotProcess&&) noexcept;
  BotProcess(const BotProcess&) = delete;
  BotProcess& operator=(const BotProcess&) = delete;
  ~BotProcess();  // kill() when still running

  pid_t pid() const;     // 0 once moved from
  bool running() const;  // started and not reaped yet

  // Queues `line` and '\n' for the bot's standard input. They are written by
  // read_line, wait_exit and stop, as far as the pipe takes them; lost if the
  // bot has closed its input.
  void send(std::string_view line);

  // Waits until `until` at most for a whole line on the bot's standard output,
  // meanwhile writing queued input and reading its standard error. Looks at
  // what is there at least once, also when `until` has passed. Once the bot has
  // exited: the lines it wrote before, then EndOfOutput.
  ReadResult read_line(Clock::time_point until, std::string& line);

  // The exit status once the bot has exited, without waiting (not reaped yet:
  // stop() and kill() reap it).
  std::optional<ExitStatus> exit_status();
  // Waits until `until` at most for the bot to exit, reading (and dropping)
  // its output meanwhile so that a bot blocked on a full pipe can go on.
  std::optional<ExitStatus> wait_exit(Clock::time_point until);

  // Ends the bot: closes its input once the queued lines (e.g. "quit") are
  // written, waits up to `grace` for it to exit, then sends SIGTERM to its
  // process group, waits up to `term_grace`, then SIGKILL; reaps it. Returns
  // how it ended (its own exit, or the signal that ended it).
  ExitStatus stop(Clock::duration grace, Clock::duration term_grace);
  // SIGKILL to the process group at once, then reaps.
  ExitStatus kill();

  // The last non-empty line the bot wrote on standard error (at most 4096
  // bytes of it), for a forfeit message: often the reason it crashed.
  const std::string& last_stderr_line() const;

 private:
  struct Impl;
  explicit BotProcess(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

// Async-signal-safe: SIGKILL to the process group of every bot still running
// in this process. For a handler of SIGINT or SIGTERM that then ends the
// program, so that no bot outlives it. (Up to 64 bots are tracked at once.)
// A descendant that left a bot's group is not reached from a signal handler.
void kill_all_bots() noexcept;

}  // namespace marienbad::bot
