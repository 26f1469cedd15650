#include "posix_pipes.hpp"

#include <fcntl.h>
#include <pthread.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstring>

namespace marienbad::bot::detail {

Result<Pipe> make_pipe() {
  std::array<int, 2> ends{};
  if (::pipe2(ends.data(), O_CLOEXEC) != 0) return Error{std::strerror(errno)};
  Pipe pipe{Fd(ends[0]), Fd(ends[1])};
  for (Fd* end : {&pipe.read, &pipe.write}) {
    if (end->get() > 2) continue;
    const int moved = ::fcntl(end->get(), F_DUPFD_CLOEXEC, 3);
    if (moved < 0) return Error{std::strerror(errno)};
    *end = Fd(moved);
  }
  return pipe;
}

void set_nonblocking(int fd) {
  ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
}

SigpipeBlock::SigpipeBlock() {
  sigemptyset(&pipe_set_);
  sigaddset(&pipe_set_, SIGPIPE);
  pthread_sigmask(SIG_BLOCK, &pipe_set_, &old_mask_);
  sigset_t pending;
  sigpending(&pending);
  was_pending_ = sigismember(&pending, SIGPIPE) == 1;
}

SigpipeBlock::~SigpipeBlock() {
  if (!was_pending_) {
    const timespec no_wait{};
    while (sigtimedwait(&pipe_set_, nullptr, &no_wait) > 0) {
    }
  }
  pthread_sigmask(SIG_SETMASK, &old_mask_, nullptr);
}

int poll_timeout(Clock::time_point until, Clock::duration cap) {
  const auto left = std::clamp<Clock::duration>(until - Clock::now(), Clock::duration::zero(), cap);
  return static_cast<int>(std::chrono::ceil<std::chrono::milliseconds>(left).count());
}

}  // namespace marienbad::bot::detail
