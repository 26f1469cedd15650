// marienbad: the game. Parses the command line, finds the assets, opens the window and
// runs the scenes (or renders one screenshot headless).
#include <cstdio>
#include <memory>
#include <string>

#include "app/app.hpp"
#include "app/log.hpp"
#include "app/logging.hpp"
#include "app/options.hpp"
#include "app/paths.hpp"
#include "app/platform.hpp"
#include "console/console.hpp"
#include "scenes/initial_scene.hpp"
#include "scenes/lesson_catalogue.hpp"
#include "session/bot_player.hpp"

int main(int argc, char** argv) {
  using namespace marienbad::app;
  // A command line that cannot be used: the desktop stops with status 2; a page shows the
  // line over the menu and goes on with the default options (app/platform.hpp).
  const auto refused = [](const std::string& why) {
    std::fprintf(stderr, "marienbad: %s\n", why.c_str());
    return !platform::go_on_after_bad_command_line("marienbad: " + why);
  };
  auto parsed = parse_options(argc, argv);
  if (parsed) {
    if (auto usable = platform::check_options(parsed.value()); !usable) {
      parsed = marienbad::Error{usable.error()};
    }
  }
  if (!parsed) {
    if (refused(parsed.error())) return 2;
    parsed = Options{};
  }
  Options options = std::move(parsed).value();
  if (options.help) {
    std::fputs(usage_text().c_str(), stdout);
    return marienbad::console::finish_stdout("marienbad", 0);
  }
  if (options.version) {
    std::printf("%s\n", version_text().c_str());
    return marienbad::console::finish_stdout("marienbad", 0);
  }

  if (auto playable = check_command_line_game(options); !playable) {
    if (refused(playable.error())) return 2;
    options = Options{};
  }

  if (options.bot) {
    // Started once now (at most 5 s): a bot that cannot start or greet is bad input, and
    // every screen can show the name it gave.
    auto name = marienbad::bot::as_result(bot_handshake(options.bot->command));
    if (!name) {
      std::fprintf(stderr, "marienbad: --bot: %s\n", name.error().c_str());
      return 2;
    }
    options.bot->name = std::move(name).value();
  }

  // A screenshot reads the player's files (language, a kept match) but never writes them.
  auto [files, notice, moved] = open_player_files(!options.screenshot);
  setup_logging(files.writable() ? files.dir() : std::nullopt,
                options.log_level.value_or(options.verbose ? "debug" : "info"),
                options.log_level.value_or(options.verbose ? "debug" : "warn"));
  if (!notice.empty()) std::fprintf(stderr, "marienbad: %s\n", notice.c_str());
  for (const std::string& line : moved)
    marienbad::app::log_info("files of an earlier version: {}", line);

  auto assets = find_assets();
  if (!assets) {
    std::fprintf(stderr, "marienbad: %s\n", assets.error().c_str());
    return 2;
  }

  marienbad::app::log_info("assets: {}", assets.value().string());

  AppSetup setup;
  setup.options = options;
  setup.assets_dir = assets.value();
  setup.files = std::move(files);
  setup.headless = options.headless();
  setup.lessons = lesson_bounds();
  auto created = App::create(std::move(setup));
  if (!created) {
    std::fprintf(stderr, "marienbad: %s\n", created.error().c_str());
    return 2;
  }
  // Not one of main's locals: in a page the browser calls the game's loop after main has gone
  // (platform::run_loop), and main goes by an exception that, with WebAssembly's own
  // exceptions, runs the destructors of the locals it passes.
  static std::unique_ptr<App> app;
  app = std::move(created).value();
  push_initial_scenes(app->context());

  int status = 0;
  if (!options.screenshot) {
    status = app->run();
  } else if (auto written = app->screenshot(*options.screenshot); !written) {
    std::fprintf(stderr, "marienbad: %s\n", written.error().c_str());
    status = 1;
  } else {
    marienbad::app::log_info("screenshot written to {}", options.screenshot->string());
  }
  app.reset();  // the game ends here, before the libraries' own statics go
  return status;
}
