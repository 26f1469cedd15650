#include "marienbad/bot/bot_process.hpp"

#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <mutex>
#include <thread>
#include <utility>

#include "marienbad/bot/protocol.hpp"
#include "posix_pipes.hpp"
#include "process_tree.hpp"
#include "spawn.hpp"

namespace marienbad::bot {

namespace {

using namespace std::chrono_literals;

constexpr std::size_t kReadChunk = 64 * 1024;
constexpr std::size_t kMaxStderrLine = 4096;  // longer stderr lines reach the sink in pieces
constexpr std::size_t kLastStderrBytes = kMaxStderrLine;
constexpr std::size_t kMaxLastOutput = 1024 * 1024;
constexpr auto kExitPollStep = 10ms;
// Without a pidfd to poll, how often read_line looks whether the bot has exited: a bot
// that exits while a child of its holds its output is seen within this.
constexpr auto kExitCheckStep = 50ms;

}  // namespace

struct BotProcess::Impl {
  pid_t pid = 0;
  bool reaped = false;
  Fd input;    // the bot's standard input, our end
  Fd output;   // its standard output
  Fd errors;   // its standard error
  Fd exit_fd;  // a pidfd, readable once the bot has exited (none: looked at every kExitCheckStep)
  LineSink on_stderr;
  std::string pending_input;
  bool close_input_when_written = false;
  std::string output_buffer;
  bool output_ended = false;
  bool last_output_taken = false;  // after the bot's exit, once
  std::string error_buffer;
  std::string last_stderr;
  std::optional<ExitStatus> exited;

  ~Impl() {
    if (!reaped) kill_and_reap();
  }

  // One round of poll(): writes queued input, reads what is there, waiting at
  // most `timeout_ms` for something to happen.
  void pump(int timeout_ms) {
    enum class Stream { Input, Output, Errors, Exit };
    std::array<pollfd, 4> fds{};
    std::array<Stream, 4> streams{};
    std::size_t count = 0;
    const auto watch = [&](const Fd& fd, short events, Stream stream) {
      streams[count] = stream;
      fds[count++] = pollfd{fd.get(), events, 0};
    };
    if (input && !pending_input.empty()) watch(input, POLLOUT, Stream::Input);
    // While a whole line waits to be taken, its bot may wait too (bounded memory).
    const bool line_waiting =
        output_buffer.find('\n') != std::string::npos || output_buffer.size() > kMaxLineBytes;
    if (output && !output_ended && !line_waiting) watch(output, POLLIN, Stream::Output);
    if (errors) watch(errors, POLLIN, Stream::Errors);
    if (exit_fd && !exited) watch(exit_fd, POLLIN, Stream::Exit);
    if (count == 0) {
      std::this_thread::sleep_for(std::chrono::milliseconds(timeout_ms));
      return;
    }
    if (::poll(fds.data(), count, timeout_ms) <= 0) return;  // nothing, or EINTR: the caller loops
    for (std::size_t i = 0; i < count; ++i) {
      if (fds[i].revents == 0) continue;
      switch (streams[i]) {
        case Stream::Input:
          write_input();
          break;
        case Stream::Output:
          read_output();
          break;
        case Stream::Errors:
          read_errors();
          break;
        case Stream::Exit:
          check_exit();
          break;
      }
    }
  }

  void write_input() {
    detail::SigpipeBlock no_sigpipe;
    while (input && !pending_input.empty()) {
      const ssize_t written = ::write(input.get(), pending_input.data(), pending_input.size());
      if (written > 0) {
        pending_input.erase(0, static_cast<std::size_t>(written));
      } else if (written < 0 && errno == EINTR) {
        continue;
      } else if (written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
        return;
      } else {  // EPIPE: the bot closed its input; what it did not read is lost
        pending_input.clear();
        input.reset();
      }
    }
    if (close_input_when_written) input.reset();
  }

  // Reads once; true when something was read.
  bool read_output() {
    std::array<char, kReadChunk> chunk{};
    const ssize_t got = ::read(output.get(), chunk.data(), chunk.size());
    if (got > 0) {
      output_buffer.append(chunk.data(), static_cast<std::size_t>(got));
      return true;
    }
    if (got == 0 || (errno != EINTR && errno != EAGAIN && errno != EWOULDBLOCK)) {
      output_ended = true;
    }
    return false;
  }

