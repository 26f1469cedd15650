#pragma once
// The application: SDL window and renderer, the event-driven loop, global keys
// (F11 fullscreen, M mute), and headless screenshots. Owns everything a scene uses.
#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <vector>

#include "app/canvas.hpp"
#include "app/context.hpp"
#include "app/options.hpp"
#include "app/player_files.hpp"
#include "app/scene_stack.hpp"
#include "app/settings.hpp"
#include "app/sound.hpp"
#include "app/strings.hpp"
#include "app/text_cache.hpp"
#include "app/theme.hpp"
#include "marienbad/result.hpp"

namespace marienbad::app {

struct AppSetup {
  Options options;
  std::filesystem::path assets_dir;  // holds fonts/, sounds/ and icons/
  PlayerFiles files;      // settings.json, statistics.json, the unfinished match (none: not kept)
  bool headless = false;  // dummy video driver + software renderer, no audio (tests, screenshots)
  bool audio = true;      // false: stay silent without touching the audio device
  // A window nobody can see (SDL's offscreen or dummy video driver) is refused unless a
  // harness asks for it (the benchmark, tests): a game nobody sees would run forever.
  bool allow_hidden_video = false;
  // The game's lessons (scenes/lesson_catalogue.hpp: lesson_bounds()): the statistics keep
  // these lessons' progress only, clamped to their steps and wins.
  std::vector<LessonBounds> lessons;
};

// Timing figures for the benchmark.
struct FrameStats {
  std::uint64_t frames = 0;
  double first_present_seconds = 0;  // from App::create to the first presented frame
  std::uint64_t wakes = 0;           // wake events (wake.hpp) taken by the loop
};

class App {
 public:
  // Initialises SDL, the window, renderer, fonts, sound, settings (one App per process at a
  // time: it owns SDL initialisation). Errors are one line
  // (e.g. a missing font, naming the file).
  static Result<std::unique_ptr<App>> create(AppSetup setup);
  ~App();
  App(const App&) = delete;
  App& operator=(const App&) = delete;

  AppContext& context() { return context_; }
  SceneStack& scenes() { return scenes_; }

  // Runs the loop until quit is requested or the stack becomes empty. Returns the exit code.
  int run();
  // One turn of run()'s loop: sleeps up to `idle_wait_ms` for an event when nothing moves
  // (0: never sleeps, as in a browser page; a timeout changes nothing), else takes the
  // events, updates and draws. False once the loop ends (quit, or no scene left).
  bool turn(int idle_wait_ms);
  // One loop iteration without waiting: pending events, update, draw if needed. For tests.
  void step(double dt_seconds = 1.0 / 60.0);
  // Draws the visible scenes now and writes the pixels as BMP.
  Status screenshot(const std::filesystem::path& file);
  bool quit_requested() const { return quit_; }
  const FrameStats& stats() const { return stats_; }
  SDL_Window* window() const { return window_.get(); }  // for tests and the benchmark

  // --- used by AppContext -------------------------------------------------------------
  void request_redraw() { dirty_ = true; }
  void set_text_entry(bool on);
  void request_quit() { quit_ = true; }
  bool fullscreen() const;
  void set_fullscreen(bool on);
  void set_language(Language language);

 private:
  explicit App(AppSetup setup);
  Status init();
  void process(const SDL_Event& event);
  void on_window_event(const SDL_WindowEvent& event);
  void update_layout();
  void draw_frame();
  // What step() and turn() share: `dt` seconds of update, then a frame drawn and presented
  // when something changed or moves (not while minimised). Whether the scenes animate.
  bool update_and_draw(double dt);
  double wall_seconds() const;  // since create()
  void open_controller(int joystick_index);
  void after_first_frame();  // the icon, the controllers, the sound

  friend class AppContext;

  AppSetup setup_;
  std::uint64_t start_counter_ = 0;
  std::uint64_t seed_ = 0;
  std::uint64_t seeds_drawn_ = 0;  // AppContext::next_seed()
  Theme theme_;
  Layout layout_;
  Settings settings_;
  Statistics statistics_;
  Strings strings_;
  Sound sound_;
  bool sdl_initialised_ = false;
  WindowPtr window_;
  RendererPtr renderer_;
  std::optional<AtlasPages> pages_;  // text and shapes, shared (see Canvas)
  std::optional<TextCache> text_;
  std::optional<Canvas> canvas_;
  SceneStack scenes_;
  AppContext context_{*this};
  std::vector<ControllerPtr> controllers_;
  PointerScale pointer_scale_;
  Point last_pointer_;
  bool dirty_ = true;
  bool after_first_frame_pending_ = false;  // after_first_frame() still to come
  bool quit_ = false;
  bool minimized_ = false;
  bool text_entry_ = false;  // a text field has the keyboard (map_text_event)
  double frame_period_ = 1.0 / 60.0;
  double clock_ = 0;             // seconds of updates so far (the headless time)
  std::uint64_t last_turn_ = 0;  // performance counter at the last turn's update
  FrameStats stats_;
};

}  // namespace marienbad::app
