#include "app/app.hpp"

#include "app/driver_facts.hpp"
#include "app/heap.hpp"
#include "app/image_file.hpp"
#include "app/log.hpp"
#include "app/platform.hpp"
#include "app/wake.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <string_view>

namespace marienbad::app {

namespace {

// The smallest window a person can resize to: below 800×500 the matches and the hint's text
// are too small to read (an explicitly smaller --size or screen is still honoured).
constexpr int kMinWindowWidth = 800;
constexpr int kMinWindowHeight = 500;
// Longest sleep while idle; only bounds how late a missed wake-up could be noticed.
constexpr int kIdleWaitMs = 1000;
constexpr double kMaxFrameDt = 0.1;
constexpr std::uint64_t kHeadlessSeed = 1;

bool display_variable_set() {
  for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY"}) {
    const char* value = SDL_getenv(name);
    if (value != nullptr && *value != '\0') return true;
  }
  return false;
}

constexpr std::string_view kNoDisplay = "cannot open a window: no display (DISPLAY is not set)";

// SDL falls back to its offscreen driver when no display answers: the game would run
// unseen, forever. Only a driver that shows a window will do.
Status check_window_can_be_seen() {
  const char* driver = SDL_GetCurrentVideoDriver();
  const std::string_view name = driver != nullptr ? driver : "";
  if (name != "offscreen" && name != "dummy") return Ok{};
  if (!display_variable_set()) return Error{std::string(kNoDisplay)};
  return Error{"cannot open a window: the '" + std::string(name) +
               "' video driver shows nothing (--screenshot renders without a display)"};
}

double seconds_since(std::uint64_t counter) {
  return static_cast<double>(SDL_GetPerformanceCounter() - counter) /
         static_cast<double>(SDL_GetPerformanceFrequency());
}

}  // namespace

App::App(AppSetup setup) : setup_(std::move(setup)) {}

Result<std::unique_ptr<App>> App::create(AppSetup setup) {
  std::unique_ptr<App> app(new App(std::move(setup)));
  if (auto status = app->init(); !status) return Error{status.error()};
  return app;
}

