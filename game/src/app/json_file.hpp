#pragma once
// JSON files in the pref directory: read with a real parser, written atomically
// (temporary file + rename) so a crash never leaves a half-written file.
#include <cstdint>
#include <filesystem>
#include <limits>
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

#include <nlohmann/json.hpp>

#include "marienbad/result.hpp"

namespace marienbad::app {

struct JsonLoad {
  std::optional<nlohmann::json> value;  // nullopt: no file, or it was bad (defaults apply)
  std::string problem;                  // non-empty when the file was bad and moved aside
};

// Reads `path`. A file that does not parse, or that `validate` rejects, is renamed to
// `path.bak` and reported in `problem` (the caller logs it once).
JsonLoad load_json_file(const std::filesystem::path& path);
// Moves a bad file aside as .bak; returns a one-line description.
std::string set_aside(const std::filesystem::path& path, const std::string& why);
Status save_json_file(const std::filesystem::path& path, const nlohmann::json& value);

// Strict conversion of one JSON value into `out`: false, leaving `out` alone, when the
// JSON type differs or an integer does not fit T. (nlohmann's get<T>() would silently
// turn 4294967346 into the int 50, -1 into 2^64-1 and 1.9 into 1.)
template <class T>
bool json_to(const nlohmann::json& value, T& out) {
  if constexpr (std::is_same_v<T, bool>) {
    if (!value.is_boolean()) return false;
    out = value.get<bool>();
  } else if constexpr (std::is_integral_v<T>) {
    using Limits = std::numeric_limits<T>;
    if (value.is_number_unsigned()) {
      const auto v = value.get<std::uint64_t>();
      if (v > static_cast<std::uint64_t>(Limits::max())) return false;
      out = static_cast<T>(v);
    } else if (value.is_number_integer()) {  // negative
      const auto v = value.get<std::int64_t>();
      if constexpr (std::is_unsigned_v<T>) {
        return false;
      } else {
        if (v < static_cast<std::int64_t>(Limits::min()) ||
            v > static_cast<std::int64_t>(Limits::max()))
          return false;
        out = static_cast<T>(v);
      }
    } else {
      return false;
    }
  } else if constexpr (std::is_floating_point_v<T>) {
    if (!value.is_number()) return false;
    out = value.get<T>();
  } else if constexpr (std::is_same_v<T, std::string>) {
    if (!value.is_string()) return false;
    out = value.get<std::string>();
  } else {  // std::vector<U>
    if (!value.is_array()) return false;
    T items;
    for (const auto& item : value) {
      if (!json_to(item, items.emplace_back())) return false;
    }
    out = std::move(items);
  }
  return true;
}

}  // namespace marienbad::app
