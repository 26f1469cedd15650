#include "app/json_file.hpp"

#include <fstream>
#include <sstream>
#include <system_error>

namespace marienbad::app {

std::string set_aside(const std::filesystem::path& path, const std::string& why) {
  std::filesystem::path backup = path;
  backup += ".bak";
  std::error_code ec;
  std::filesystem::rename(path, backup, ec);
  std::string message = path.string() + ": " + why + "; using defaults";
  if (!ec) message += " (bad file kept as " + backup.string() + ")";
  return message;
}

namespace {
// Settings, statistics and a saved match are a few kilobytes; anything this large is damaged
// (and a saved match of millions of moves would take seconds and hundreds of MB to replay).
constexpr std::uintmax_t kMaxFileBytes = 1 << 20;
}  // namespace

JsonLoad load_json_file(const std::filesystem::path& path) {
  JsonLoad result;
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) return result;
  if (const auto size = std::filesystem::file_size(path, ec); !ec && size > kMaxFileBytes) {
    result.problem = set_aside(path, "larger than 1 MB");
    return result;
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    result.problem = path.string() + ": cannot be read; using defaults";
    return result;
  }
  std::ostringstream text;
  text << in.rdbuf();
  in.close();
  nlohmann::json value = nlohmann::json::parse(text.str(), nullptr, /*allow_exceptions=*/false);
  if (value.is_discarded() || !value.is_object()) {
    result.problem = set_aside(path, value.is_discarded() ? "not valid JSON" : "not a JSON object");
    return result;
  }
  result.value = std::move(value);
  return result;
}

Status save_json_file(const std::filesystem::path& path, const nlohmann::json& value) {
  std::error_code ec;
  std::filesystem::create_directories(path.parent_path(), ec);
  std::filesystem::path temp = path;
  temp += ".tmp";
  {
    std::ofstream out(temp, std::ios::binary | std::ios::trunc);
    if (!out) return Error{"cannot write " + temp.string()};
    out << value.dump(2) << '\n';
    out.flush();
    if (!out) return Error{"cannot write " + temp.string()};
  }
  std::filesystem::rename(temp, path, ec);
  if (ec) return Error{"cannot replace " + path.string() + ": " + ec.message()};
  return Ok{};
}

}  // namespace marienbad::app
