#pragma once
// Helpers for headless game tests: a temporary pref dir, a headless App, event injection,
// and a scene that records what it receives.
#include <SDL.h>
#include <unistd.h>

#include <catch2/catch.hpp>

#include <algorithm>
#include <atomic>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <string>
#include <vector>

#include "app/app.hpp"
#include "app/paths.hpp"
#include "scenes/lesson_catalogue.hpp"
#include "scenes/main_menu.hpp"

namespace marienbad::app::test {

// A fresh empty directory under the system temp dir, removed on destruction.
class TempDir {
 public:
  explicit TempDir(const std::string& name) {
    // The process id: ctest runs test cases in parallel processes, and two of them may use
    // the same name (SDL's ticks are near 0 in every fresh process).
    static std::atomic<int> counter{0};
    path_ = std::filesystem::temp_directory_path() /
            ("marienbad-test-" + name + "-" + std::to_string(::getpid()) + "-" +
             std::to_string(counter++));
    std::filesystem::remove_all(path_);
    std::filesystem::create_directories(path_);
  }
  ~TempDir() {
    std::error_code ec;
    std::filesystem::remove_all(path_, ec);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

// The copies of `name` set aside in `dir` (NAME.bak.N), oldest first.
inline std::vector<std::filesystem::path> backups(const std::filesystem::path& dir,
                                                  const std::string& name) {
  std::vector<std::pair<unsigned long, std::filesystem::path>> found;
  const std::string prefix = name + ".bak.";
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    const std::string file = entry.path().filename().string();
    if (file.rfind(prefix, 0) == 0)
      found.emplace_back(std::stoul(file.substr(prefix.size())), entry.path());
  }
  std::sort(found.begin(), found.end());
  std::vector<std::filesystem::path> paths;
  for (auto& [number, path] : found) paths.push_back(path);
  return paths;
}

inline std::string read_text(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

inline void write_text(const std::filesystem::path& path, const std::string& text) {
  std::ofstream(path, std::ios::binary) << text;
}

inline std::filesystem::path source_assets() {
  auto found = find_assets();
  return found ? found.value() : std::filesystem::path("assets");
}

inline std::unique_ptr<App> make_app(const std::filesystem::path& pref, Options options = {}) {
  AppSetup setup;
  if (!options.size) options.size = WindowSize{1280, 720};
  setup.options = options;
  setup.assets_dir = source_assets();
  setup.files = PlayerFiles(pref, true);
  setup.headless = true;
  setup.audio = false;
  setup.lessons = lesson_bounds();
  auto app = App::create(std::move(setup));
  if (!app) return nullptr;
  return std::move(app).value();
}

// The window's pixels (ARGB8888, row by row), as the last frame left them.
inline std::vector<Uint32> read_pixels(Canvas& canvas) {
  const int w = canvas.layout().width;
  const int h = canvas.layout().height;
  std::vector<Uint32> pixels(static_cast<std::size_t>(w) * static_cast<std::size_t>(h));
  SDL_RenderReadPixels(canvas.renderer(), nullptr, SDL_PIXELFORMAT_ARGB8888, pixels.data(), w * 4);
  return pixels;
}

// Renderer calls made by a frame in which `draw()` draws.
template <class Draw>
std::size_t frame_calls(Canvas& canvas, Draw draw) {
  canvas.begin_frame();
  const std::size_t before = canvas.draw_calls();
  draw();
  canvas.end_frame();
  return canvas.draw_calls() - before;
}

// Records every hook call; optionally an overlay.
class RecordingScene : public Scene {
 public:
  explicit RecordingScene(std::string label, std::vector<std::string>* log = nullptr,
                          bool overlay = false)
      : label_(std::move(label)), log_(log), overlay_(overlay) {}
  void enter() override { note("enter"); }
  void exit() override { note("exit"); }
  void handle(const Input& input) override {
    inputs.push_back(input);
    note(std::string("handle:") + std::string(to_string(input.action)));
  }
  void update(double dt) override {
    updates++;
    total_dt += dt;
  }
  void draw(Canvas& canvas) override {
    draws++;
    canvas.fill_rect({10, 10, 50, 50}, {200, 100, 50, 255});
  }
  bool animating() const override { return animate; }
  bool is_overlay() const override { return overlay_; }
  std::string_view name() const override { return label_; }

  std::vector<Input> inputs;
  int updates = 0;
  int draws = 0;
  double total_dt = 0;
  bool animate = false;

 private:
  void note(const std::string& what) {
    if (log_) log_->push_back(label_ + ":" + what);
  }
  std::string label_;
  std::vector<std::string>* log_;
  bool overlay_;
};

inline void push_key(SDL_Keycode key, Uint16 mod = KMOD_NONE) {
  SDL_Event event{};
  event.type = SDL_KEYDOWN;
  event.key.state = SDL_PRESSED;
  event.key.keysym.sym = key;
  event.key.keysym.mod = mod;
  SDL_PushEvent(&event);
  event.type = SDL_KEYUP;
  event.key.state = SDL_RELEASED;
  SDL_PushEvent(&event);
}

// The pointer moves to (x, y) (hover), no button pressed.
inline void push_pointer_motion(int x, int y) {
  SDL_Event event{};
  event.type = SDL_MOUSEMOTION;
  event.motion.x = x;
  event.motion.y = y;
  SDL_PushEvent(&event);
}

inline void push_click(int x, int y) {
  SDL_Event event{};
  event.type = SDL_MOUSEMOTION;
  event.motion.x = x;
  event.motion.y = y;
  SDL_PushEvent(&event);
  SDL_Event press{};
  press.type = SDL_MOUSEBUTTONDOWN;
  press.button.button = SDL_BUTTON_LEFT;
  press.button.state = SDL_PRESSED;
  press.button.clicks = 1;
  press.button.x = x;
  press.button.y = y;
  SDL_PushEvent(&press);
  press.type = SDL_MOUSEBUTTONUP;
  press.button.state = SDL_RELEASED;
  SDL_PushEvent(&press);
}

// A headless app of this size on the main menu.
inline std::unique_ptr<App> start_on_menu(const TempDir& home, WindowSize size) {
  Options options;
  options.size = size;
  auto app = make_app(home.path(), options);
  REQUIRE(app);
  app->scenes().push(std::make_unique<MainMenuScene>(app->context()));
  app->step();
  return app;
}

// The top scene, which must be an S.
template <class S>
S& top_as(App& app) {
  auto* scene = dynamic_cast<S*>(app.scenes().top());
  REQUIRE(scene);
  return *scene;
}

// The name of the top scene.
inline std::string top_name(App& app) {
  return std::string(app.scenes().top()->name());
}

// Steps the app (0.05 s a frame, 10 ms apart, so that a bot's thread can answer) until
// done() or 1000 frames; returns done().
template <class Done>
bool step_until(App& app, Done done) {
  for (int i = 0; i < 1000 && !done(); ++i) {
    app.step(0.05);
    SDL_Delay(10);
  }
  return done();
}

// A key or a click, then one frame.
inline void key(App& app, SDL_Keycode k, Uint16 mod = KMOD_NONE) {
  push_key(k, mod);
  app.step();
}
inline void click(App& app, Point p) {
  push_click(static_cast<int>(p.x), static_cast<int>(p.y));
  app.step();
}

}  // namespace marienbad::app::test
