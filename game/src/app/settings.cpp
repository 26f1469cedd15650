#include "app/settings.hpp"

#include <limits>

#include "app/json_file.hpp"

namespace marienbad::app {

using nlohmann::json;

json Settings::to_json() const {
  return json{{"language", language},
              {"volume", volume},
              {"muted", muted},
              {"animation_speed", animation_speed},
              {"fullscreen", fullscreen},
              {"window_width", window_width},
              {"window_height", window_height},
              {"learning_mode", learning_mode},
              {"last_setup", last_setup}};
}

namespace {

// Reads an optional field of the right JSON type; a wrong type or an integer too large for
// the field is an error naming it.
template <class T>
Status read_field(const json& object, const char* name, T& out) {
  auto it = object.find(name);
  if (it == object.end() || json_to(*it, out)) return Ok{};
  if constexpr (std::is_same_v<T, bool>) {
    return Error{std::string(name) + " must be true or false"};
  } else if constexpr (std::is_integral_v<T>) {
    return Error{std::string(name) +
                 (it->is_number_integer() ? " is out of range" : " must be an integer")};
  } else if constexpr (std::is_floating_point_v<T>) {
    return Error{std::string(name) + " must be a number"};
  } else {
    return Error{std::string(name) + " must be a string"};
  }
}

}  // namespace

Result<Settings> Settings::from_json(const json& object) {
  if (!object.is_object()) return Error{"settings must be a JSON object"};
  Settings s;
  for (const Status& status :
       {read_field(object, "language", s.language), read_field(object, "volume", s.volume),
        read_field(object, "muted", s.muted),
        read_field(object, "animation_speed", s.animation_speed),
        read_field(object, "fullscreen", s.fullscreen),
        read_field(object, "window_width", s.window_width),
        read_field(object, "window_height", s.window_height),
        read_field(object, "learning_mode", s.learning_mode)}) {
    if (!status) return Error{status.error()};
  }
  if (!s.language.empty() && s.language != "en" && s.language != "fr") {
    return Error{"language must be \"en\", \"fr\" or \"\""};
  }
  if (s.volume < 0 || s.volume > 100) return Error{"volume must be between 0 and 100"};
  if (!(s.animation_speed >= 0.25 && s.animation_speed <= 4.0)) {
    return Error{"animation_speed must be between 0.25 and 4"};
  }
  if (s.window_width < 320 || s.window_width > 16384 || s.window_height < 200 ||
      s.window_height > 16384) {
    return Error{"window size out of range"};
  }
  if (auto it = object.find("last_setup"); it != object.end()) {
    if (!it->is_object()) return Error{"last_setup must be an object"};
    s.last_setup = *it;
  }
  return s;
}

std::string Statistics::key(std::string_view game, std::string_view level) {
  return std::string(game) + "/" + std::string(level);
}

void Statistics::record(std::string_view game, std::string_view level, bool won, bool used_hints) {
  GameStats& stats = entries[key(game, level)];
  // A hand-edited count of 2^64-1 must not wrap to 0: won > played would make the next load
  // discard every statistic.
  if (stats.played == std::numeric_limits<std::uint64_t>::max()) return;
  ++stats.played;
  if (won) ++stats.won;
  if (won && !used_hints) ++stats.won_without_hints;
}

GameStats Statistics::get(std::string_view game, std::string_view level) const {
  auto it = entries.find(key(game, level));
  return it == entries.end() ? GameStats{} : it->second;
}

json Statistics::to_json() const {
  json games = json::object();
  for (const auto& [name, s] : entries) {
    games[name] = {
        {"played", s.played}, {"won", s.won}, {"won_without_hints", s.won_without_hints}};
  }
  return json{{"version", 1}, {"games", games}};
}

Result<Statistics> Statistics::from_json(const json& object) {
  if (!object.is_object()) return Error{"statistics must be a JSON object"};
  Statistics stats;
  auto games = object.find("games");
  if (games == object.end()) return stats;
  if (!games->is_object()) return Error{"games must be an object"};
  for (const auto& [name, entry] : games->items()) {
    if (!entry.is_object()) return Error{"games." + name + " must be an object"};
    GameStats s;
    for (const auto& [field, target] : {std::pair<const char*, std::uint64_t*>{"played", &s.played},
                                        {"won", &s.won},
                                        {"won_without_hints", &s.won_without_hints}}) {
      auto it = entry.find(field);
      if (it == entry.end()) continue;
      if (!json_to(*it, *target)) {
        return Error{"games." + name + "." + field + " must be a non-negative integer"};
      }
    }
    if (s.won > s.played || s.won_without_hints > s.won) {
      return Error{"games." + name + ": inconsistent counts"};
    }
    stats.entries[name] = s;
  }
  return stats;
}

namespace {
template <class T>
Loaded<T> load_object(const std::filesystem::path& path) {
  Loaded<T> loaded;
  JsonLoad file = load_json_file(path);
  loaded.problem = file.problem;
  if (!file.value) return loaded;
  auto parsed = T::from_json(*file.value);
  if (!parsed) {
    loaded.problem = set_aside(path, parsed.error());
    return loaded;
  }
  loaded.value = std::move(parsed).value();
  return loaded;
}
}  // namespace

Loaded<Settings> load_settings(const std::filesystem::path& path) {
  return load_object<Settings>(path);
}
Loaded<Statistics> load_statistics(const std::filesystem::path& path) {
  return load_object<Statistics>(path);
}
Status save_settings(const std::filesystem::path& path, const Settings& settings) {
  return save_json_file(path, settings.to_json());
}
Status save_statistics(const std::filesystem::path& path, const Statistics& statistics) {
  return save_json_file(path, statistics.to_json());
}

}  // namespace marienbad::app
