#include "scenes/initial_scene.hpp"

#include <memory>

#include "app/log.hpp"
#include "scenes/main_menu.hpp"
#include "scenes/play_scene.hpp"
#include "scenes/settings_scene.hpp"
#include "scenes/setup_scene.hpp"
#include "scenes/statistics_scene.hpp"
#include "session/game_rules.hpp"

namespace marienbad::app {

namespace {

// --variant and the position flags, on top of the game's standard setup.
MatchSetup setup_from_options(const Options& options, GameKind kind) {
  MatchSetup setup = default_setup(kind);
  if (options.level) setup.level = *options.level;
  if (options.rule) setup.rule = *options.rule;
  if (options.heaps) setup.start = *options.heaps;
  if (options.set) setup.set = *options.set;
  if (!options.components.empty()) setup.parts = options.components;
  if (options.first) {
    switch (*options.first) {
      case FirstPlayer::Human:
        setup.first = FirstMover::Human;
        break;
      case FirstPlayer::Computer:
        setup.first = FirstMover::Computer;
        break;
      case FirstPlayer::Random:
        setup.first = FirstMover::Random;
        break;
    }
  }
  if (options.demo) setup.opponent = Opponent::Demo;
  setup.bot = options.bot;  // the opponent (in a demo: computer A, against the level)
  setup.learning_mode = options.hint;
  return setup;
}

// Without --variant: the first game of the menu.
GameKind default_game() {
  return all_game_rules().front()->kind;
}

}  // namespace

Status check_command_line_game(const Options& options) {
  if (!options.variant && !options.demo) return Ok{};
  if (options.scene) return Ok{};
  return check_playable(setup_from_options(options, options.variant.value_or(default_game())));
}

void push_initial_scenes(AppContext& ctx) {
  // Always start from the menu so Back from a board has somewhere to go.
  ctx.scenes().push(std::make_unique<MainMenuScene>(ctx));
  const Options& options = ctx.options();
  if (options.scene) {
    // --scene: one of the menu screens (setup and rules of the --variant game).
    const GameKind kind = options.variant.value_or(default_game());
    if (*options.scene == "setup") {
      // The set-up opens on the command line's choices (once: not every later set-up page).
      auto setup = std::make_unique<SetupScene>(ctx, kind);
      setup->apply_command_line(options);
      ctx.scenes().push(std::move(setup));
    }
    if (*options.scene == "rules") ctx.scenes().push(make_rules_scene(ctx, kind));
    if (*options.scene == "settings") ctx.scenes().push(std::make_unique<SettingsScene>(ctx));
    if (*options.scene == "statistics") ctx.scenes().push(std::make_unique<StatisticsScene>(ctx));
    if (*options.scene == "lessons" || *options.scene == "lesson") {
      ctx.scenes().push(make_lessons_scene(ctx));
    }
    if (*options.scene == "lesson") {
      ctx.scenes().push(make_lesson_scene(ctx, options.lesson.value_or(1) - 1));
    }
    return;
  }
  if (options.demo) {
    // Computer against computer, cycling through the single games and their sums.
    MatchSetup setup = setup_from_options(options, options.variant.value_or(default_game()));
    setup.opponent = Opponent::Demo;
    auto match = make_match(setup, ctx.next_seed());
    if (!match) {
      log_warn("--demo: {}; playing the standard game", match.error());
      setup = default_setup(setup.kind);
      setup.opponent = Opponent::Demo;
      match = make_match(setup, ctx.next_seed());
    }
    if (match) {
      ctx.scenes().push(std::make_unique<PlayScene>(ctx, std::move(match).value(), setup, true));
    }
    return;
  }
  if (options.variant) {
    if (auto scene = make_play_scene(ctx, setup_from_options(options, *options.variant))) {
      ctx.scenes().push(std::move(scene));
    }
  }
}

}  // namespace marienbad::app
