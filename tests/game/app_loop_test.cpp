// The real App, headless: injected SDL events go through the loop to the scenes.
#include <catch2/catch.hpp>

#include <set>

#include "scenes/main_menu.hpp"
#include "scenes/statistics_scene.hpp"
#include "test_app.hpp"

using namespace marienbad::app;
using namespace marienbad::app::test;

TEST_CASE("app: injected key and mouse events reach the top scene as actions") {
  TempDir home("loop");
  auto app = make_app(home.path());
  REQUIRE(app);
  auto scene = std::make_unique<RecordingScene>("probe");
  RecordingScene* probe = scene.get();
  app->scenes().push(std::move(scene));
  app->step();
  CHECK(probe->draws == 1);

  push_key(SDLK_RETURN);
  push_key(SDLK_z, KMOD_LCTRL);
  push_key(SDLK_5);
  push_click(640, 360);
  app->step();
  std::vector<Action> actions;
  for (const Input& input : probe->inputs) actions.push_back(input.action);
  CHECK(actions == std::vector<Action>{Action::Confirm, Action::Undo, Action::Digit,
                                       Action::PointerMove, Action::PointerPress,
                                       Action::PointerRelease});
  CHECK(probe->inputs[2].digit == 5);
  CHECK(probe->inputs.back().pointer.x == Approx(640));
  CHECK(probe->draws == 2);  // input -> one redraw
}

TEST_CASE("app: M and F11 are handled by the app, not by scenes") {
  TempDir home("global-keys");
  auto app = make_app(home.path());
  REQUIRE(app);
  auto scene = std::make_unique<RecordingScene>("probe");
  RecordingScene* probe = scene.get();
  app->scenes().push(std::move(scene));
  const bool muted_before = app->context().sound().muted();
  push_key(SDLK_m);
  app->step();
  CHECK(app->context().sound().muted() != muted_before);
  CHECK(app->context().settings().muted == app->context().sound().muted());
  push_key(SDLK_F11);
  app->step();
  CHECK(app->context().settings().fullscreen);
  CHECK(probe->inputs.empty());
  // The mute setting was saved to disk at once.
  CHECK(std::filesystem::exists(home.path() / "settings.json"));
}

TEST_CASE("app: idle frames are not redrawn, animating scenes are") {
  TempDir home("idle");
  auto app = make_app(home.path());
  REQUIRE(app);
  auto scene = std::make_unique<RecordingScene>("probe");
  RecordingScene* probe = scene.get();
  app->scenes().push(std::move(scene));
  app->step();
  app->step();
  app->step();
  CHECK(probe->draws == 1);
  probe->animate = true;
  app->step(0.02);
  app->step(0.02);
  CHECK(probe->draws == 3);
  CHECK(probe->total_dt == Approx(0.04 + 3 / 60.0));
}

TEST_CASE("app: run() returns on a quit event and when a scene asks to quit") {
  TempDir home("run");
  {
    auto app = make_app(home.path());
    REQUIRE(app);
    app->scenes().push(std::make_unique<RecordingScene>("probe"));
    SDL_Event quit{};
    quit.type = SDL_QUIT;
    SDL_PushEvent(&quit);
    CHECK(app->run() == 0);
    CHECK(app->quit_requested());
  }  // one App at a time: it owns SDL's initialisation

  class QuitsAfterFrames : public Scene {
   public:
    explicit QuitsAfterFrames(AppContext& ctx) : ctx_(ctx) {}
    void update(double) override {
      if (++frames_ == 5) ctx_.request_quit();
    }
    bool animating() const override { return true; }
    std::string_view name() const override { return "quitter"; }

   private:
    AppContext& ctx_;
    int frames_ = 0;
  };
  auto second = make_app(home.path());
  REQUIRE(second);
  second->scenes().push(std::make_unique<QuitsAfterFrames>(second->context()));
  CHECK(second->run() == 0);
  CHECK(second->stats().frames >= 4);
}

TEST_CASE("app: the main menu answers the keyboard (language switch, Esc asks, Ctrl+Q quits)") {
  TempDir home("menu");
  auto app = make_app(home.path());
  REQUIRE(app);
  app->context().strings().set_language(Language("en"));
  app->scenes().push(std::make_unique<MainMenuScene>(app->context()));
  app->step();
  // From the first game button, Up wraps to the language switch in the corner.
  push_key(SDLK_UP);
  push_key(SDLK_RETURN);
  app->step();
  CHECK(app->context().strings().language() == Language("fr"));
  CHECK(app->context().settings().language == "fr");
  // Esc asks first; Esc again (or Enter on the focused "Stay") stays, "Quit" quits.
  push_key(SDLK_ESCAPE);
  app->step();
  CHECK_FALSE(app->quit_requested());
  REQUIRE(app->scenes().top()->name() == "confirm");
  push_key(SDLK_ESCAPE);
  app->step();
  CHECK_FALSE(app->quit_requested());
  CHECK(app->scenes().top()->name() == "main-menu");
  push_key(SDLK_ESCAPE);
  app->step();
  push_key(SDLK_RETURN);  // "Stay" has the focus
  app->step();
  CHECK_FALSE(app->quit_requested());
  CHECK(app->scenes().top()->name() == "main-menu");
  push_key(SDLK_ESCAPE);
  app->step();
  push_key(SDLK_RIGHT);
  push_key(SDLK_RETURN);
  app->step();
  CHECK(app->quit_requested());
}

