#pragma once
// JSON for the player's files, read defensively: parsing refuses deep nesting, and every
// field is converted strictly (type and range) or reported. Include only from the .cpp
// files that read or write a file: nlohmann/json is costly to compile.
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include <nlohmann/json.hpp>

#include "marienbad/result.hpp"

namespace marienbad::app {

// Deeper nesting than this is refused while parsing: the files nest three levels, and a
// value nested 450,000 deep would overflow the stack when copied or destroyed.
inline constexpr int kMaxJsonDepth = 64;

// The text as a JSON object: an error for text that is not JSON, not an object, or nested
// deeper than kMaxJsonDepth.
Result<nlohmann::json> parse_json_object(std::string_view text);

// The file's text: indented, ending with a newline.
std::string json_text(const nlohmann::json& value);

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

// What a field must be, for messages: "an integer", "true or false", ...
template <class T>
constexpr std::string_view json_type_name() {
  if constexpr (std::is_same_v<T, bool>) {
    return "true or false";
  } else if constexpr (std::is_integral_v<T>) {
    return std::is_unsigned_v<T> ? "a non-negative integer" : "an integer";
  } else if constexpr (std::is_floating_point_v<T>) {
    return "a number";
  } else if constexpr (std::is_same_v<T, std::string>) {
    return "a string";
  } else {
    return "a list";
  }
}

}  // namespace marienbad::app