  // The bot has exited: what it wrote before is all in the pipe (at most a pipe's
  // capacity, 1 MiB unless the system allows more), so read that once and take no
  // more. Whatever still holds the pipe (a child of the bot) is not the bot: its
  // output is not waited for. The lines read are still taken one by one.
  void take_last_output() {
    const std::size_t bound = output_buffer.size() + kMaxLastOutput;
    while (!last_output_taken && output && !output_ended && output_buffer.size() < bound &&
           read_output()) {
    }
    last_output_taken = true;
    if (output_buffer.find('\n') == std::string::npos) output_ended = true;
  }

  void read_errors() {
    std::array<char, kReadChunk> chunk{};
    const ssize_t got = ::read(errors.get(), chunk.data(), chunk.size());
    if (got == 0 || (got < 0 && errno != EINTR && errno != EAGAIN && errno != EWOULDBLOCK)) {
      if (!error_buffer.empty()) deliver_stderr_line(std::exchange(error_buffer, {}));
      errors.reset();
      return;
    }
    if (got < 0) return;
    error_buffer.append(chunk.data(), static_cast<std::size_t>(got));
    std::size_t start = 0;
    for (std::size_t end; (end = error_buffer.find('\n', start)) != std::string::npos;
         start = end + 1) {
      deliver_stderr_line(std::string_view(error_buffer).substr(start, end - start));
    }
    error_buffer.erase(0, start);
    while (error_buffer.size() > kMaxStderrLine) {
      deliver_stderr_line(std::string_view(error_buffer).substr(0, kMaxStderrLine));
      error_buffer.erase(0, kMaxStderrLine);
    }
  }

  void deliver_stderr_line(std::string_view line) {
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (line.find_first_not_of(" \t") != std::string_view::npos) {
      last_stderr.assign(line.substr(0, kLastStderrBytes));
    }
    if (on_stderr) on_stderr(line);
  }

  // A whole line or a reason there is none, from what is already read.
  std::optional<ReadResult> take_line(std::string& line) {
    const std::size_t end = output_buffer.find('\n');
    if (end != std::string::npos) {
      if (end > kMaxLineBytes) return ReadResult::LineTooLong;
      line.assign(output_buffer, 0, end);
      if (!line.empty() && line.back() == '\r') line.pop_back();
      output_buffer.erase(0, end + 1);
      return ReadResult::Line;
    }
    if (output_buffer.size() > kMaxLineBytes) return ReadResult::LineTooLong;
    if (output_ended || !output) return ReadResult::EndOfOutput;
    return std::nullopt;
  }

