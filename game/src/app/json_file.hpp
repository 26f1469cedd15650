#pragma once
// JSON files in the pref directory: read with a real parser, written atomically
// (temporary file + rename) so a crash never leaves a half-written file.
#include <filesystem>
#include <optional>
#include <string>

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

}  // namespace marienbad::app
