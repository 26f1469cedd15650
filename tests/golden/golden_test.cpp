// Golden screenshots: every screen, in English and French, at 1280×720 and 800×600, rendered
// headless (dummy video driver, software renderer) and compared with the reference PNG within
// a small tolerance: in the game's home (tests/games/ID/golden/references/) for a game's
// screens, in tests/golden/references/ for the others. A screen that changed fails, and the
// actual image and a difference image are written to golden-out/ in the build directory.
// References are regenerated only on purpose: tools/golden.sh --update (README-dev).
#include <catch2/catch.hpp>

#include <SDL_image.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <set>
#include <string>
#include <string_view>

#include "app/sdl_handles.hpp"
#include "golden_screens.hpp"
#include "scenes/initial_scene.hpp"
#include "test_app.hpp"
#include "test_paths.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;
using marienbad::app::golden::Screen;
using marienbad::app::golden::screens;

namespace {

namespace fs = std::filesystem;

fs::path references_dir(const Screen& screen) {
  const fs::path tests = fs::path(marienbad::test::source_dir()) / "tests";
  if (screen.game_id.empty()) return tests / "golden" / "references";
  return tests / "games" / screen.game_id / "golden" / "references";
}

constexpr const char* kLanguages[] = {"en", "fr"};
constexpr WindowSize kSizes[] = {{1280, 720}, {800, 600}};

std::string reference_name(const Screen& screen, std::string_view language, WindowSize size) {
  return screen.name + "-" + std::string(language) + "-" + std::to_string(size.width) + "x" +
         std::to_string(size.height) + ".png";
}
fs::path output_dir() {
  return fs::path(marienbad::test::tests_binary_dir()) / "golden-out";
}
bool updating() {
  const char* update = std::getenv("MARIENBAD_GOLDEN_UPDATE");
  return update != nullptr && std::string(update) == "1";
}

SurfacePtr render(const Screen& screen, app::Language language, WindowSize size) {
  TempDir home("golden");
  Options options;
  options.size = size;
  options.language = language;
  options.seed = 7;
  options.first = FirstPlayer::Human;
  screen.options(options);
  auto app = make_app(home.path(), options);
  REQUIRE(app);
  push_initial_scenes(app->context());
  app->step(0.0);
  if (screen.then) screen.then(*app);
  const fs::path shot = home.path() / "shot.bmp";
  REQUIRE(app->screenshot(shot).ok());
  SurfacePtr loaded(SDL_LoadBMP(shot.c_str()));
  REQUIRE(loaded);
  SurfacePtr rgb(SDL_ConvertSurfaceFormat(loaded.get(), SDL_PIXELFORMAT_RGB24, 0));
  REQUIRE(rgb);
  return rgb;
}

// Pixels whose colour differs by more than `kChannelTolerance` in some channel; the
// difference image marks them red on a dimmed copy of the reference.
constexpr int kChannelTolerance = 24;
std::size_t count_differences(SDL_Surface* actual, SDL_Surface* reference, SDL_Surface* diff) {
  std::size_t differing = 0;
  for (int y = 0; y < actual->h; ++y) {
    const auto* a = static_cast<const Uint8*>(actual->pixels) + y * actual->pitch;
    const auto* r = static_cast<const Uint8*>(reference->pixels) + y * reference->pitch;
    auto* d = static_cast<Uint8*>(diff->pixels) + y * diff->pitch;
    for (int x = 0; x < actual->w * 3; x += 3) {
      bool differs = false;
      for (int c = 0; c < 3; ++c)
        differs = differs || std::abs(a[x + c] - r[x + c]) > kChannelTolerance;
      differing += differs ? 1 : 0;
      d[x] = differs ? 255 : static_cast<Uint8>(r[x] / 3);
      d[x + 1] = differs ? 0 : static_cast<Uint8>(r[x + 1] / 3);
      d[x + 2] = differs ? 0 : static_cast<Uint8>(r[x + 2] / 3);
    }
  }
  return differing;
}

void check_screens(app::Language language, WindowSize size) {
  REQUIRE(IMG_Init(IMG_INIT_PNG) & IMG_INIT_PNG);
  fs::create_directories(output_dir());
  // MARIENBAD_GOLDEN_ONLY=graph- renders (or updates) only the screens whose names start so.
  const char* only = std::getenv("MARIENBAD_GOLDEN_ONLY");
  for (const Screen& screen : screens()) {
    if (only != nullptr && !screen.name.starts_with(only)) continue;
    const std::string file = reference_name(screen, language, size);
    const std::string name = file.substr(0, file.size() - 4);
    CAPTURE(name);
    SurfacePtr actual = render(screen, language, size);
    const fs::path reference_path = references_dir(screen) / file;
    if (updating()) {
      fs::create_directories(references_dir(screen));
      REQUIRE(IMG_SavePNG(actual.get(), reference_path.c_str()) == 0);
      continue;
    }
    SurfacePtr loaded(IMG_Load(reference_path.c_str()));
    if (!loaded) {
      FAIL_CHECK("no reference " << reference_path << " (tools/golden.sh --update makes it)");
      continue;
    }
    SurfacePtr reference(SDL_ConvertSurfaceFormat(loaded.get(), SDL_PIXELFORMAT_RGB24, 0));
    REQUIRE(reference);
    if (reference->w != actual->w || reference->h != actual->h) {
      FAIL_CHECK("size " << actual->w << "x" << actual->h << ", reference " << reference->w << "x"
                         << reference->h);
      continue;
    }
    SurfacePtr diff(
        SDL_CreateRGBSurfaceWithFormat(0, actual->w, actual->h, 24, SDL_PIXELFORMAT_RGB24));
    const std::size_t differing = count_differences(actual.get(), reference.get(), diff.get());
    // A few anti-aliased edge pixels may move; a changed text, colour or layout is far more.
    const std::size_t allowed = static_cast<std::size_t>(actual->w) * actual->h / 2000;
    if (differing > allowed) {
      IMG_SavePNG(actual.get(), (output_dir() / (name + ".png")).c_str());
      IMG_SavePNG(diff.get(), (output_dir() / (name + "-diff.png")).c_str());
    }
    CHECK(differing <= allowed);
  }
  IMG_Quit();
}

}  // namespace