TEST_CASE("app: Ctrl+Q quits at once from any screen") {
  TempDir home("ctrl-q");
  auto app = make_app(home.path());
  REQUIRE(app);
  app->scenes().push(std::make_unique<MainMenuScene>(app->context()));
  app->step();
  push_key(SDLK_q, KMOD_LCTRL);
  app->step();
  CHECK(app->quit_requested());
}

TEST_CASE("app: text textures are cached (none created in steady state)") {
  TempDir home("cache");
  auto app = make_app(home.path());
  REQUIRE(app);
  app->scenes().push(std::make_unique<MainMenuScene>(app->context()));
  app->step();
  app->context().request_redraw();
  app->step();
  const auto created = app->context().canvas().text_textures_created();
  CHECK(created > 0);
  for (int i = 0; i < 5; ++i) {
    app->context().request_redraw();
    app->step();
  }
  CHECK(app->context().canvas().text_textures_created() == created);
}

TEST_CASE("app: screenshot renders a non-trivial image of the scene") {
  TempDir home("shot");
  auto app = make_app(home.path());
  REQUIRE(app);
  app->scenes().push(std::make_unique<MainMenuScene>(app->context()));
  const auto file = home.path() / "menu.bmp";
  REQUIRE(app->screenshot(file));
  SurfacePtr image(SDL_LoadBMP(file.string().c_str()));
  REQUIRE(image);
  CHECK(image->w == 1280);
  CHECK(image->h == 720);
  // Count distinct colours on a coarse grid: a blank or single-colour image fails.
  SurfacePtr rgb(SDL_ConvertSurfaceFormat(image.get(), SDL_PIXELFORMAT_RGB888, 0));
  REQUIRE(rgb);
  std::set<Uint32> colours;
  const auto* pixels = static_cast<const Uint32*>(rgb->pixels);
  for (int y = 0; y < rgb->h; y += 7) {
    for (int x = 0; x < rgb->w; x += 7) colours.insert(pixels[y * (rgb->pitch / 4) + x]);
  }
  CHECK(colours.size() > 50);
}

TEST_CASE("app: a resize recomputes the layout, minimise and restore keep running") {
  TempDir home("resize");
  auto app = make_app(home.path());
  REQUIRE(app);
  auto scene = std::make_unique<RecordingScene>("probe");
  RecordingScene* probe = scene.get();
  app->scenes().push(std::move(scene));
  app->step();
  CHECK(app->context().layout().width == 1280);
  const float scale_before = app->context().layout().scale;

  SDL_SetWindowSize(app->window(), 800, 500);
  app->step();
  CHECK(app->context().layout().width == 800);
  CHECK(app->context().layout().height == 500);
  CHECK(app->context().layout().scale < scale_before);
  const int draws = probe->draws;

  SDL_Event event{};
  event.type = SDL_WINDOWEVENT;
  event.window.windowID = SDL_GetWindowID(app->window());
  event.window.event = SDL_WINDOWEVENT_MINIMIZED;
  SDL_PushEvent(&event);
  event.window.event = SDL_WINDOWEVENT_RESTORED;
  SDL_PushEvent(&event);
  app->step();
  CHECK(probe->draws == draws + 1);  // redrawn after the restore
}

TEST_CASE("app: every scene change presents a fresh frame, even without input or animation") {
  TempDir home("fresh-frame");
  auto app = make_app(home.path());
  REQUIRE(app);
  app->scenes().push(std::make_unique<MainMenuScene>(app->context()));
  for (int i = 0; i < 5; ++i) app->step(0.5);  // the menu has faded in: nothing moves
  const auto before = app->stats().frames;
  app->step(0.5);
  REQUIRE(app->stats().frames == before);  // idle: no frame
  // A change queued outside input and update (as a scene's enter() or a timer may do).
  app->scenes().push(std::make_unique<StatisticsScene>(app->context()));
  app->step(0.5);
  CHECK(app->stats().frames == before + 1);
  app->scenes().pop();
  app->step(0.5);
  CHECK(app->stats().frames == before + 2);
}

TEST_CASE("app: the window cannot be made smaller than 800x500, where text stays readable") {
  TempDir home("min-size");
  auto app = make_app(home.path());
  REQUIRE(app);
  int w = 0;
  int h = 0;
  SDL_GetWindowMinimumSize(app->window(), &w, &h);
  CHECK(w == 800);
  CHECK(h == 500);
}
