// The unfinished match for "Continue" in the player's directory: saved_match.hpp's text,
// written atomically; a damaged file is reported once and set aside.

#include "app/log.hpp"
#include "scenes/confirm_dialog.hpp"
#include "scenes/scene_factory.hpp"
#include "session/saved_match.hpp"
#include "session/statistics.hpp"

namespace marienbad::app {

namespace {
constexpr std::string_view kUnfinishedMatchFile = "unfinished_match.json";
}  // namespace

void save_unfinished_match(AppContext& ctx, const std::string& text) {
  if (auto saved = ctx.files().write(kUnfinishedMatchFile, text); !saved) {
    log_warn("could not keep the unfinished match: {}", saved.error());
  }
}

void forget_unfinished_match(AppContext& ctx) {
  ctx.files().remove(kUnfinishedMatchFile);
}

std::optional<SavedMatch> load_unfinished_match(AppContext& ctx) {
  PlayerFiles& files = ctx.files();
  FileRead read = files.read(kUnfinishedMatchFile);
  if (!read.problem.empty()) log_warn("unfinished match: {}", read.problem);
  if (!read.ok()) return std::nullopt;
  auto saved = saved_match_from_text(read.text);
  if (!saved) {
    log_warn("unfinished match: {}", files.set_aside(kUnfinishedMatchFile, saved.error()));
    return std::nullopt;
  }
  return std::move(saved).value();
}

void start_new_match(AppContext& ctx, std::function<void()> start) {
  auto saved = load_unfinished_match(ctx);
  if (!saved || !worth_keeping(saved->match)) return start();
  const MatchSetup setup = saved->setup;
  ctx.scenes().push(
      make_discard_dialog(ctx, setup, [&ctx, saved = std::move(*saved), start = std::move(start)] {
        if (count_abandoned(ctx.statistics(), saved.match, saved.setup)) ctx.save_statistics();
        forget_unfinished_match(ctx);
        start();
      }));
}

}  // namespace marienbad::app
