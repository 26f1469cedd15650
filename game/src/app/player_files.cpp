#include "app/player_files.hpp"

#include <fcntl.h>
#include <signal.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cstring>
#include <utility>
#include <vector>

#include "app/platform.hpp"

namespace marienbad::app {

namespace fs = std::filesystem;

namespace {

std::string os_error(int error) {
  return std::strerror(error);
}

// Closes a descriptor on every path out.
class Descriptor {
 public:
  explicit Descriptor(int fd) : fd_(fd) {}
  ~Descriptor() {
    if (fd_ >= 0) ::close(fd_);
  }
  Descriptor(const Descriptor&) = delete;
  Descriptor& operator=(const Descriptor&) = delete;
  int get() const { return fd_; }
  int release() { return std::exchange(fd_, -1); }

 private:
  int fd_;
};

bool write_all(int fd, std::string_view bytes) {
  while (!bytes.empty()) {
    const ssize_t n = ::write(fd, bytes.data(), bytes.size());
    if (n < 0) {
      if (errno == EINTR) continue;
      return false;
    }
    bytes.remove_prefix(static_cast<std::size_t>(n));
  }
  return true;
}

// Termination signals wait until the file is whole and renamed: an interrupted save leaves
// neither a half-written file nor a temporary one (SIGKILL aside: see
// remove_stale_temporaries).
class TerminationSignalsHeld {
 public:
  TerminationSignalsHeld() {
    sigset_t held;
    sigemptyset(&held);
    for (int signal : {SIGTERM, SIGINT, SIGHUP, SIGQUIT}) sigaddset(&held, signal);
    pthread_sigmask(SIG_BLOCK, &held, &previous_);
  }
  ~TerminationSignalsHeld() { pthread_sigmask(SIG_SETMASK, &previous_, nullptr); }
  TerminationSignalsHeld(const TerminationSignalsHeld&) = delete;
  TerminationSignalsHeld& operator=(const TerminationSignalsHeld&) = delete;

 private:
  sigset_t previous_{};
};

constexpr std::string_view kTempSuffix = ".tmp";

// "settings.json.1234.tmp": the writer's process id, so two copies of the game never share
// a temporary file and a leftover one can be told from a live write.
fs::path temporary_for(const fs::path& path) {
  std::string name = path.filename().string();
  name += '.';
  name += std::to_string(::getpid());
  name += kTempSuffix;
  return path.parent_path() / name;
}

Status write_device(const fs::path& path, std::string_view bytes) {
  Descriptor fd(::open(path.c_str(), O_WRONLY | O_CLOEXEC));
  if (fd.get() < 0) return Error{"cannot open " + path.string() + ": " + os_error(errno)};
  if (!write_all(fd.get(), bytes)) {
    return Error{"cannot write " + path.string() + ": " + os_error(errno)};
  }
  if (::close(fd.release()) != 0) {
    return Error{"cannot write " + path.string() + ": " + os_error(errno)};
  }
  return Ok{};
}

// The numbers N of NAME.bak.N in `dir`, in increasing order.
std::vector<unsigned> backup_numbers(const fs::path& dir, const std::string& prefix) {
  std::vector<unsigned> numbers;
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(dir, ec)) {
    const std::string name = entry.path().filename().string();
    if (name.size() <= prefix.size() || name.compare(0, prefix.size(), prefix) != 0) continue;
    unsigned number = 0;
    const char* first = name.data() + prefix.size();
    const char* last = name.data() + name.size();
    if (auto [end, error] = std::from_chars(first, last, number);
        error == std::errc() && end == last) {
      numbers.push_back(number);
    }
  }
  std::sort(numbers.begin(), numbers.end());
  return numbers;
}

}  // namespace

