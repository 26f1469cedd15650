#pragma once
// What a scene can reach: options, settings, statistics, strings, sound, the scene stack,
// the canvas/theme/layout, and requests to the app (redraw, quit, fullscreen).
// Scenes keep an AppContext& (it outlives every scene).
#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>

#include "app/canvas.hpp"
#include "app/options.hpp"
#include "app/player_files.hpp"
#include "app/scene_stack.hpp"
#include "app/settings.hpp"
#include "app/sound.hpp"
#include "app/strings.hpp"
#include "app/theme.hpp"

namespace marienbad::app {

class App;

class AppContext {
 public:
  explicit AppContext(App& app) : app_(&app) {}

  const Options& options() const;
  SceneStack& scenes();
  Canvas& canvas();
  const Theme& theme() const;
  const Layout& layout() const;

  Strings& strings();
  std::string_view tr(std::string_view key) const;
  template <class... Args>
  std::string trf(std::string_view key, Args&&... args) const {
    return strings_const().trf(key, std::forward<Args>(args)...);
  }
  template <class... Args>
  std::string trn(std::string_view key, std::uint64_t n, Args&&... args) const {
    return strings_const().trn(key, n, std::forward<Args>(args)...);
  }
  // Switches the language now (and remembers it in the settings).
  void set_language(Language language);

  Settings& settings();
  void save_settings();  // atomic write; a failure is logged, never fatal
  Statistics& statistics();
  void save_statistics();

  Sound& sound();
  void play(SoundId id);

  // The seed for this run: --seed, else drawn from the clock at start-up (headless: fixed).
  std::uint64_t seed() const;
  // A new seed for each match of this run, drawn from seed() in order: the same run's
  // matches repeat with the same --seed.
  std::uint64_t next_seed();
  // Seconds since the app started (monotonic), e.g. for idle pulses. Headless (screenshots,
  // tests) it is the time the updates have simulated: 0 in a --screenshot.
  double time() const;

  void request_redraw();
  // A text field takes the keyboard (SDL text input, keys as text: map_text_event) or
  // gives it back.
  void set_text_entry(bool on);
  void request_quit();
  bool fullscreen() const;
  void set_fullscreen(bool on);

  const std::filesystem::path& assets_dir() const;
  // The player's directory: the unfinished match is kept there.
  PlayerFiles& files();

 private:
  const Strings& strings_const() const;
  App* app_;
};

}  // namespace marienbad::app