  std::optional<ExitStatus> check_exit() {
    if (exited || reaped) return exited;
    siginfo_t info{};
    if (::waitid(P_PID, static_cast<id_t>(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 &&
        info.si_pid == pid) {
      exited = info.si_code == CLD_EXITED ? ExitStatus{false, info.si_status}
                                          : ExitStatus{true, info.si_status};
    }
    return exited;
  }

  std::optional<ExitStatus> wait_exit(Clock::time_point until) {
    for (;;) {
      if (auto status = check_exit()) return status;
      if (Clock::now() >= until) return std::nullopt;
      output_buffer.clear();  // nobody reads it any more; let the bot write on
      pump(detail::poll_timeout(until, kExitPollStep));
    }
  }

  void signal_group(int signal) const {
    // The group is the bot's pid; should it be gone already, the bot alone.
    if (::kill(-pid, signal) != 0) ::kill(pid, signal);
  }

  // The bot has exited or been sent SIGKILL: kill what is left of its group
  // (the leader, exited or not, still holds the group's id), then reap it. Its
  // descendants that left the group (setsid) and are orphans now were re-parented
  // to us (become_subreaper): they get SIGTERM, `orphan_grace`, SIGKILL, and are
  // reaped too.
  ExitStatus reap(Clock::duration orphan_grace) {
    int status = 0;
    {
      // Unregistered and reaped as one step: an orphan sweep of another thread never
      // sees the bot unregistered yet unreaped, and takes it for an orphan.
      const std::lock_guard lock(detail::children_mutex());
      detail::unregister_group(pid);
      signal_group(SIGKILL);
      while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
      }
    }
    reaped = true;
    input.reset();
    output.reset();
    errors.reset();
    exit_fd.reset();
    exited = WIFSIGNALED(status) ? ExitStatus{true, WTERMSIG(status)}
                                 : ExitStatus{false, WEXITSTATUS(status)};
    // The bot's children were re-parented when it exited, before waitpid could
    // return: every orphan it made is a child of ours by now.
    detail::end_bot_orphans(pid, orphan_grace);
    return *exited;
  }

  ExitStatus kill_and_reap() {
    signal_group(SIGKILL);
    return reap(Clock::duration::zero());
  }

  ExitStatus stop(Clock::duration grace, Clock::duration term_grace) {
    close_input_when_written = true;
    if (pending_input.empty()) input.reset();
    if (wait_exit(Clock::now() + grace)) return reap(term_grace);
    signal_group(SIGTERM);
    if (wait_exit(Clock::now() + term_grace)) return reap(term_grace);
    return kill_and_reap();
  }
};

BotProcess::BotProcess(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
BotProcess::BotProcess(BotProcess&&) noexcept = default;
BotProcess& BotProcess::operator=(BotProcess&&) noexcept = default;
BotProcess::~BotProcess() = default;

OrForfeit<BotProcess> BotProcess::start(const std::vector<std::string>& argv, LineSink on_stderr) {
  auto spawned = detail::spawn_bot(argv);
  if (auto* failed = std::get_if<Forfeit>(&spawned)) return std::move(*failed);
  detail::SpawnedBot& bot = std::get<detail::SpawnedBot>(spawned);
  auto impl = std::make_unique<Impl>();
  impl->pid = bot.pid;
  impl->input = std::move(bot.input);
  impl->output = std::move(bot.output);
  impl->errors = std::move(bot.errors);
  impl->exit_fd = Fd(detail::open_pidfd(bot.pid));
  impl->on_stderr = std::move(on_stderr);
  for (const Fd* fd : {&impl->input, &impl->output, &impl->errors}) {
    detail::set_nonblocking(fd->get());
  }
  return BotProcess(std::move(impl));
}

pid_t BotProcess::pid() const {
  return impl_ ? impl_->pid : 0;
}

bool BotProcess::running() const {
  return impl_ && !impl_->reaped;
}

void BotProcess::send(std::string_view line) {
  if (!impl_ || !impl_->input) return;
  impl_->pending_input.append(line);
  impl_->pending_input += '\n';
  impl_->write_input();
}

ReadResult BotProcess::read_line(Clock::time_point until, std::string& line) {
  if (!impl_) return ReadResult::EndOfOutput;
  // The bot's own exit ends its output, whatever else holds the pipe open.
  const Clock::duration step = impl_->exit_fd ? Clock::duration(1s) : kExitCheckStep;
  for (bool first = true;; first = false) {
    if (auto result = impl_->take_line(line)) return *result;
    if (impl_->check_exit()) {
      impl_->take_last_output();
      continue;  // take_line gives what the bot wrote, then EndOfOutput
    }
    if (!first && Clock::now() >= until) return ReadResult::Timeout;
    impl_->pump(detail::poll_timeout(until, step));
  }
}

std::optional<ExitStatus> BotProcess::exit_status() {
  return impl_ ? impl_->check_exit() : std::nullopt;
}

std::optional<ExitStatus> BotProcess::wait_exit(Clock::time_point until) {
  return impl_ ? impl_->wait_exit(until) : std::nullopt;
}

ExitStatus BotProcess::stop(Clock::duration grace, Clock::duration term_grace) {
  if (!running()) return impl_ && impl_->exited ? *impl_->exited : ExitStatus{};
  return impl_->stop(grace, term_grace);
}

ExitStatus BotProcess::kill() {
  if (!running()) return impl_ && impl_->exited ? *impl_->exited : ExitStatus{};
  return impl_->kill_and_reap();
}

const std::string& BotProcess::last_stderr_line() const {
  static const std::string kNone;
  return impl_ ? impl_->last_stderr : kNone;
}

}  // namespace marienbad::bot