FileRead read_regular_file(const fs::path& path, std::uintmax_t cap) {
  FileRead result;
  // O_NONBLOCK: opening a FIFO must not wait for a writer. O_NOFOLLOW: a link is not ours.
  Descriptor fd(::open(path.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC));
  if (fd.get() < 0) {
    const int error = errno;
    if (error == ENOENT || error == ENOTDIR) return result;
    result.outcome = FileRead::Outcome::Unreadable;
    result.problem = path.string() + ": " +
                     (error == ELOOP ? std::string("is a symbolic link") : os_error(error)) +
                     "; not read";
    return result;
  }
  struct stat info {};
  result.outcome = FileRead::Outcome::Unreadable;
  if (::fstat(fd.get(), &info) != 0) {
    result.problem = path.string() + ": " + os_error(errno) + "; not read";
    return result;
  }
  if (!S_ISREG(info.st_mode)) {
    result.problem = path.string() + ": not a regular file; not read";
    return result;
  }
  if (static_cast<std::uintmax_t>(info.st_size) > cap) {
    result.outcome = FileRead::Outcome::TooLarge;
    result.problem = path.string() + ": larger than " + std::to_string(cap) + " bytes";
    return result;
  }
  std::string text;
  char buffer[16384];
  while (true) {
    const ssize_t n = ::read(fd.get(), buffer, sizeof buffer);
    if (n < 0) {
      if (errno == EINTR) continue;
      result.problem = path.string() + ": " + os_error(errno) + "; not read";
      return result;
    }
    if (n == 0) break;
    text.append(buffer, static_cast<std::size_t>(n));
    if (text.size() > cap) {  // it grew while being read
      result.outcome = FileRead::Outcome::TooLarge;
      result.problem = path.string() + ": larger than " + std::to_string(cap) + " bytes";
      return result;
    }
  }
  result.outcome = FileRead::Outcome::Read;
  result.text = std::move(text);
  return result;
}

Status write_file_atomically(const fs::path& path, std::string_view bytes) {
  struct stat info {};
  if (::lstat(path.c_str(), &info) == 0 && !S_ISREG(info.st_mode) && !S_ISLNK(info.st_mode)) {
    return write_device(path, bytes);
  }
  const fs::path temp = temporary_for(path);
  const fs::path dir = path.has_parent_path() ? path.parent_path() : fs::path(".");
  const TerminationSignalsHeld held;
  ::unlink(temp.c_str());  // a leftover of this very process id, long dead
  Descriptor fd(::open(temp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666));
  if (fd.get() < 0) return Error{"cannot write " + temp.string() + ": " + os_error(errno)};
  const auto fail = [&](const std::string& what) -> Status {
    const int error = errno;
    ::unlink(temp.c_str());
    return Error{what + " " + path.string() + ": " + os_error(error)};
  };
  if (!write_all(fd.get(), bytes) || ::fsync(fd.get()) != 0) return fail("cannot write");
  if (::close(fd.release()) != 0) return fail("cannot write");
  if (::rename(temp.c_str(), path.c_str()) != 0) return fail("cannot replace");
  // The rename itself must reach the disk too.
  if (Descriptor dir_fd(::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
      dir_fd.get() >= 0) {
    ::fsync(dir_fd.get());
  }
  return Ok{};
}

void remove_stale_temporaries(const fs::path& dir) {
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(dir, ec)) {
    const std::string name = entry.path().filename().string();
    if (name.size() <= kTempSuffix.size() ||
        name.compare(name.size() - kTempSuffix.size(), kTempSuffix.size(), kTempSuffix) != 0) {
      continue;
    }
    const std::string stem = name.substr(0, name.size() - kTempSuffix.size());
    const auto dot = stem.rfind('.');
    if (dot == std::string::npos) continue;
    pid_t pid = 0;
    const char* first = stem.data() + dot + 1;
    const char* last = stem.data() + stem.size();
    if (auto [end, error] = std::from_chars(first, last, pid);
        error != std::errc() || end != last || pid <= 0) {
      continue;
    }
    if (pid != ::getpid() && ::kill(pid, 0) != 0 && errno == ESRCH) {
      std::error_code ignored;
      fs::remove(entry.path(), ignored);
    }
  }
}

