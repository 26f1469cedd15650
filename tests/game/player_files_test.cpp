// The player's files under failure (issue #10): a full disk, a signal in the middle of a
// save, a read-only or missing directory, two copies of the game on one directory.
#include <catch2/catch.hpp>

#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <fstream>
#include <thread>

#include "app/player_files.hpp"
#include "app/settings.hpp"
#include "test_app.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

namespace {

bool has_temporaries(const std::filesystem::path& dir) {
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    if (entry.path().extension() == ".tmp") return true;
  }
  return false;
}

Settings with_volume(int volume) {
  Settings settings;
  settings.volume = volume;
  return settings;
}

}  // namespace

TEST_CASE("files: a write that fails (no space) keeps the old file whole, and no temporary") {
  TempDir home("files-full");
  PlayerFiles files(home.path(), true);
  REQUIRE(save_settings(files, with_volume(11)));
  const std::string before = read_text(home.path() / "settings.json");
  // A child whose files may not grow past 64 bytes: write() fails (EFBIG) as on a full disk.
  const pid_t child = ::fork();
  REQUIRE(child >= 0);
  if (child == 0) {
    ::signal(SIGXFSZ, SIG_IGN);
    const rlimit limit{64, 64};
    ::setrlimit(RLIMIT_FSIZE, &limit);
    const Status saved = save_settings(files, with_volume(99));
    ::_exit(saved ? 1 : 0);  // the failure must be reported
  }
  int status = 0;
  REQUIRE(::waitpid(child, &status, 0) == child);
  CHECK(WIFEXITED(status));
  CHECK(WEXITSTATUS(status) == 0);
  CHECK(read_text(home.path() / "settings.json") == before);
  CHECK_FALSE(has_temporaries(home.path()));
}

TEST_CASE("files: a device path is written directly and its errors are reported") {
  CHECK(write_file_atomically("/dev/null", "hello"));
  const Status full = write_file_atomically("/dev/full", "hello");
  REQUIRE_FALSE(full);
  CHECK_THAT(full.error(), Catch::Contains("No space left on device"));
}

TEST_CASE("files: SIGTERM in the middle of saves leaves a whole file and no temporary") {
  TempDir home("files-sigterm");
  const Settings quiet = with_volume(1);
  Settings loud = with_volume(100);
  for (int i = 0; i < 200; ++i) {  // a larger file: more time inside each write
    loud.last_setup[std::string(marienbad::game_registry().front().id)].level =
        std::string(30, static_cast<char>('a' + i % 26));
  }
  {
    PlayerFiles files(home.path(), true);
    REQUIRE(save_settings(files, quiet));
  }
  for (int attempt = 0; attempt < 12; ++attempt) {
    const pid_t child = ::fork();
    REQUIRE(child >= 0);
    if (child == 0) {
      ::signal(SIGTERM, SIG_DFL);
      PlayerFiles files(home.path(), true);
      for (int i = 0;; ++i) (void)save_settings(files, i % 2 == 0 ? quiet : loud);
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(5 + 7 * attempt));
    ::kill(child, SIGTERM);
    int status = 0;
    REQUIRE(::waitpid(child, &status, 0) == child);
    CHECK(WIFSIGNALED(status));
    PlayerFiles files(home.path(), false);
    auto loaded = load_settings(files);
    CHECK(loaded.problems.empty());
    CHECK((loaded.value == quiet || loaded.value == loud));
    CHECK_FALSE(has_temporaries(home.path()));
  }
}

TEST_CASE("files: temporaries of a killed game are removed at the next start, live ones kept") {
  TempDir home("files-stale");
  // A process id above any pid_max: that process is gone.
  std::ofstream(home.path() / "settings.json.2147483646.tmp") << "{";
  const auto live = home.path() / ("statistics.json." + std::to_string(::getppid()) + ".tmp");
  std::ofstream(live) << "{";
  std::ofstream(home.path() / "notes.tmp") << "not ours";
  PlayerFiles files(home.path(), true);
  CHECK_FALSE(std::filesystem::exists(home.path() / "settings.json.2147483646.tmp"));
  CHECK(std::filesystem::exists(live));
  CHECK(std::filesystem::exists(home.path() / "notes.tmp"));
}

TEST_CASE("files: a directory that cannot be written is used read-only, said once") {
  std::string notice;
  // /proc/self is a directory nobody, not even root, can create files in.
  PlayerFiles files = PlayerFiles::open("/proc/self", notice);
  CHECK_FALSE(files.writable());
  CHECK_THAT(notice, Catch::Contains("cannot write in /proc/self"));
  CHECK(save_settings(files, with_volume(5)));  // nothing to do, nothing to report
}

TEST_CASE("files: a second copy of the game on the same directory changes nothing") {
  TempDir home("files-two");
  std::string first_notice;
  PlayerFiles first = PlayerFiles::open(home.path(), first_notice);
  CHECK(first.writable());
  CHECK(first_notice.empty());
  REQUIRE(save_settings(first, with_volume(33)));

  std::string second_notice;
  PlayerFiles second = PlayerFiles::open(home.path(), second_notice);
  CHECK_FALSE(second.writable());
  CHECK_THAT(second_notice, Catch::Contains("another Marienbad"));
  CHECK(load_settings(second).value.volume == 33);  // it reads what the first wrote
  CHECK(save_settings(second, with_volume(77)));
  second.remove(kSettingsFile);
  CHECK(load_settings(first).value.volume == 33);  // and never writes over it

  first = PlayerFiles();  // the first game quits
  std::string third_notice;
  CHECK(PlayerFiles::open(home.path(), third_notice).writable());
}

TEST_CASE("files: without a directory nothing is read or written") {
  PlayerFiles none;
  CHECK_FALSE(none.writable());
  CHECK_FALSE(none.read(kSettingsFile).ok());
  CHECK(save_settings(none, with_volume(5)));
}

TEST_CASE("files: a text larger than a file may be read is not written, the old file stays") {
  TempDir home("files-too-large");
  PlayerFiles files(home.path(), true);
  REQUIRE(files.write("statistics.json", "{}\n"));
  const std::string huge(kMaxFileBytes + 1, ' ');
  const auto refused = files.write("statistics.json", huge);
  REQUIRE_FALSE(refused);
  CHECK_THAT(refused.error(), Catch::Contains("not written"));
  CHECK(files.read("statistics.json").text == "{}\n");
  CHECK(files.write("statistics.json", std::string(kMaxFileBytes, ' ')));  // the limit itself
  CHECK(files.read("statistics.json").ok());
  CHECK_FALSE(has_temporaries(home.path()));
}