Status App::init() {
  start_counter_ = SDL_GetPerformanceCounter();
  keep_freed_memory();
  const Options& options = setup_.options;
  // Headless runs without --seed get a fixed seed: the same flags give the same picture.
  seed_ =
      options.seed ? *options.seed
      : setup_.headless
          ? kHeadlessSeed
          : static_cast<std::uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count());

  auto loaded_settings = load_settings(setup_.files);
  for (const std::string& problem : loaded_settings.problems) log_warn("{}", problem);
  settings_ = std::move(loaded_settings.value);
  auto loaded_stats = load_statistics(setup_.files, setup_.lessons);
  for (const std::string& problem : loaded_stats.problems) log_warn("{}", problem);
  statistics_ = std::move(loaded_stats.value);

  Language language = language_from_environment();
  if (auto from_settings = parse_language(settings_.language)) language = *from_settings;
  if (options.language) language = *options.language;
  strings_.set_language(language);
  platform::language_set(strings_);

  if (setup_.headless) {
    // Environment variables beat plain hints; tests and screenshots must be headless.
    SDL_SetHintWithPriority(SDL_HINT_VIDEODRIVER, "dummy", SDL_HINT_OVERRIDE);
    SDL_SetHintWithPriority(SDL_HINT_RENDER_DRIVER, "software", SDL_HINT_OVERRIDE);
  }
  // No display and no driver asked for: say so before SDL probes (Wayland's library would
  // print its own complaint) and falls back to a window nobody sees.
  if (!setup_.headless && !setup_.allow_hidden_video && !display_variable_set() &&
      SDL_getenv("SDL_VIDEODRIVER") == nullptr) {
    return Error{std::string(kNoDisplay)};
  }
  SDL_SetHint(SDL_HINT_VIDEO_MINIMIZE_ON_FOCUS_LOSS, "0");
  if (SDL_Init(SDL_INIT_VIDEO) != 0) {
    if (!setup_.headless && !display_variable_set()) return Error{std::string(kNoDisplay)};
    return Error{std::string("cannot initialise SDL video: ") + SDL_GetError()};
  }
  sdl_initialised_ = true;
  register_wake_event();
  // Flat 2D drawing needs no depth or stencil buffer (SDL asks for a 16-bit depth buffer by
  // default). Without one, software GL (llvmpipe) bins and shades each frame far faster.
  SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, driver_facts::kDepthBits);
  SDL_GL_SetAttribute(SDL_GL_STENCIL_SIZE, driver_facts::kStencilBits);
  if (!setup_.headless && !setup_.allow_hidden_video) {
    if (auto seen = check_window_can_be_seen(); !seen) return seen;
  }
  log_debug("SDL initialised after {:.1f} ms", seconds_since(start_counter_) * 1000);

  const bool restore = platform::keeps_window_state();
  int width = restore ? settings_.window_width : Settings{}.window_width;
  int height = restore ? settings_.window_height : Settings{}.window_height;
  if (options.size) {
    width = options.size->width;
    height = options.size->height;
  }
  const bool want_fullscreen =
      !setup_.headless && restore && options.fullscreen.value_or(settings_.fullscreen);
  // Hidden until its renderer exists: an OpenGL renderer makes SDL destroy and re-create the
  // X window, and a window shown before that would flash and give tools a dead window id.
  Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI | SDL_WINDOW_HIDDEN;
  if (want_fullscreen) flags |= SDL_WINDOW_FULLSCREEN_DESKTOP;
  SDL_Rect usable{};
  if (!setup_.headless && SDL_GetDisplayUsableBounds(0, &usable) == 0 && usable.w > 0) {
    width = std::min(width, usable.w);  // never larger than the screen
    height = std::min(height, usable.h);
  }
  window_.reset(SDL_CreateWindow("Marienbad", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, width,
                                 height, flags));
  if (!window_) return Error{std::string("cannot create the window: ") + SDL_GetError()};
  SDL_SetWindowMinimumSize(window_.get(), std::min(kMinWindowWidth, width),
                           std::min(kMinWindowHeight, height));

  if (!setup_.headless) {
    renderer_.reset(SDL_CreateRenderer(window_.get(), -1,
                                       SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC));
  }
  if (!renderer_) {
    renderer_.reset(SDL_CreateRenderer(window_.get(), -1, SDL_RENDERER_SOFTWARE));
  }
  if (!renderer_) return Error{std::string("cannot create a renderer: ") + SDL_GetError()};
  if (!setup_.headless) SDL_ShowWindow(window_.get());
  log_debug("window and renderer after {:.1f} ms", seconds_since(start_counter_) * 1000);
  SDL_RendererInfo info{};
  SDL_GetRendererInfo(renderer_.get(), &info);
  log_info("video driver {}, renderer {}", SDL_GetCurrentVideoDriver(), info.name);

  pages_.emplace(renderer_.get(), SDL_ScaleModeNearest, 1);
  auto text = TextCache::open(*pages_, setup_.assets_dir / "fonts");
  if (!text) return Error{text.error()};
  text_.emplace(std::move(text).value());
  canvas_.emplace(renderer_.get(), *pages_, *text_, theme_);
  canvas_->draw_first_frame_straight(!setup_.headless);
  log_debug("fonts after {:.1f} ms", seconds_since(start_counter_) * 1000);

  SDL_DisplayMode mode{};
  if (SDL_GetWindowDisplayMode(window_.get(), &mode) == 0 && mode.refresh_rate >= 30) {
    frame_period_ = 1.0 / std::min(mode.refresh_rate, 240);
  }
  sound_.set_volume(settings_.volume);
  sound_.set_muted(settings_.muted);
  after_first_frame_pending_ = !setup_.headless;
  update_layout();
  return Ok{};
}

// What the first frame does not need waits until it is shown (App::turn): nothing can ask
// for a sound or read a controller before the player sees the window. Probing the audio
// drivers (and, in a page, creating its suspended AudioContext), the joysticks, and setting
// the window's icon would each delay that frame.
void App::after_first_frame() {
  // The desktop's icon: assets/icons/'s SVG rendered at build time (also installed under
  // share/icons/hicolor/).
  if (has_window_icon()) {
    if (auto icon = window_icon(); icon.ok()) {
      SDL_SetWindowIcon(window_.get(), icon.value().get());
    } else {
      log_warn("no window icon: {}", icon.error());
    }
  }
  // Controllers already plugged in come as SDL_CONTROLLERDEVICEADDED events (App::process).
  if (SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) != 0) {
    log_debug("no game controller support: {}", SDL_GetError());
  }
  if (setup_.audio) {
    sound_ = Sound::open(setup_.assets_dir / "sounds", sound_.volume(), sound_.muted());
  }
  log_debug("icon, controllers and sound after the first frame, {:.1f} ms",
            seconds_since(start_counter_) * 1000);
}

App::~App() {
  // Scenes first: their exit() may still use the context (e.g. to save a match).
  scenes_.reset(nullptr);
  scenes_.apply_pending();
  canvas_.reset();
  text_.reset();
  pages_.reset();
  controllers_.clear();
  renderer_.reset();
  window_.reset();
  sound_ = Sound();
  if (TTF_WasInit() != 0) TTF_Quit();
  if (sdl_initialised_) SDL_Quit();
}

