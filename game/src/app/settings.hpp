#pragma once
// Player settings and statistics, kept as JSON in the pref directory.
#include <cstdint>
#include <filesystem>
#include <map>
#include <string>

#include <nlohmann/json.hpp>

#include "marienbad/result.hpp"

namespace marienbad::app {

struct Settings {
  std::string language;  // "" = follow the environment, else "en" / "fr"
  int volume = 70;       // 0..100
  bool muted = false;
  double animation_speed = 1.0;  // 0.25 .. 4: multiplies animation rates
  bool fullscreen = false;
  int window_width = 1280;
  int window_height = 720;
  bool learning_mode = false;  // keep the hint overlay on
  // Free-form memory for scenes (e.g. the last setup choices per game):
  //   ctx.settings().last_setup["nim"] = {{"level", "expert"}, ...}; ctx.save_settings();
  nlohmann::json last_setup = nlohmann::json::object();

  nlohmann::json to_json() const;
  // Missing fields keep their defaults; a field of the wrong type or out of range is an error.
  static Result<Settings> from_json(const nlohmann::json& json);
};

struct GameStats {
  std::uint64_t played = 0;
  std::uint64_t won = 0;
  std::uint64_t won_without_hints = 0;
};

struct Statistics {
  // Key: "game/level", e.g. "nim/expert".
  std::map<std::string, GameStats> entries;

  static std::string key(std::string_view game, std::string_view level);
  void record(std::string_view game, std::string_view level, bool won, bool used_hints);
  GameStats get(std::string_view game, std::string_view level) const;

  nlohmann::json to_json() const;
  static Result<Statistics> from_json(const nlohmann::json& json);
};

// Loads a JSON file into T; a bad file is moved aside (.bak), reported in `problem`, and
// defaults are returned.
template <class T>
struct Loaded {
  T value;
  std::string problem;
};
Loaded<Settings> load_settings(const std::filesystem::path& path);
Loaded<Statistics> load_statistics(const std::filesystem::path& path);
Status save_settings(const std::filesystem::path& path, const Settings& settings);
Status save_statistics(const std::filesystem::path& path, const Statistics& statistics);

}  // namespace marienbad::app