// A reference no screen renders any more (a screen renamed or removed, or a game's image left
// outside its home) would be kept for nothing: every PNG in the references' folders is one
// screen's, in one language and size.
TEST_CASE("every reference image is a screen's", "[golden]") {
  if (updating()) return;  // the references are being written
  std::set<fs::path> expected;
  for (const Screen& screen : screens())
    for (const char* language : kLanguages)
      for (WindowSize size : kSizes)
        expected.insert(references_dir(screen) / reference_name(screen, language, size));
  const fs::path tests = fs::path(marienbad::test::source_dir()) / "tests";
  std::vector<fs::path> folders{tests / "golden" / "references"};
  for (const auto& game : fs::directory_iterator(tests / "games"))
    folders.push_back(game.path() / "golden" / "references");
  std::size_t images = 0;
  for (const fs::path& folder : folders) {
    if (!fs::exists(folder)) continue;
    for (const auto& file : fs::directory_iterator(folder)) {
      ++images;
      CAPTURE(file.path());
      CHECK(expected.contains(file.path()));
    }
  }
  CHECK(images == expected.size());
}

TEST_CASE("every screen in English at 1280x720", "[golden]") {
  check_screens(app::Language("en"), {1280, 720});
}
TEST_CASE("every screen in English at 800x600", "[golden]") {
  check_screens(app::Language("en"), {800, 600});
}
TEST_CASE("every screen in French at 1280x720", "[golden]") {
  check_screens(app::Language("fr"), {1280, 720});
}
TEST_CASE("every screen in French at 800x600", "[golden]") {
  check_screens(app::Language("fr"), {800, 600});
}