void App::update_layout() {
  int out_w = 0;
  int out_h = 0;
  SDL_GetRendererOutputSize(renderer_.get(), &out_w, &out_h);
  int win_w = 0;
  int win_h = 0;
  SDL_GetWindowSize(window_.get(), &win_w, &win_h);
  layout_ = Layout::for_size(out_w, out_h);
  if (canvas_) canvas_->set_layout(layout_);
  if (win_w > 0 && win_h > 0) {
    pointer_scale_ = {static_cast<float>(out_w) / static_cast<float>(win_w),
                      static_cast<float>(out_h) / static_cast<float>(win_h)};
  }
  dirty_ = true;
}

bool App::fullscreen() const {
  return (SDL_GetWindowFlags(window_.get()) & SDL_WINDOW_FULLSCREEN_DESKTOP) != 0;
}

void App::set_fullscreen(bool on) {
  if (!setup_.headless) {
    if (SDL_SetWindowFullscreen(window_.get(), on ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0) != 0) {
      log_warn("cannot change full screen mode: {}", SDL_GetError());
      return;
    }
  }
  if (platform::keeps_window_state()) {
    settings_.fullscreen = on;
    context_.save_settings();
  }
  update_layout();
}

void App::set_language(Language language) {
  strings_.set_language(language);
  platform::language_set(strings_);
  settings_.language = strings_.language();
  context_.save_settings();
  dirty_ = true;
}

void App::open_controller(int joystick_index) {
  if (!SDL_IsGameController(joystick_index)) return;
  ControllerPtr controller(SDL_GameControllerOpen(joystick_index));
  if (controller) {
    log_info("game controller: {}", SDL_GameControllerName(controller.get()));
    controllers_.push_back(std::move(controller));
  }
}

void App::on_window_event(const SDL_WindowEvent& event) {
  switch (event.event) {
    case SDL_WINDOWEVENT_SIZE_CHANGED:
      update_layout();
      log_debug("window resized: {}x{} pixels", layout_.width, layout_.height);
      if ((SDL_GetWindowFlags(window_.get()) &
           (SDL_WINDOW_FULLSCREEN_DESKTOP | SDL_WINDOW_MAXIMIZED)) == 0 &&
          !setup_.headless && platform::keeps_window_state()) {
        SDL_GetWindowSize(window_.get(), &settings_.window_width, &settings_.window_height);
      }
      break;
    case SDL_WINDOWEVENT_MINIMIZED:
      minimized_ = true;
      break;
    case SDL_WINDOWEVENT_RESTORED:
    case SDL_WINDOWEVENT_MAXIMIZED:
    case SDL_WINDOWEVENT_SHOWN:
      minimized_ = false;
      update_layout();
      break;
    case SDL_WINDOWEVENT_EXPOSED:
      dirty_ = true;
      break;
    case SDL_WINDOWEVENT_CLOSE:
      quit_ = true;
      break;
    default:
      break;
  }
}

void App::process(const SDL_Event& event) {
  switch (event.type) {
    case SDL_QUIT:
      quit_ = true;
      return;
    case SDL_WINDOWEVENT:
      on_window_event(event.window);
      return;
    case SDL_RENDER_TARGETS_RESET:
    case SDL_RENDER_DEVICE_RESET:
      // Textures may be gone: rebuild caches lazily (the text's pages are the canvas's).
      canvas_->drop_textures();
      dirty_ = true;
      return;
    case SDL_CONTROLLERDEVICEADDED:
      open_controller(event.cdevice.which);
      return;
    case SDL_CONTROLLERDEVICEREMOVED:
      std::erase_if(controllers_, [&](const ControllerPtr& c) {
        return SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(c.get())) ==
               event.cdevice.which;
      });
      return;
    default:
      break;
  }
  if (is_wake_event(event)) {
    // A worker has news (a bot's move, its forfeit): the update that follows takes it.
    ++stats_.wakes;
    dirty_ = true;
    return;
  }
  const std::optional<Input> input = text_entry_
                                         ? map_text_event(event, pointer_scale_, last_pointer_)
                                         : map_event(event, pointer_scale_, last_pointer_);
  if (!input) return;
  if (input->is_pointer()) last_pointer_ = input->pointer;
  dirty_ = true;
  if (input->action == Action::Fullscreen) {
    set_fullscreen(!fullscreen());
    return;
  }
  if (input->action == Action::Quit) {
    quit_ = true;  // as closing the window: the match in progress is kept for Continue
    return;
  }
  if (input->action == Action::Mute) {
    settings_.muted = sound_.toggle_mute();
    context_.save_settings();
    log_info("sound {}", settings_.muted ? "muted" : "on");
    return;
  }
  scenes_.handle(*input);
}

