#include <catch2/catch.hpp>

#include <fstream>

#include "app/settings.hpp"
#include "test_app.hpp"

using namespace marienbad::app;
using namespace marienbad::app::test;

namespace {
void write(const std::filesystem::path& path, const std::string& text) {
  std::ofstream(path) << text;
}
}  // namespace

TEST_CASE("settings: round trip through the JSON file") {
  TempDir home("settings");
  Settings s;
  s.language = "fr";
  s.volume = 35;
  s.muted = true;
  s.animation_speed = 1.5;
  s.fullscreen = true;
  s.window_width = 1024;
  s.window_height = 640;
  s.learning_mode = true;
  s.last_setup["nim"] = {{"level", "expert"}, {"rows", {1, 3, 5, 7}}};
  const auto path = home.path() / "settings.json";
  REQUIRE(save_settings(path, s));
  CHECK_FALSE(std::filesystem::exists(home.path() / "settings.json.tmp"));
  auto loaded = load_settings(path);
  CHECK(loaded.problem.empty());
  CHECK(loaded.value.to_json() == s.to_json());
  CHECK(loaded.value.last_setup["nim"]["level"] == "expert");
}

TEST_CASE("settings: a missing file gives defaults silently") {
  TempDir home("settings-missing");
  auto loaded = load_settings(home.path() / "settings.json");
  CHECK(loaded.problem.empty());
  CHECK(loaded.value.to_json() == Settings{}.to_json());
}

TEST_CASE("settings: a corrupted file is moved aside as .bak and defaults are used") {
  TempDir home("settings-bad");
  const auto path = home.path() / "settings.json";
  const std::string bad_files[] = {
      "{ \"volume\": 50, ",              // truncated
      "[1, 2, 3]",                       // not an object
      "{\"volume\": \"loud\"}",          // wrong type
      "{\"volume\": 400}",               // out of range
      "{\"language\": \"klingon\"}",     // unknown language
      "{\"animation_speed\": -1}",       // out of range
      "{\"last_setup\": 3}",             // not an object
      "{\"volume\": 4294967346}",        // 50 once cut to 32 bits
      "{\"window_width\": 4294968576}",  // 1280 once cut to 32 bits
      "{\"muted\": 1}",                  // not a boolean
  };
  for (const std::string& text : bad_files) {
    CAPTURE(text);
    std::filesystem::remove(path.string() + ".bak");
    write(path, text);
    auto loaded = load_settings(path);
    CHECK_FALSE(loaded.problem.empty());
    CHECK(loaded.value.to_json() == Settings{}.to_json());
    CHECK_FALSE(std::filesystem::exists(path));
    REQUIRE(std::filesystem::exists(path.string() + ".bak"));
    std::ifstream kept(path.string() + ".bak");
    std::string content((std::istreambuf_iterator<char>(kept)), std::istreambuf_iterator<char>());
    CHECK(content == text);
  }
}

TEST_CASE("settings: a file over 1 MB is set aside without being read") {
  TempDir home("settings-huge");
  const auto path = home.path() / "settings.json";
  write(path, "{\"volume\": 50" + std::string(2 << 20, ' ') + "}");  // valid JSON, 2 MB
  auto loaded = load_settings(path);
  CHECK_FALSE(loaded.problem.empty());
  CHECK(loaded.value.volume == Settings{}.volume);
  CHECK(std::filesystem::exists(path.string() + ".bak"));
}

TEST_CASE("settings: the app starts with defaults from a corrupted settings file") {
  TempDir home("settings-app");
  write(home.path() / "settings.json", "{not json");
  auto app = make_app(home.path());
  REQUIRE(app);
  CHECK(app->context().settings().volume == Settings{}.volume);
  CHECK(std::filesystem::exists(home.path() / "settings.json.bak"));
}

TEST_CASE("statistics: record, round trip, and reject inconsistent counts") {
  TempDir home("stats");
  Statistics stats;
  stats.record("nim", "expert", true, false);
  stats.record("nim", "expert", true, true);
  stats.record("nim", "expert", false, false);
  stats.record("wythoff", "novice", true, false);
  const GameStats nim = stats.get("nim", "expert");
  CHECK(nim.played == 3);
  CHECK(nim.won == 2);
  CHECK(nim.won_without_hints == 1);
  CHECK(stats.get("subtraction", "expert").played == 0);

  const auto path = home.path() / "statistics.json";
  REQUIRE(save_statistics(path, stats));
  auto loaded = load_statistics(path);
  CHECK(loaded.problem.empty());
  CHECK(loaded.value.to_json() == stats.to_json());

  // The largest counts a file may hold stay consistent when one more game is recorded.
  write(path, R"({"games": {"nim/expert": {"played": 18446744073709551615,
                  "won": 18446744073709551615, "won_without_hints": 18446744073709551615}}})");
  auto full = load_statistics(path);
  REQUIRE(full.problem.empty());
  full.value.record("nim", "expert", false, false);  // a loss: played must not wrap to 0
  CHECK(full.value.get("nim", "expert").played == 18446744073709551615ULL);
  REQUIRE(save_statistics(path, full.value));
  CHECK(load_statistics(path).problem.empty());

  write(path, R"({"games": {"nim/expert": {"played": 1, "won": 5}}})");
  auto bad = load_statistics(path);
  CHECK_FALSE(bad.problem.empty());
  CHECK(bad.value.entries.empty());
  CHECK(std::filesystem::exists(path.string() + ".bak"));
}
