// The unfinished match for "Continue" in the player's directory: saved_match.hpp's text,
// written atomically; a damaged file is reported once and set aside.
#include <spdlog/spdlog.h>

#include "scenes/scene_factory.hpp"
#include "session/saved_match.hpp"

namespace marienbad::app {

namespace {
constexpr std::string_view kFile = "unfinished_match.json";
}  // namespace

void save_unfinished_match(AppContext& ctx, const std::string& text) {
  if (auto saved = ctx.files().write(kFile, text); !saved) {
    spdlog::warn("could not keep the unfinished match: {}", saved.error());
  }
}

void forget_unfinished_match(AppContext& ctx) {
  ctx.files().remove(kFile);
}

std::optional<SavedMatch> load_unfinished_match(AppContext& ctx) {
  PlayerFiles& files = ctx.files();
  FileRead read = files.read(kFile);
  if (!read.problem.empty()) spdlog::warn("unfinished match: {}", read.problem);
  if (!read.ok()) return std::nullopt;
  auto saved = saved_match_from_text(read.text);
  if (!saved) {
    spdlog::warn("unfinished match: {}", files.set_aside(kFile, saved.error()));
    return std::nullopt;
  }
  return std::move(saved).value();
}

}  // namespace marienbad::app
