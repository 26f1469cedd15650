// Missing assets and missing audio must give clear messages or silence, never a crash.
#include <catch2/catch.hpp>

#include <cstdint>
#include <cstdlib>
#include <filesystem>

#include "app/paths.hpp"
#include "app/sound.hpp"
#include "test_app.hpp"

using namespace marienbad::app;
using namespace marienbad::app::test;

TEST_CASE("assets: a missing asset directory is reported with every place tried") {
  auto found = find_assets({"/nonexistent/one", "/nonexistent/two"});
  REQUIRE_FALSE(found);
  CHECK_THAT(found.error(), Catch::Contains("/nonexistent/one"));
  CHECK_THAT(found.error(), Catch::Contains("/nonexistent/two"));
  CHECK_THAT(found.error(), Catch::Contains("DejaVuSans.ttf"));
  CHECK(find_assets({"/nonexistent", source_assets()}).value() == source_assets());
}

TEST_CASE("assets: a font directory without the fonts fails cleanly, naming the file") {
  TempDir home("fonts");
  TempDir empty_assets("empty-assets");
  AppSetup setup;
  setup.options.size = WindowSize{640, 400};
  setup.assets_dir = empty_assets.path();
  setup.files = PlayerFiles(home.path(), true);
  setup.headless = true;
  setup.audio = false;
  auto app = App::create(std::move(setup));
  REQUIRE_FALSE(app);
  CHECK_THAT(app.error(), Catch::Contains("DejaVuSans.ttf"));
  CHECK_THAT(app.error(), Catch::Contains(empty_assets.path().string()));
}

TEST_CASE("audio: with a bogus driver the game falls back and keeps running") {
  ::setenv("SDL_AUDIODRIVER", "no-such-driver", 1);
  REQUIRE(SDL_Init(0) == 0);
  {
    Sound sound = Sound::open(source_assets() / "sounds", 50, false);
    // Either the dummy driver took over or the game is silent: both are fine, no crash.
    if (sound.device_open()) CHECK(sound.driver() == "dummy");
    sound.play(SoundId::Click);
    sound.play(SoundId::Win);
    CHECK(sound.plays() == 2);
    CHECK_FALSE(sound.toggle_mute() == false);
    sound.set_volume(500);
    CHECK(sound.volume() == 100);
  }
  ::unsetenv("SDL_AUDIODRIVER");
  SDL_Quit();
}

TEST_CASE("audio: the dummy driver opens and loads the generated sounds") {
  ::setenv("SDL_AUDIODRIVER", "dummy", 1);
  REQUIRE(SDL_Init(0) == 0);
  {
    Sound sound = Sound::open(source_assets() / "sounds", 50, false);
    CHECK(sound.device_open());
    CHECK(sound.loaded() == static_cast<int>(SoundId::Count));
    // Mixed in their own format (mono), not held twice: no more bytes than the files.
    std::uintmax_t file_bytes = 0;
    for (int i = 0; i < static_cast<int>(SoundId::Count); ++i) {
      file_bytes += std::filesystem::file_size(source_assets() / "sounds" /
                                               file_name(static_cast<SoundId>(i)));
    }
    CHECK(sound.loaded_bytes() > file_bytes / 2);
    CHECK(sound.loaded_bytes() <= file_bytes);
    sound.play(SoundId::Take);
  }
  ::unsetenv("SDL_AUDIODRIVER");
  SDL_Quit();
}