PlayerFiles::PlayerFiles(fs::path dir, bool writable) : dir_(std::move(dir)), writable_(writable) {
  if (writable_) remove_stale_temporaries(*dir_);
}

void PlayerFiles::place(std::string_view name, fs::path dir) {
  if (writable_) remove_stale_temporaries(dir);
  placed_.insert_or_assign(std::string(name), std::move(dir));
}

fs::path PlayerFiles::dir_of(std::string_view name) const {
  if (auto it = placed_.find(name); it != placed_.end()) return it->second;
  return dir_.value_or(fs::path());
}

void PlayerFiles::CloseDescriptor::operator()(const int* fd) const {
  ::close(*fd);
  delete fd;
}

PlayerFiles PlayerFiles::open(fs::path dir, std::string& notice) {
  const fs::path lock_path = dir / "marienbad.lock";
  const int fd = ::open(lock_path.c_str(), O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0600);
  if (fd < 0) {
    notice = "cannot write in " + dir.string() + " (" + os_error(errno) +
             "): settings, statistics and the unfinished match will not be kept";
    return PlayerFiles(std::move(dir), false);
  }
  if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
    ::close(fd);
    notice = "another Marienbad is using " + dir.string() +
             ": this one will not change its settings, statistics or unfinished match";
    return PlayerFiles(std::move(dir), false);
  }
  PlayerFiles files(std::move(dir), true);
  files.lock_ = std::shared_ptr<const int>(new int(fd), CloseDescriptor{});
  return files;
}

FileRead PlayerFiles::read(std::string_view name) {
  if (!dir_) return {};
  const fs::path path = dir_of(name) / name;
  FileRead read = read_regular_file(path);
  if (read.outcome == FileRead::Outcome::TooLarge) {
    read.problem = set_aside(name, "larger than 1 MB");
  } else if (read.outcome == FileRead::Outcome::Unreadable) {
    unreadable_.emplace(name);
    read.problem += "; it will not be overwritten";
  }
  return read;
}

Status PlayerFiles::write(std::string_view name, std::string_view text) {
  if (!writable() || unreadable_.contains(name)) return Ok{};
  // A file the next start would set aside as too large is never written: the one in place,
  // which was read, stays.
  if (text.size() > kMaxFileBytes) {
    return Error{std::string(name) + " would be " + std::to_string(text.size()) +
                 " bytes, more than the " + std::to_string(kMaxFileBytes) +
                 " a file may hold; not written"};
  }
  Status written = write_file_atomically(dir_of(name) / name, text);
  platform::files_written();
  return written;
}

void PlayerFiles::remove(std::string_view name) {
  if (!writable() || unreadable_.contains(name)) return;
  std::error_code ec;
  fs::remove(dir_of(name) / name, ec);
  platform::files_written();
}

std::string PlayerFiles::set_aside(std::string_view name, std::string_view why) {
  const fs::path dir = dir_of(name);
  const fs::path path = dir / name;
  std::string message = path.string() + ": " + std::string(why);
  if (!writable()) return message + " (left in place: read-only)";
  const std::string prefix = std::string(name) + ".bak.";
  std::vector<unsigned> numbers = backup_numbers(dir, prefix);
  const unsigned next = numbers.empty() ? 1 : numbers.back() + 1;
  const fs::path backup = dir / (prefix + std::to_string(next));
  std::error_code ec;
  fs::rename(path, backup, ec);
  if (ec) {
    unreadable_.emplace(name);
    return message + " (could not be set aside: " + ec.message() + "; it will not be overwritten)";
  }
  numbers.push_back(next);
  for (std::size_t i = 0; i + kMaxBackups < numbers.size(); ++i) {
    std::error_code ignored;
    fs::remove(dir / (prefix + std::to_string(numbers[i])), ignored);
  }
  return message + " (kept as " + backup.string() + ")";
}

}  // namespace marienbad::app
