#pragma once
// The POSIX plumbing of a bot's process (internal to marienbad_bot): file descriptors with
// one owner, close-on-exec pipes kept off the standard streams' numbers, SIGPIPE held off
// around writes, and poll()'s timeouts.
#include <sys/types.h>

#include <chrono>
#include <csignal>
#include <utility>

#include <unistd.h>

#include "marienbad/result.hpp"

namespace marienbad::bot {

// A file descriptor with one owner.
class Fd {
 public:
  Fd() = default;
  explicit Fd(int fd) : fd_(fd) {}
  Fd(Fd&& other) noexcept : fd_(std::exchange(other.fd_, -1)) {}
  Fd& operator=(Fd&& other) noexcept {
    if (this != &other) {
      reset();
      fd_ = std::exchange(other.fd_, -1);
    }
    return *this;
  }
  Fd(const Fd&) = delete;
  Fd& operator=(const Fd&) = delete;
  ~Fd() { reset(); }
  int get() const { return fd_; }
  explicit operator bool() const { return fd_ >= 0; }
  void reset() {
    if (fd_ >= 0) ::close(fd_);
    fd_ = -1;
  }

 private:
  int fd_ = -1;
};

namespace detail {

using Clock = std::chrono::steady_clock;

struct Pipe {
  Fd read;
  Fd write;
};

// A close-on-exec pipe whose ends are both above 2, so that placing the
// child's ends on 0, 1 and 2 never overwrites another end (our own standard
// streams may be closed, and then pipe() hands out 0, 1 or 2).
Result<Pipe> make_pipe();

void set_nonblocking(int fd);

// Blocks SIGPIPE in this thread while alive; a SIGPIPE raised meanwhile (a
// write to a bot that closed its input) is consumed, unless one was already
// pending before, which is left for its owner.
class SigpipeBlock {
 public:
  SigpipeBlock();
  ~SigpipeBlock();
  SigpipeBlock(const SigpipeBlock&) = delete;
  SigpipeBlock& operator=(const SigpipeBlock&) = delete;

 private:
  sigset_t pipe_set_{};
  sigset_t old_mask_{};
  bool was_pending_ = false;
};

// poll()'s timeout for the time left until `until`, rounded up, at most `cap`.
int poll_timeout(Clock::time_point until, Clock::duration cap);

}  // namespace detail
}  // namespace marienbad::bot
