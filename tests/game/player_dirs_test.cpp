// Where the player's files live: XDG base directories, MARIENBAD_HOME, and the files of an
// earlier version (all in SDL's pref path) moved once, never lost.
#include <catch2/catch.hpp>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <map>
#include <string>

#include "app/paths.hpp"
#include "test_app.hpp"

using namespace marienbad::app;
using namespace marienbad::app::test;
namespace fs = std::filesystem;

namespace {

auto env(std::map<std::string, std::string> values) {
  return [values = std::move(values)](const char* name) -> const char* {
    auto it = values.find(name);
    return it == values.end() ? nullptr : it->second.c_str();
  };
}

}  // namespace

TEST_CASE("player dirs: XDG, their defaults under HOME, and MARIENBAD_HOME over both") {
  auto dirs = player_dirs(env({{"HOME", "/home/ana"}}));
  REQUIRE(dirs.ok());
  CHECK(dirs.value().data == "/home/ana/.local/share/marienbad");
  CHECK(dirs.value().config == "/home/ana/.config/marienbad");
  CHECK(dirs.value().legacy == fs::path("/home/ana/.local/share/marienbad/marienbad"));

  dirs =
      player_dirs(env({{"HOME", "/home/ana"}, {"XDG_DATA_HOME", "/d"}, {"XDG_CONFIG_HOME", "/c"}}));
  REQUIRE(dirs.ok());
  CHECK(dirs.value().data == "/d/marienbad");
  CHECK(dirs.value().config == "/c/marienbad");

  // A relative XDG path is ignored, as the specification says.
  dirs = player_dirs(env({{"HOME", "/home/ana"}, {"XDG_CONFIG_HOME", "relative"}}));
  REQUIRE(dirs.ok());
  CHECK(dirs.value().config == "/home/ana/.config/marienbad");

  dirs = player_dirs(env({{"HOME", "/home/ana"}, {"MARIENBAD_HOME", "/games/m"}}));
  REQUIRE(dirs.ok());
  CHECK(dirs.value().data == "/games/m");
  CHECK(dirs.value().config == "/games/m");
  CHECK_FALSE(dirs.value().legacy.has_value());

  CHECK_FALSE(player_dirs(env({})).ok());
}

TEST_CASE("player dirs: an earlier version's files are moved once, never over a newer one") {
  TempDir root("player-dirs");
  const PlayerDirs dirs{root.path() / "data", root.path() / "config",
                        root.path() / "data" / "marienbad"};
  fs::create_directories(*dirs.legacy);
  fs::create_directories(dirs.config);
  write_text(*dirs.legacy / "settings.json", "old settings");
  write_text(*dirs.legacy / "statistics.json", "old statistics");
  write_text(*dirs.legacy / "last_games.json", "old games");
  write_text(dirs.data / "last_games.json", "newer games");

  const auto said = move_legacy_files(dirs);
  CHECK(said.size() == 3);
  CHECK(read_text(dirs.config / "settings.json") == "old settings");
  CHECK(read_text(dirs.data / "statistics.json") == "old statistics");
  // The newer file stays; the old one is kept where it was, not lost.
  CHECK(read_text(dirs.data / "last_games.json") == "newer games");
  CHECK(read_text(*dirs.legacy / "last_games.json") == "old games");
  CHECK_FALSE(fs::exists(*dirs.legacy / "settings.json"));

  // Once: nothing left to move but the kept file.
  CHECK(move_legacy_files(dirs).size() == 1);
}

TEST_CASE("player files: a placed file lives in its own directory, backups with it") {
  TempDir root("placed");
  fs::create_directories(root.path() / "data");
  fs::create_directories(root.path() / "config");
  PlayerFiles files(root.path() / "data", true);
  files.place("settings.json", root.path() / "config");
  REQUIRE(files.write("settings.json", "{}").ok());
  REQUIRE(files.write("statistics.json", "{}").ok());
  CHECK(fs::exists(root.path() / "config" / "settings.json"));
  CHECK_FALSE(fs::exists(root.path() / "data" / "settings.json"));
  CHECK(fs::exists(root.path() / "data" / "statistics.json"));
  CHECK(files.read("settings.json").ok());
  files.set_aside("settings.json", "damaged");
  CHECK(fs::exists(root.path() / "config" / "settings.json.bak.1"));
}

TEST_CASE("player dirs: a symlink loop is reported as one, not as \"not a directory\"") {
  TempDir root("player-dirs-loop");
  const fs::path loop = root.path() / "loop";
  fs::create_directory_symlink(loop, loop);  // loop -> loop
  for (const fs::path& dir : {loop, loop / "marienbad"}) {
    INFO(dir);
    const auto made = make_private_dir(dir);
    REQUIRE_FALSE(made.ok());
    CHECK_THAT(made.error(), Catch::Contains(std::strerror(ELOOP)));
    CHECK_THAT(made.error(), !Catch::Contains("not a directory"));
  }
  // A file in the way is still "not a directory"; a missing directory is made.
  write_text(root.path() / "file", "x");
  CHECK_THAT(make_private_dir(root.path() / "file").error(), Catch::Contains("not a directory"));
  CHECK(make_private_dir(root.path() / "new" / "marienbad").ok());
  CHECK(fs::is_directory(root.path() / "new" / "marienbad"));

  // The same from the environment, with nothing to write (a screenshot): said in one line.
  const char* before = std::getenv("MARIENBAD_HOME");
  const std::string saved = before ? before : "";
  ::setenv("MARIENBAD_HOME", (loop / "marienbad").c_str(), 1);
  const auto opened = open_player_files(false);
  before ? ::setenv("MARIENBAD_HOME", saved.c_str(), 1) : ::unsetenv("MARIENBAD_HOME");
  CHECK_THAT(opened.notice, Catch::Contains(std::strerror(ELOOP)));
  CHECK_FALSE(opened.files.dir().has_value());
}
