// marienbad-app-bench: start-up time, CPU per animated frame, and idle CPU of the real
// application loop. Run it under Xvfb for a real window:
//   xvfb-run -a -s '-screen 0 1280x720x24' build/bin/marienbad-app-bench [--draw play,menu]
// Every frame is drawn in full. It first checks the driver facts the canvas relies on
// (app/driver_facts.hpp) and warns about each that may no longer hold.
// `--pack FILE` instead compares the atlas pages' packer (stb_rect_pack) with shelves on a
// recorded workload (atlas_pack_bench.cpp; no window): marienbad-app-bench --pack
// game/bench/atlas_workload.txt
// `--startup PAIRS` instead runs the game and a bare SDL2 + SDL2_ttf window in turn, PAIRS
// times each: exec to the first presented frame and peak memory (startup_bench.cpp).
#include <SDL.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "app/app.hpp"
#include "app/driver_facts.hpp"
#include "app/logging.hpp"
#include "app/paths.hpp"
#include "atlas_pack_bench.hpp"
#include "scenes/initial_scene.hpp"
#include "scenes/lesson_catalogue.hpp"
#include "scenes/main_menu.hpp"
#include "startup_bench.hpp"

namespace {

using namespace marienbad::app;

double cpu_seconds() {
  timespec ts{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

double wall_seconds() {
  timespec ts{};
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

// The main menu kept animating (redrawn every frame, nothing in it moves), or for
// comparison only the backdrop or nothing at all (the cost of clear + present).
class AnimatedMenu : public Scene {
 public:
  AnimatedMenu(AppContext& ctx, std::string_view what) : menu_(ctx), what_(what) {}
  void update(double dt) override { menu_.update(dt); }
  void draw(Canvas& canvas) override {
    if (what_ == "menu") menu_.draw(canvas);
    if (what_ == "background") canvas.background();
  }
  bool animating() const override { return true; }
  std::string_view name() const override { return "animated-menu"; }

 private:
  MainMenuScene menu_;
  std::string_view what_;
};

Uint32 push_quit(Uint32, void*) {
  SDL_Event quit{};
  quit.type = SDL_QUIT;
  SDL_PushEvent(&quit);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  const double t_main = wall_seconds();
  int frames = 600;
  double idle_seconds = 3.0;
  // play: the computer-against-computer demo (--demo), matches taken away and moved by
  // the animation, thinking pauses between moves: the game's real animated scene.
  // menu: the main menu redrawn every frame. Several, comma-separated, are measured in turn.
  std::string_view draws = "play,menu";
  int startup_pairs = 0;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string_view flag = argv[i];
    if (flag == "--frames")
      frames = std::max(10, std::atoi(argv[i + 1]));
    else if (flag == "--idle")
      idle_seconds = std::max(0.5, std::atof(argv[i + 1]));
    else if (flag == "--draw")
      draws = argv[i + 1];
    else if (flag == "--startup")
      startup_pairs = std::max(1, std::atoi(argv[i + 1]));
    else if (flag == "--pack")
      return marienbad::bench::run_pack_bench(argv[i + 1]);
    else {
      std::fprintf(stderr,
                   "usage: marienbad-app-bench [--frames N] [--idle SECONDS] [--draw "
                   "play|menu|background|nothing[,...]] | --startup PAIRS | --pack WORKLOAD\n");
      return 2;
    }
  }
  setup_logging(std::nullopt,
                std::getenv("MARIENBAD_BENCH_LOG") ? std::getenv("MARIENBAD_BENCH_LOG") : "warn");
  auto assets = find_assets();
  if (!assets) {
    std::fprintf(stderr, "marienbad-app-bench: %s\n", assets.error().c_str());
    return 2;
  }
  if (startup_pairs > 0) return marienbad::bench::run_startup_bench(startup_pairs, assets.value());
  AppSetup setup;
  setup.options.size = WindowSize{1280, 720};
  setup.options.fullscreen = false;
  setup.options.demo = true;  // used by --draw play only (the start-up shows the menu)
  setup.options.variant = marienbad::GameKind::Nim;
  setup.options.seed = 1;
  setup.assets_dir = assets.value();
  setup.files = open_player_files(false).files;  // read, never written
  setup.allow_hidden_video = true;               // it measures whatever driver it is given
  setup.audio = false;
  setup.lessons = lesson_bounds();

  // 1. Start to first presented frame (the main menu), from main().
  auto created = App::create(setup);
  if (!created) {
    std::fprintf(stderr, "marienbad-app-bench: %s\n", created.error().c_str());
    return 1;
  }
  std::unique_ptr<App> app = std::move(created).value();
  const double t_created = wall_seconds();
  app->scenes().push(std::make_unique<MainMenuScene>(app->context()));
  app->step(0.0);
  const double t_first = wall_seconds();

  std::printf("video driver: %s\n", SDL_GetCurrentVideoDriver());
  // The figures mean what docs/performance.md says only on the versions the canvas's driver
  // facts were measured on.
  const std::vector<std::string> facts =
      driver_facts::check_driver_facts(app->context().canvas().renderer());
  for (const std::string& warning : facts) std::printf("warning: %s\n", warning.c_str());
  if (facts.empty()) std::printf("driver facts: the versions they were measured on\n");
  std::printf(
      "start to first presented frame: %.1f ms (App::create %.1f ms, first frame %.1f ms)\n",
      (t_first - t_main) * 1e3, (t_created - t_main) * 1e3, (t_first - t_created) * 1e3);

  // 2. CPU time per frame while animating (1280x720, 60 frames per simulated second).
  Canvas& canvas = app->context().canvas();
  auto at = [](std::vector<double>& v, double q) {
    if (v.empty()) return 0.0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, static_cast<std::size_t>(q * static_cast<double>(v.size())))];
  };
  std::printf("redraw: full frames\n");
  for (std::string_view rest = draws; !rest.empty();) {
    const std::size_t comma = std::min(rest.find(','), rest.size());
    const std::string_view draw = rest.substr(0, comma);
    rest = rest.substr(std::min(comma + 1, rest.size()));
    if (draw == "play") {
      app->scenes().reset(nullptr);
      app->scenes().apply_pending();
      push_initial_scenes(app->context());
    } else {
      app->scenes().reset(std::make_unique<AnimatedMenu>(app->context(), draw));
    }
    for (int i = 0; i < 30; ++i) app->step(1.0 / 60);  // warm caches
    std::vector<double> per_frame;
    const std::size_t calls_before = canvas.draw_calls();
    const double wall_start = wall_seconds();
    for (int i = 0; i < frames; ++i) {
      const double c0 = cpu_seconds();
      app->step(1.0 / 60);
      per_frame.push_back(cpu_seconds() - c0);
    }
    const double wall = wall_seconds() - wall_start;
    const double calls_per_frame = static_cast<double>(canvas.draw_calls() - calls_before) / frames;
    std::printf(
        "animating (%s): %d frames, CPU per frame median %.2f ms, p90 %.2f ms, max %.2f ms "
        "(%.0f fps uncapped), %.0f renderer calls per frame\n",
        std::string(draw).c_str(), frames, at(per_frame, 0.5) * 1e3, at(per_frame, 0.9) * 1e3,
        at(per_frame, 1.0) * 1e3, frames / wall, calls_per_frame);
  }

  // 3. Idle CPU: the real loop with a still menu, quit by a timer.
  app->scenes().replace(std::make_unique<MainMenuScene>(app->context()));
  for (int i = 0; i < 60; ++i) app->step(1.0 / 30);  // let the fade-in finish
  SDL_AddTimer(static_cast<Uint32>(idle_seconds * 1000), push_quit, nullptr);
  const double c0 = cpu_seconds();
  const double w0 = wall_seconds();
  app->run();
  const double idle_cpu = cpu_seconds() - c0;
  const double idle_wall = wall_seconds() - w0;
  std::printf("idle: %.1f s, CPU %.3f s = %.2f %% of a core\n", idle_wall, idle_cpu,
              100.0 * idle_cpu / idle_wall);
  return 0;
}