void App::set_text_entry(bool on) {
  if (on == text_entry_) return;
  text_entry_ = on;
  if (on) {
    SDL_StartTextInput();
  } else {
    SDL_StopTextInput();
  }
}

void App::draw_frame() {
  canvas_->begin_frame();
  canvas_->clear(theme_.colors.background);
  scenes_.draw(*canvas_);
  canvas_->end_frame();
}

void App::step(double dt_seconds) {
  SDL_Event event;
  while (SDL_PollEvent(&event)) process(event);
  update_and_draw(std::clamp(dt_seconds, 0.0, kMaxFrameDt));
}

bool App::update_and_draw(double dt) {
  clock_ += dt;
  // A scene change always presents a fresh frame (never the previous scene's last one).
  if (scenes_.apply_pending()) dirty_ = true;
  scenes_.update(dt);
  if (scenes_.apply_pending()) dirty_ = true;
  if (scenes_.empty()) return false;
  const bool animating = scenes_.animating();
  if ((dirty_ || animating) && !minimized_) {
    draw_frame();
    SDL_RenderPresent(renderer_.get());
    if (stats_.frames++ == 0) {
      stats_.first_present_seconds = seconds_since(start_counter_);
      log_debug("first frame after {:.1f} ms", stats_.first_present_seconds * 1000);
    }
    dirty_ = false;
  }
  return animating;
}

double App::wall_seconds() const {
  return seconds_since(start_counter_);
}

int App::run() {
  scenes_.apply_pending();
  last_turn_ = SDL_GetPerformanceCounter();
  const int idle_wait_ms = platform::loop_may_wait() ? kIdleWaitMs : 0;
  platform::run_loop([this, idle_wait_ms] { return turn(idle_wait_ms); },
                     [this] { context_.save_settings(); });
  return 0;
}

bool App::turn(int idle_wait_ms) {
  if (quit_ || scenes_.empty()) return false;
  SDL_Event event;
  // A minimised window is not redrawn, so a pending redraw must not keep the loop busy.
  const bool busy = (dirty_ && !minimized_) || scenes_.has_pending() || scenes_.animating();
  if (!busy) {
    // Nothing moves: sleep until something happens (idle CPU ~0 %): input, or a worker's
    // wake event (wake.hpp), so a bot's answer or forfeit is seen the moment it comes. A
    // browser page cannot sleep: it gives control back and is called at its next frame.
    const int got =
        idle_wait_ms > 0 ? SDL_WaitEventTimeout(&event, idle_wait_ms) : SDL_PollEvent(&event);
    if (got == 0) return true;
    process(event);
    last_turn_ = SDL_GetPerformanceCounter();  // the wait is not animation time
  }
  while (SDL_PollEvent(&event)) process(event);
  if (quit_) return false;

  const std::uint64_t frame_start = SDL_GetPerformanceCounter();
  const double dt = std::min(seconds_since(last_turn_), kMaxFrameDt);
  last_turn_ = frame_start;
  const bool animating = update_and_draw(dt);
  if (scenes_.empty()) return false;
  if (after_first_frame_pending_ && stats_.frames > 0) {
    after_first_frame_pending_ = false;
    after_first_frame();
  }
  if (animating && idle_wait_ms > 0) {
    // Own frame cap: vsync is not reliable everywhere (or simulated). The browser paces
    // its animation frames itself.
    const double spent = seconds_since(frame_start);
    if (spent < frame_period_) {
      SDL_Delay(static_cast<Uint32>(std::floor((frame_period_ - spent) * 1000.0)));
    }
  }
  return !quit_;
}

Status App::screenshot(const std::filesystem::path& file) {
  scenes_.apply_pending();
  scenes_.update(0.0);
  scenes_.apply_pending();
  draw_frame();
  int w = 0;
  int h = 0;
  SDL_GetRendererOutputSize(renderer_.get(), &w, &h);
  SurfacePtr surface(SDL_CreateRGBSurfaceWithFormat(0, w, h, 24, SDL_PIXELFORMAT_RGB24));
  if (!surface) return Error{std::string("cannot allocate the screenshot: ") + SDL_GetError()};
  if (SDL_RenderReadPixels(renderer_.get(), nullptr, SDL_PIXELFORMAT_RGB24, surface->pixels,
                           surface->pitch) != 0) {
    return Error{std::string("cannot read the pixels: ") + SDL_GetError()};
  }
  SDL_RenderPresent(renderer_.get());
  auto encoded = encode_image(*surface, is_png_name(file) ? ImageFormat::Png : ImageFormat::Bmp);
  if (!encoded.ok()) return Error{encoded.error()};
  return write_file_atomically(file, encoded.value());
}

}  // namespace marienbad::app
