#pragma once
// The player's files (settings, statistics, the unfinished match): in one directory, or a
// file placed in a directory of its own (the settings in the XDG config directory).
// Reading takes regular files only and at most kMaxFileBytes, so a device, a FIFO or a
// symlink can neither exhaust memory nor hang the start. Writing is atomic (a temporary file
// named by the process id, fsync, rename, fsync of the directory), never over a file that
// could not be read, and never when the directory is read-only for this run (a screenshot,
// a second copy of the game on the same directory, or no usable home at all).
#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>

#include "marienbad/result.hpp"

namespace marienbad::app {

// Settings, statistics and a saved match are a few kilobytes: anything larger is damaged.
inline constexpr std::uintmax_t kMaxFileBytes = 1 << 20;

struct FileRead {
  enum class Outcome { Missing, Read, TooLarge, Unreadable };
  Outcome outcome = Outcome::Missing;
  std::string text;     // when Read
  std::string problem;  // one line when the file exists but was not read
  bool ok() const { return outcome == Outcome::Read; }
};

// Reads a regular file of at most `cap` bytes without following a symlink.
FileRead read_regular_file(const std::filesystem::path& path, std::uintmax_t cap = kMaxFileBytes);

// Replaces `path` with `bytes` atomically: the file holds the old or the new content, whole,
// even if the process is killed or the disk fills up. A path that exists and is not a regular
// file (/dev/null, /dev/full) is written directly, and every write error is reported.
Status write_file_atomically(const std::filesystem::path& path, std::string_view bytes);

// Removes the temporary files of earlier writes into `dir` whose process is gone.
void remove_stale_temporaries(const std::filesystem::path& dir);

class PlayerFiles {
 public:
  // No directory: nothing is read or written.
  PlayerFiles() = default;
  PlayerFiles(std::filesystem::path dir, bool writable);
  // The directory for this run of the game: writable when this process can create its lock
  // file there and no other copy of the game holds it; otherwise read-only, and `notice`
  // says why in one line.
  static PlayerFiles open(std::filesystem::path dir, std::string& notice);

  // `name` (and its backups) lives in `dir` rather than in dir(): e.g. settings.json in
  // $XDG_CONFIG_HOME/marienbad/ while the rest is in $XDG_DATA_HOME/marienbad/.
  void place(std::string_view name, std::filesystem::path dir);
  std::filesystem::path dir_of(std::string_view name) const;

  FileRead read(std::string_view name);
  // Nothing is written when read-only or when `name` exists but could not be read; `text`
  // larger than kMaxFileBytes (it would not be read back) is refused with a reason.
  Status write(std::string_view name, std::string_view text);
  void remove(std::string_view name);
  // Renames a damaged file to NAME.bak.N (N one more than the newest; at most kMaxBackups
  // kept, the oldest removed) and returns one line saying why and where it went.
  std::string set_aside(std::string_view name, std::string_view why);

  const std::optional<std::filesystem::path>& dir() const { return dir_; }
  bool writable() const { return dir_.has_value() && writable_; }
  void set_writable(bool writable) { writable_ = writable; }

  static constexpr int kMaxBackups = 10;

 private:
  std::optional<std::filesystem::path> dir_;
  bool writable_ = false;
  std::set<std::string, std::less<>> unreadable_;  // exist, not read: never overwritten
  std::map<std::string, std::filesystem::path, std::less<>> placed_;
  struct CloseDescriptor {
    void operator()(const int* fd) const;
  };
  std::shared_ptr<const int> lock_;  // held while the game runs; released by the system at exit
};

}  // namespace marienbad::app
